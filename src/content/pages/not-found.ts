export const NOT_FOUND = {
  heading: 'Oops! That Page Isn’t Here Anymore.',
  lead: "The link may be out of date, or the page may have moved while we grew. Let's get you to the care information you need.",
  searchFormLabel: 'Search the site',
  searchLabel: 'Search our services',
  searchPlaceholder: 'Try "dementia" or "live-in care"',
  searchButton: 'Search',
  emptySearchToast: {
    title: 'Search is a great idea!',
    description: 'Please enter something to search for.',
  },
  quickLinksHeading: 'Popular right now',
  quickLinks: [
    { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
    { label: 'Contact Us', to: '/contact-us' },
    { label: 'Our Services', to: '/services' },
    { label: 'Join Our Caregiver Team', to: '/careers-join-our-team' },
    { label: 'Franchise Opportunities', to: '/franchise-opportunity' },
  ],
  tilesHeading: 'Or start from one of these pages',
  tiles: [
    { title: 'Home', description: 'Start again from our home page.', to: '/' },
    { title: 'Meet Our Team', description: 'The people behind Maple Hearth.', to: '/team' },
    {
      title: 'Personal Care',
      description: 'Help with bathing, dressing and mobility.',
      to: '/personal-care-services',
    },
    {
      title: 'Dementia Care',
      description: 'Calm, person-centred memory care at home.',
      to: '/dementia-care-brampton',
    },
    { title: 'Contact Us', description: 'Talk to a care advisor today.', to: '/contact-us' },
  ],
  buttons: {
    home: { label: 'Back to Home', to: '/' },
    contact: { label: 'Contact Us', to: '/contact-us' },
  },
} as const;
