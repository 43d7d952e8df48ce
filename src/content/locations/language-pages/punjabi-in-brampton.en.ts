import { PHONE } from '../../site';
import type { LanguagePage } from '../types';

/** /care/punjabi-in-brampton, the English twin: its own words (decision 0051); the page in its language is ./punjabi-in-brampton.*.ts. */
export const PUNJABI_IN_BRAMPTON_EN = {
  path: '/care/punjabi-in-brampton',
  language: 'Punjabi',
  lang: 'pa',
  dir: 'ltr',
  title: 'Punjabi-Speaking Caregivers in Brampton | Maple Hearth Home Care',
  description: `Punjabi-speaking PSWs for Brampton seniors, matched by language, faith and food. Book a free consultation; care can begin within 48 hours. Call ${PHONE.display}.`,
  city: 'Brampton',
  hero: {
    headline: 'Punjabi-Speaking Caregivers in Brampton',
    lead: 'Maple Hearth matches Brampton seniors with personal support workers who speak Punjabi, understand Sikh and Punjabi traditions, and treat your home the way your own family would. Care can begin within 48 hours of your first call.',
    cta: 'Talk to Us About Care',
  },
  heroImageAlt: 'Illustration of a caregiver and an older Sikh man in a turban sharing tea at a kitchen table',
  greeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
  greetingMeaning: 'Sat Sri Akal, a respectful hello',
  meaning: [
    'For many Punjabi elders in Brampton, the day begins with Gurbani on the radio and ends with a hot phulka straight from the tawa. A caregiver who speaks Punjabi can chat about the village back home, read the day’s hukamnama aloud, and already knows why shoes stay at the door and why kesh is washed and combed with such care.',
    'Language matters even more when memory starts to fade. People living with dementia often lose the English they learned as adults and return to the Punjabi of their childhood. A caregiver who answers in that same language eases confusion, keeps medicines on schedule, and helps the family plan trips to the gurdwara for Vaisakhi, Gurpurab and Bandi Chhor Divas.',
  ],
  matching: [
    {
      title: 'A free home consultation',
      text: 'A care coordinator visits you in Brampton, speaking Punjabi or English, to learn about health needs, daily routines and which relatives should be kept informed.',
    },
    {
      title: 'Your preferences, written down',
      text: 'We note the dialect your parent is most at ease in, any dietary rules, times set aside for path or prayer, and whether a male or female caregiver is preferred.',
    },
    {
      title: 'Meet before care begins',
      text: 'You meet the proposed PSW at home first. If the conversation does not flow, we suggest someone else at no extra cost.',
    },
    {
      title: 'Adjusted as needs change',
      text: 'Your coordinator checks in after the first week and regularly after that, changing hours or caregivers whenever your family asks.',
    },
  ],
  testimonial: {
    quote:
      'Papa ji had stopped talking much after his stroke. Within a week of Manpreet coming, he was telling her stories about his farm near Ludhiana and asking for his evening walk again. She treats him like her own grandfather.',
    name: 'Simran',
    city: 'Brampton',
    relation: 'daughter-in-law of a client',
  },
} as const satisfies LanguagePage;
