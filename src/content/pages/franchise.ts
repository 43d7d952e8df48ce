import type { InfoSection } from '../info-pages/types';
import { BRAND, BRAND_SHORT, FOUNDED_YEAR, LIMITS } from '../site';

type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

/** Where 'Request More Info' leads: the info kit form's section (docs/spec/SPEC.md §2.6). */
export const FRANCHISE_INQUIRY_ID = 'franchise-inquiry';

/**
 * /franchise (docs/spec/SPEC.md §2.6, §9.4): the opportunity, the three benefits, the earnings calculator
 * with its disclaimer, two owners' stories, the 'Request Your Free Info Kit' form and the way to
 * the full application. docs/spec/DECISIONS.md "No financial performance claims": no heading, story or quote
 * states what a franchise earns; the page says where real figures come from (the disclosure document).
 */
export const FRANCHISE_PAGE = {
  hero: {
    eyebrow: 'Franchise Opportunities',
    heading: 'Own a Home Care Business That Your Community Needs',
    lead: `Canada’s seniors want to age at home, cared for in their own language. Bring ${BRAND}’s culturally matched care to your region, with a proven model from Brampton and a team that has done it before.`,
    requestInfo: 'Request More Info',
    apply: { label: 'Submit Full Application', to: '/franchise/apply' },
  },
  benefits: {
    kind: 'features',
    id: 'franchise-benefits',
    heading: 'Why Own a Maple Hearth Franchise',
    intro: `Since ${FOUNDED_YEAR}, our head office has refined every part of running a home care agency. As an owner you start with all of it.`,
    items: [
      {
        title: 'Business In a Box',
        text: 'Our operations manual, scheduling and care-planning software, caregiver recruiting and training programs, brand, website and local marketing: ready on day one, with a launch coach for your first six months.',
      },
      {
        title: 'Community Connection',
        text: `Serve the families of your own community in the languages they speak. You build relationships with hospitals, places of worship and cultural associations, and care can start within ${LIMITS.careStartHours} hours of a call.`,
      },
      {
        // docs/spec/SPEC.md §2.6 names this card 'Real ROI Real Impact'; docs/spec/DECISIONS.md "No financial performance claims" keeps returns out of headings.
        title: 'Real Business, Real Impact',
        text: 'A business built on long relationships with families, in one of Canada’s fastest-growing sectors, with no clinic to fit out because care happens in clients’ homes. Every week you see what it means to a family.',
      },
    ],
  } satisfies SectionOf<'features'>,
  calculator: {
    heading: 'Earnings Calculator: An Illustration',
    intro:
      'An illustration, not a forecast: move the sliders, or type a number, to see how a year of a franchise adds up with your number of clients and weekly hours of care.',
    clients: 'Number of clients',
    clientsHint: (min: number, max: number) => `Drag the slider or type a whole number from ${min} to ${max}.`,
    clientsValue: (clients: number) => `${clients} ${clients === 1 ? 'client' : 'clients'}`,
    hours: 'Weekly hours of care per client',
    hoursHint: (min: number, max: number) => `Drag the slider or type a whole number from ${min} to ${max}.`,
    hoursValue: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} a week`,
    refused: (what: string, min: number, max: number, kept: string) => `${what} must be a whole number from ${min} to ${max}. The figures still use ${kept}.`,
    reset: 'Reset',
    resultsHeading: 'Your Estimated Year',
    statementLabel: 'Estimated yearly figures',
    revenue: 'Gross revenue',
    revenueNote: (rate: string) => `Client hours x ${rate} an hour x 52 weeks`,
    costOfCare: 'Cost of care',
    costOfCareNote: (cost: string) => `Caregiver hours x ${cost} an hour x 52 weeks`,
    grossProfit: 'Gross profit',
    expensesHeading: 'Operating expenses',
    totalExpenses: 'Total expenses',
    netProfit: 'Estimated net profit',
    netLoss: 'Estimated net loss',
    lossBadge: 'Loss',
    lossNote: 'At this size the expenses are larger than the gross profit: the year ends at a loss.',
    /** Read once, politely, when the figures change. */
    announcement: (clients: string, hours: string, revenue: string, net: string, isLoss: boolean) =>
      `${clients} at ${hours}: gross revenue ${revenue}, estimated net ${isLoss ? 'loss' : 'profit'} ${net}.`,
    disclaimer:
      'This calculator is an estimate for illustration only. It is not a forecast, an earnings claim or a guarantee of results. Actual revenue and expenses depend on your territory, your clients, wages, rent and many other factors. Please read the franchise disclosure document and get independent legal and financial advice before you invest.',
  },
  stories: {
    heading: 'From Our Franchise Owners',
    items: [
      {
        quote:
          'I spent twenty years as a hospital social worker watching families struggle to find care in Gujarati and Hindi. In my first year we built a team of eleven caregivers, and the support from Brampton never stopped: scheduling, payroll, even the first referral partners.',
        name: 'Meera',
        city: 'Hamilton',
        relation: 'Franchise owner since 2024',
      },
      {
        quote:
          'What convinced me was the training. My caregivers arrive ready for dementia care, and families notice. The first months were long days of interviews and home visits with our launch coach a call away; now my son runs scheduling while I meet families.',
        name: 'Rogelio',
        city: 'Winnipeg',
        relation: 'Franchise owner since 2024',
      },
    ],
  },
  /**
   * Where real figures come from: Ontario's Arthur Wishart Act (Franchise Disclosure), 2000 has a
   * franchisor give the disclosure document at least 14 days before any agreement is signed or any
   * money is paid (docs/spec/DECISIONS.md "No financial performance claims").
   */
  figures: {
    heading: 'Where the Real Figures Come From',
    text: 'Our owners’ stories are about what running a franchise is like, not what it earns. The fees, the investment and our financial statements are in the franchise disclosure document, which we provide on request and, as Ontario’s Arthur Wishart Act (Franchise Disclosure), 2000 requires, at least 14 days before you sign any agreement or pay any money. Please read it with independent legal and financial advice.',
    link: 'Ask for the franchise disclosure document',
  },
  inquiry: {
    heading: 'Request Your Free Info Kit',
    lead: `Get the ${BRAND_SHORT} franchise info kit: investment ranges, available territories, training and what a first year looks like. A franchise development manager will follow up within one business day.`,
    region: 'Region you are interested in',
    // The kit is sent by e-mail: this form asks for the address it goes to.
    email: { label: 'E-mail', description: 'The info kit is sent to this address.' },
    regionPlaceholder: 'e.g. Halton Region, Waterloo Region, Greater Vancouver',
    messagePlaceholder: 'Tell us a little about yourself and what draws you to home care.',
    applyHeading: 'Ready to Apply?',
    applyText: 'If you already know this is for you, send the full application with your background and preferred region.',
  },
} as const;
