import type { LanguagePage } from '../types';

/** /care/mandarin-in-vancouver, the English twin: its own words (decision 0051); the page in its language is ./mandarin-in-vancouver.*.ts. */
export const MANDARIN_IN_VANCOUVER_EN = {
  path: '/care/mandarin-in-vancouver',
  language: 'Mandarin',
  lang: 'zh-Hans',
  dir: 'ltr',
  title: 'Mandarin Caregivers in Vancouver | Maple Hearth Home Care',
  description:
    'Mandarin-speaking PSWs for Vancouver seniors, matched by language, food and family customs. Start with a free consultation; care can begin within 48 hours.',
  city: 'Vancouver',
  hero: {
    headline: 'Mandarin-Speaking Caregivers in Vancouver',
    lead: 'Our Mandarin-speaking PSWs help Vancouver seniors live comfortably at home, with care that honours family, familiar food and the rhythms of daily life.',
    cta: 'Speak With a Coordinator',
  },
  heroImageAlt: 'Illustration of a caregiver and an older Chinese couple practising tai chi in a garden with mountains behind them',
  greeting: '您好',
  greetingMeaning: 'Nín hǎo, a polite hello used when greeting elders',
  meaning: [
    'For Mandarin-speaking seniors in Vancouver, home often means a pot of congee in the morning, nourishing soups simmered for hours, and a calendar marked with the Spring Festival and the Mid-Autumn Festival. A caregiver who shares the language can cook these dishes properly, read Chinese newspapers aloud and join a relaxed walk or tai chi session in the neighbourhood park.',
    'It also means being understood when it matters most. Many older adults feel embarrassed asking for help in English, and dementia can erase a second language altogether. A caregiver who speaks Mandarin listens closely to worries about health, explains a doctor’s instructions gently, and respects the family’s wishes about how decisions are shared.',
  ],
  matching: [
    {
      title: 'A free first consultation',
      text: 'We meet your family in person or by video to understand your parent’s health, habits and what they hope home care will bring.',
    },
    {
      title: 'Language and background',
      text: 'We note whether your parent also speaks Cantonese or a regional dialect, reads simplified or traditional characters, and follows particular food or health customs.',
    },
    {
      title: 'An introduction visit',
      text: 'The proposed caregiver comes to meet your parent before the first shift, and the family has the final say.',
    },
    {
      title: 'Care that keeps pace',
      text: 'Once care begins, your coordinator checks in often and can add hours, change days or arrange a new match.',
    },
  ],
  testimonial: {
    quote:
      'My father barely spoke to the caregiver from our previous agency. With Lin, he chats in Mandarin all morning, eats properly again and even corrects her calligraphy. Our whole family feels lighter.',
    name: 'Wei',
    city: 'Vancouver',
    relation: 'son of a client in Oakridge',
  },
} as const satisfies LanguagePage;
