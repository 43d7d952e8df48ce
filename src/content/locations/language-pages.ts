import { PHONE } from '../site';
import type { LanguagePage, MississaugaOnPage } from './types';
import { PUNJABI_IN_BRAMPTON_EN } from './language-pages/punjabi-in-brampton.en';
import { TAGALOG_IN_MISSISSAUGA_EN } from './language-pages/tagalog-in-mississauga.en';
import { HINDI_IN_CALGARY_EN } from './language-pages/hindi-in-calgary.en';
import { MANDARIN_IN_VANCOUVER_EN } from './language-pages/mandarin-in-vancouver.en';
import { ARABIC_IN_MONTREAL_EN } from './language-pages/arabic-in-montreal.en';

/**
 * The five language-and-city pages (docs/spec/SPEC.md §2.1, §3): /care/{language}-in-{city}, in the spec’s order.
 * Each is written for its own community; no sentence is shared between pages.
 */
export const LANGUAGE_PAGES = [
  PUNJABI_IN_BRAMPTON_EN,
  TAGALOG_IN_MISSISSAUGA_EN,
  HINDI_IN_CALGARY_EN,
  MANDARIN_IN_VANCOUVER_EN,
  ARABIC_IN_MONTREAL_EN,
] as const satisfies readonly LanguagePage[];

/** /senior-care-mississauga-on (docs/spec/SPEC.md §2.1): a guide for Mississauga families, not a copy of the city page. */
export const MISSISSAUGA_ON_PAGE = {
  hero: {
    eyebrow: 'Mississauga, Ontario',
    headline: 'Home Care Across Mississauga: A Guide for Families',
    lead: 'How home care works in Ontario, what to expect after a hospital stay, and how Maple Hearth caregivers reach every corner of Mississauga, explained in plain language.',
    cta: 'Get a Free Care Consultation',
  },
  sections: [
    {
      heading: 'How Home Care Is Arranged and Paid For in Ontario',
      paragraphs: [
        'Publicly funded home care in Ontario is arranged through Ontario Health atHome. A care coordinator assesses your loved one’s needs, often after a referral from a doctor or hospital, and may approve visits from a personal support worker or a nurse. These services cost the family nothing, but the hours are based on assessed need and are often limited.',
        'Many families top up public care with private care. A private agency such as Maple Hearth can cover evenings, weekends, overnight hours or companionship that public services do not. Private care is paid for by the family, sometimes with help from private insurance, and some costs may qualify for tax credits, so keep your receipts and ask a tax professional.',
      ],
    },
    {
      heading: 'Coming Home After a Hospital Stay',
      paragraphs: [
        'If your parent is being treated at Mississauga Hospital or Credit Valley Hospital, both part of Trillium Health Partners, the discharge team will talk with you about support at home. Ask early about a referral to Ontario Health atHome, equipment such as a walker or shower chair, and any follow-up appointments.',
        'We can meet you before discharge day, go over the hospital’s instructions and have a caregiver ready when your parent arrives home. In the first weeks, a PSW can help with bathing, meals, medication reminders and rides to appointments, which can lower the risk of a fall or a return to hospital.',
      ],
    },
    {
      heading: 'Care in Every Part of the City',
      paragraphs: [
        'Mississauga is large, and a good match depends on geography as well as language. Our caregivers visit lakeside homes in Port Credit and Clarkson, older streets in Streetsville, family houses in Meadowvale and Erin Mills, busy multigenerational households in Malton, and condo towers around City Centre and Square One. We plan routes so your caregiver arrives on time, whether by car or on MiWay.',
      ],
    },
    {
      heading: 'Planning Care as a Family',
      paragraphs: [
        'Home care works best when everyone knows the plan. We write down who does what: which hours the publicly funded PSW covers, when our caregiver visits, and which relative handles appointments or groceries. A shared schedule and regular updates from your coordinator keep siblings in Mississauga, elsewhere in the GTA or overseas in the loop.',
      ],
    },
  ],
  questions: [
    {
      question: 'Does OHIP pay for private home care?',
      answer:
        'No. OHIP covers doctor and hospital services, and publicly funded home care comes through Ontario Health atHome after an assessment. Private care from Maple Hearth is paid for by the family, though some insurance plans and tax credits may help with part of the cost.',
    },
    {
      question: 'Can your caregivers work alongside the PSW from Ontario Health atHome?',
      answer:
        'Yes, and many Mississauga families use both. We schedule our visits around the publicly funded hours so there are no gaps or overlaps, and we share notes with the family so everyone sees the same picture.',
    },
    {
      question: 'How quickly can care start after a hospital discharge?',
      answer: `Care can start within 48 hours, and the handover is smoother when we hear from you before discharge. Call ${PHONE.display} as soon as a discharge date is discussed, and we will arrange a free consultation.`,
    },
    {
      question: 'Do you have caregivers who speak my parent’s language?',
      answer:
        'Often, yes. Mississauga families ask us for caregivers who speak Urdu, Punjabi, Tagalog, Polish, Portuguese, Arabic and many other languages. Tell us what your parent speaks at home, and we will look for a match.',
    },
  ],
  testimonial: {
    quote:
      'After Dad’s hip surgery at Credit Valley, we had no idea how to juggle the public PSW visits and our jobs. Maple Hearth filled the gaps within two days, and his caregiver chats with him in Polish.',
    name: 'Kasia',
    city: 'Mississauga',
    relation: 'daughter of a client',
  },
} as const satisfies MississaugaOnPage;
