import type { LanguagePage } from '../types';

/** /care/tagalog-in-mississauga, the English twin: its own words (decision 0051); the page in its language is ./tagalog-in-mississauga.*.ts. */
export const TAGALOG_IN_MISSISSAUGA_EN = {
  path: '/care/tagalog-in-mississauga',
  language: 'Tagalog',
  lang: 'tl',
  dir: 'ltr',
  title: 'Tagalog Caregivers in Mississauga | Maple Hearth Home Care',
  description:
    'Tagalog-speaking caregivers for Mississauga seniors who share your family’s faith, food and respect for elders. Care can start within 48 hours. Call us today.',
  city: 'Mississauga',
  hero: {
    headline: 'Tagalog-Speaking Caregivers in Mississauga',
    lead: 'Our Tagalog-speaking PSWs help lolos and lolas in Mississauga stay at home with the warmth, patience and respect they grew up with, and your first visit can be arranged in as little as two days.',
    cta: 'Find a Caregiver',
  },
  heroImageAlt: 'Illustration of a caregiver and an older Filipina woman laughing together over a family photo album on the sofa',
  greeting: 'Mabuhay! Kumusta po kayo?',
  greetingMeaning: 'Welcome! How are you? The “po” is the respectful word used when speaking to an elder.',
  meaning: [
    'Filipino families in Mississauga often tell us the same thing: Lola does not want a stranger, she wants someone who feels like family. A Tagalog-speaking caregiver greets her with “mano po”, cooks sinigang or arroz caldo the way she likes it, and understands how much Sunday Mass and the evening rosary mean to her.',
    'Speaking Tagalog also protects health. After a fall or a hospital stay, older adults may nod along in English without following the instructions, and with dementia English can slip away entirely. Your caregiver explains medications in Tagalog, notices when something seems off, and helps keep the joy of Simbang Gabi and Noche Buena alive at home.',
  ],
  matching: [
    {
      title: 'Tell us about Lolo or Lola',
      text: 'In a free call or home visit, we listen to your parent’s health needs, daily schedule and the small things that make a good day.',
    },
    {
      title: 'Language, region and faith',
      text: 'Some elders are most comfortable in Ilocano or Bisaya as well as Tagalog, so we ask what is really spoken at home, along with church, diet and household customs to respect.',
    },
    {
      title: 'A first meeting',
      text: 'We introduce the caregiver in person before the first shift, so your parent can decide whether the connection feels right.',
    },
    {
      title: 'Ongoing check-ins',
      text: 'Your coordinator follows up within days and stays in touch, adjusting the schedule or the match whenever you need.',
    },
  ],
  testimonial: {
    quote:
      'My mother only trusted people who spoke to her in Tagalog. Joy cooks her pancit, prays the rosary with her every afternoon and calls me when Nanay seems tired. I can finally go to work without worrying.',
    name: 'Maricel',
    city: 'Mississauga',
    relation: 'daughter of a client',
  },
} as const satisfies LanguagePage;
