/** A link of the not-found page: its words and the page it leads to. */
interface NotFoundLink {
  label: string;
  to: string;
  /** A French page's link to a page in English only ('en'). */
  hrefLang?: string;
}

/**
 * The words of a not-found page, in one language: the English one (docs/spec/SPEC.md §2.6 "404
 * page") below, the French one under /fr in ./fr/not-found.ts
 * (docs/spec/DECISIONS.md "French pages in French to the end"). `search`: the site search form and its notice for a blank search (the
 * English page's; the search and its results are English, so the French page leads to its pages instead).
 */
export interface NotFoundWords {
  eyebrow: string;
  heading: string;
  lead: string;
  search?: {
    formLabel: string;
    label: string;
    placeholder: string;
    button: string;
    emptySearchToast: { title: string; description: string };
  };
  quickLinksHeading: string;
  quickLinks: readonly NotFoundLink[];
  tilesHeading: string;
  tiles: readonly { title: string; description: string; to: string }[];
  buttons: { home: NotFoundLink; contact: NotFoundLink };
}

export const NOT_FOUND = {
  eyebrow: 'Error 404',
  heading: 'Oops! That Page Isn’t Here Anymore.',
  lead: "The link may be out of date, or the page may have moved while we grew. Let's get you to the care information you need.",
  search: {
    formLabel: 'Search the site',
    label: 'Search our services',
    placeholder: 'Try "dementia" or "live-in care"',
    button: 'Search',
    emptySearchToast: {
      title: 'Search is a great idea!',
      description: 'Please enter something to search for.',
    },
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
} as const satisfies NotFoundWords;
