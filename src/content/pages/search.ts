/** /search (docs/spec/SPEC.md §2.6, §3 "Search item", §4.5, §5 and §8). */

export interface SearchItem {
  title: string;
  description: string;
  /** Where the result leads; the /services/... paths resolve through SEARCH_DETAIL_REDIRECTS. */
  detailsPath: string;
}

export const SEARCH_ITEMS: readonly SearchItem[] = [
  {
    title: 'Personal Care',
    description: 'Help with bathing, grooming, dressing, toileting and safe transfers, given with dignity at home.',
    detailsPath: '/services/personal-care',
  },
  {
    title: "Alzheimer's & Dementia Care",
    description: 'Person-centred memory care with calm routines, safe supervision and support for the whole family.',
    detailsPath: '/services/alzheimers-dementia-care',
  },
  {
    title: 'End-of-Life Care',
    description: 'Comfort, symptom management and emotional support at home, with respite for loved ones.',
    detailsPath: '/services/end-of-life-care',
  },
  {
    title: 'Meal Prep & Home Support',
    description: 'Meal planning, grocery shopping and home cooking for diabetic, cardiac, cultural and vegetarian diets.',
    detailsPath: '/services/meal-prep-home-support',
  },
  {
    title: 'Transportation',
    description: 'Assisted rides to medical appointments, errands and community events, with a caregiver by your side.',
    detailsPath: '/services/transportation',
  },
  {
    title: 'Chronic Illness Support',
    description: 'Condition monitoring, medication and appointment management, and fall prevention at home.',
    detailsPath: '/services/chronic-illness-support',
  },
  {
    title: 'Understanding Dementia Care Options',
    description: 'Our guide to dementia care at home, day programs and memory care, and how families choose between them.',
    detailsPath: '/blog/understanding-dementia-care-options',
  },
];

/** The search page; docs/spec/SPEC.md §4.5 puts the term in its `q` parameter. */
export { SEARCH_PATH } from './meta/search-path';

export const SEARCH_PAGE = {
  formLabel: 'Search the site',
  eyebrow: 'Search',
  heading: 'Find the Right Care',
  lead: 'Search our services and guides by a need, a condition or a word that matters to you.',
  inputLabel: 'Search services and guides',
  inputPlaceholder: 'For example: dementia, meals, transportation',
  submit: 'Search',
  allItemsHeading: 'All services and guides',
  resultsHeading: (count: number, term: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${term}”`,
  learnMore: 'Learn More',
  /** docs/spec/SPEC.md §2.6: the no-match message and its button. */
  noMatch: "We couldn't find a direct match. Please try a different term or explore all our services.",
  viewAllServices: { label: 'View All Services', to: '/services' },
} as const;
