/**
 * The free guide's page (decision 0028) and its headline: the route registry and the forms that
 * offer the guide read these, without the page's title and description (./guide.ts).
 */
export const GUIDE_PATH = '/guides/10-questions-before-hiring-a-caregiver';

export const GUIDE_HEADLINE = '10 Questions to Ask Before Hiring a Caregiver';
