import type { CtaBandContent } from '../info-pages/types';
import { OFFICES } from '../offices';
import { LIMITS } from '../site';
import type { Testimonial } from '../testimonials';

/** The Ottawa office the story dates (docs/spec/DECISIONS.md "Ottawa office"), from the one office list. */
const OTTAWA = OFFICES.find((office) => office.town === 'Ottawa' && office.openedIn)!;

/** /about-us (docs/spec/SPEC.md §2.6): mission, vision, the agency's story, its three leaders and families' words. */
export const ABOUT_PAGE = {
  hero: {
    eyebrow: 'About Maple Hearth',
    heading: 'Home Care Built Around the Families of Peel Region',
    lead: 'Maple Hearth Home Care began in Brampton in 2022 with one idea: a senior should be cared for at home by someone who speaks their language, respects their customs and shows up when promised.',
  },
  purpose: {
    heading: 'Our Mission and Vision',
    mission: {
      title: 'Mission',
      text: 'To help seniors live safely and with dignity in their own homes, through caregivers matched to their language, culture and needs, and to give their families clear, honest support at every step.',
    },
    vision: {
      title: 'Vision',
      text: 'A Canada where no family has to choose between caring for a parent and keeping their own life afloat, because trusted help at home is one call away in every community.',
    },
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Our founder, Harleen Gill, spent twelve years as a nurse on a geriatric unit in Brampton. Again and again she saw patients ready to go home but families unable to find a caregiver in time, or one their parent could talk to. Many of those seniors spoke Punjabi, Hindi, Urdu, Tagalog or Portuguese; the help on offer rarely did.',
      'In 2022 she started Maple Hearth from a small office in Brampton with six personal support workers and a promise: a matched caregiver at the door within 48 hours. Word spread through temples, churches, community centres and discharge planners, and within a year our caregivers were visiting families across Brampton and Mississauga.',
      `Today our team speaks more than a dozen languages and supports families from our Brampton hub and Mississauga satellite, and from our ${OTTAWA.town} office, open since ${OTTAWA.openedIn}. Every caregiver is vetted, trained and supervised by our own care quality team, and every family has a coordinator they can call by name.`,
    ],
  },
  leadership: {
    heading: 'Our Leadership',
    lead: 'The three people accountable for the care your family receives.',
    teamLink: { label: 'Meet the Team', to: '/team' },
  },
  voices: {
    heading: 'What Families Say',
    carouselLabel: 'Testimonials from families we care for',
  },
  closing: {
    heading: 'Let’s Talk About Care for Your Family',
    text: 'A care advisor will listen, answer your questions and, if you wish, arrange a free in-home assessment. There is no obligation.',
    actions: [
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'link', label: 'Read More Stories', to: '/testimonials' },
    ],
  } satisfies CtaBandContent,
} as const;

const rating = LIMITS.testimonialRating;

/** The about page's carousel; the first is the featured review in its structured data. */
export const ABOUT_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sunita',
    role: 'Brampton',
    content:
      'When Mom came home from Brampton Civic we had two days to find help. Maple Hearth sent Kamaljit, who speaks Hindi with her and keeps her diabetes diet on track. A year later she is still with us, and Mom calls her family.',
    rating,
  },
  {
    name: 'Joseph',
    role: 'Mississauga',
    content:
      'I live in Calgary and my father is in Mississauga. The coordinator calls me after every change in his care plan and the visit notes arrive the same evening. For the first time in years I sleep through the night.',
    rating,
  },
  {
    name: 'Lourdes',
    role: 'Ottawa',
    content:
      'They found a caregiver who speaks Tagalog for my husband, who has Parkinson’s. She is patient with his pace, helps him with his exercises and makes sure I rest too. The care feels personal, not like a schedule.',
    rating,
  },
];
