import type { LanguagePage } from '../types';

/** /care/hindi-in-calgary, the English twin: its own words (decision 0051); the page in its language is ./hindi-in-calgary.*.ts. */
export const HINDI_IN_CALGARY_EN = {
  path: '/care/hindi-in-calgary',
  language: 'Hindi',
  lang: 'hi',
  dir: 'ltr',
  title: 'Hindi-Speaking Caregivers in Calgary | Maple Hearth Home Care',
  description:
    'Hindi-speaking PSWs for Calgary seniors who respect vegetarian kitchens, fasts and festivals. Free consultation, with care starting in as little as 48 hours.',
  city: 'Calgary',
  hero: {
    headline: 'Hindi-Speaking Caregivers in Calgary',
    lead: 'Maple Hearth pairs Calgary seniors with PSWs who speak Hindi and understand the festivals, fasts and home-cooked meals that give their days shape.',
    cta: 'Request a Consultation',
  },
  heroImageAlt: 'Illustration of a caregiver helping an older woman in a sari light a diya beside a window with a snowy view',
  greeting: 'नमस्ते',
  greetingMeaning: 'Namaste, a warm and respectful hello',
  meaning: [
    'Many Hindi-speaking elders in Calgary moved here later in life to be near their children and grandchildren, and long prairie winters can leave them isolated while everyone is at work or school. A caregiver who speaks Hindi becomes real company: someone to share chai with, watch a favourite serial, sing bhajans or walk to the mandir when the weather allows.',
    'Cultural understanding shapes everyday care. Your caregiver will respect a vegetarian kitchen, plan around fasting days such as Ekadashi or Navratri, and help get the house ready for Diwali and Holi. For parents living with dementia, hearing Hindi again often brings back calm and recognition, and it makes talking about pain, appetite and medicine much clearer.',
  ],
  matching: [
    {
      title: 'Start with a conversation',
      text: 'We begin with a free consultation by phone or at home, where you tell us about your parent’s health, routines and personality.',
    },
    {
      title: 'Match the details that matter',
      text: 'Beyond Hindi, we consider whether Punjabi, Gujarati or Urdu is also spoken, how meals are prepared, and any preference for a caregiver of the same gender.',
    },
    {
      title: 'Introductions at home',
      text: 'Your parent meets the caregiver before care starts, so trust is built from the very first cup of chai.',
    },
    {
      title: 'Reviewed and refined',
      text: 'We call after the first few visits and keep reviewing the plan, making changes as health or family schedules shift.',
    },
  ],
  testimonial: {
    quote:
      'Mummy felt so alone during her first Calgary winter. Now Sunita visits every weekday, they cook dal together and talk for hours in Hindi. Mummy even asked to go to the mandir for Diwali this year.',
    name: 'Rohit',
    city: 'Calgary',
    relation: 'son of a client',
  },
} as const satisfies LanguagePage;
