import type { LanguagePage } from '../types';

/** /care/arabic-in-montreal, the English twin: its own words (decision 0051); the page in its language is ./arabic-in-montreal.*.ts. */
export const ARABIC_IN_MONTREAL_EN = {
  path: '/care/arabic-in-montreal',
  language: 'Arabic',
  lang: 'ar',
  dir: 'rtl',
  title: 'Arabic-Speaking Caregivers in Montreal | Maple Hearth Home Care',
  description:
    'Arabic-speaking caregivers for Montreal seniors who share your dialect, faith and traditions, and often speak French too. On request: a coordinator confirms availability.',
  city: 'Montreal',
  // Quebec families may ask for a call in French too (docs/spec/DECISIONS.md "Callback language").
  alsoCallsIn: ['French'],
  hero: {
    headline: 'Arabic-Speaking Caregivers in Montreal',
    // Montreal is served on request (docs/spec/DECISIONS.md "Where the company works"): the page says so (LANGUAGE_PAGE_TEXT.serviceNote).
    lead: 'On request, Maple Hearth matches Montreal seniors with caregivers who speak Arabic, often French as well, and who understand the faith, food and family ties at the heart of your home.',
    cta: 'Contact Our Team',
  },
  heroImageAlt: 'Illustration of a caregiver pouring mint tea for an older woman in a headscarf in a sunny Montreal apartment',
  greeting: 'السلام عليكم',
  greetingMeaning: 'As-salamu alaykum, peace be upon you',
  meaning: [
    'Montreal’s Arabic-speaking families come from Lebanon, Syria, Morocco, Algeria, Egypt and beyond, and each home has its own dialect and customs. A matched caregiver respects prayer times or Sunday Mass, keeps a halal kitchen where asked, and helps prepare for Ramadan iftars, Eid visits or Christmas with the whole family.',
    'For elders, being addressed in Arabic brings dignity and ease, especially during personal care, where modesty matters. As dementia progresses, the French or English learned later may fade while Arabic remains. A caregiver who can speak with your mother or father in their own words eases fear, notices pain sooner, and keeps family stories and proverbs in daily conversation.',
  ],
  matching: [
    {
      title: 'Consultation in your language',
      text: 'We hold a free consultation in Arabic, French or English to learn about your loved one’s health and daily life.',
    },
    {
      title: 'Dialect, faith and customs',
      text: 'Levantine, Maghrebi or Egyptian Arabic, halal meals, prayer routines and a preference for a female or male caregiver all go into the match.',
    },
    {
      title: 'Meet the caregiver first',
      text: 'The caregiver visits before care begins, and your family decides whether to go ahead.',
    },
    {
      title: 'We stay involved',
      text: 'Your coordinator follows up regularly and adjusts hours, tasks or the caregiver as your loved one’s needs evolve.',
    },
  ],
  testimonial: {
    quote:
      'Mama speaks Darija with Samira and laughs the way she used to in Casablanca. Samira knows exactly how she likes her tea, and they made harira together all through Ramadan. We know she is in good hands.',
    name: 'Yasmine',
    city: 'Montreal',
    relation: 'daughter of a client in Saint-Laurent',
  },
} as const satisfies LanguagePage;
