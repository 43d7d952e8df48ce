export const FRANCHISE_APPLY_PAGE = {
  eyebrow: 'Franchise application',
  heading: 'Apply to Own a Maple Hearth Franchise',
  lead: 'Bring culturally matched, multilingual senior care to your community. Tell us about yourself and the region you have in mind; there is no cost and no commitment to apply.',
  stepsHeading: 'What happens next',
  steps: [
    { title: 'We review your application', detail: 'Our franchise development team reads every application within five business days.' },
    { title: 'Discovery call', detail: 'A 45-minute conversation about your goals, your region and our model.' },
    { title: 'Territory and financials', detail: 'We share the franchise disclosure document and walk through start-up costs together.' },
    { title: 'Meet the team in Brampton', detail: 'Spend a day at our head office with care coordinators and current owners.' },
  ],
  backLink: { label: 'Back to the franchise opportunity', to: '/franchise' },
  formHeading: 'Your application',
} as const;
