import type { ToastOptions } from '../../../machines/toast/toast.machine';
import { OFFICES } from '../offices';
import { SERVICE_AREA } from '../service-area';
import { BRAND, BRAND_SHORT, FOUNDED_YEAR, HEAD_OFFICE, MEDIA_ENQUIRIES, PHONE } from '../site';

export interface BrandAsset {
  title: string;
  description: string;
  /** What the file would be: its format and size. */
  format: string;
}

/**
 * /press (docs/spec/SPEC.md §2.6): the story, brand assets whose Download buttons only show the toast
 * 'Download Started (Simulation)' (nothing is fetched), story ideas, leadership and a media contact.
 * Media enquiries go to the info mailbox with a subject (docs/spec/DECISIONS.md "People are reached through the company").
 */
export const PRESS_PAGE = {
  hero: {
    eyebrow: 'Press Room',
    heading: 'For Journalists Covering Aging and Care at Home',
    lead: `Background, brand assets, story ideas and the way to reach our communications team. We aim to answer every media request within one business day.`,
  },
  story: {
    heading: 'Our Story in Brief',
    paragraphs: [
      `${BRAND} was founded in ${HEAD_OFFICE.label} in ${FOUNDED_YEAR} by Harleen Gill, a geriatric nurse who watched too many seniors wait in hospital because no caregiver who spoke their language could be found in time.`,
      `Today ${BRAND_SHORT} matches seniors in ${SERVICE_AREA.summary} (${SERVICE_AREA.provinces}) with personal support workers and companions who share their language and culture, can usually start care within 48 hours, and keep families informed through a family dashboard.`,
    ],
    facts: [
      { label: 'Founded', value: `${FOUNDED_YEAR}, ${HEAD_OFFICE.label}` },
      { label: 'Offices', value: OFFICES.map((office) => office.name).join(', ') },
      { label: 'Languages spoken by our caregivers', value: 'More than a dozen, including Punjabi, Hindi, Urdu, Tagalog, Portuguese and French' },
      { label: 'Services', value: 'Ten in-home care services, from companionship to 24/7 live-in and end-of-life care' },
    ],
  },
  assets: {
    heading: 'Brand Assets',
    lead: 'Please use our name and logo as supplied, without changes to colour or proportion.',
    download: 'Download',
    downloadLabel: (title: string) => `Download ${title}`,
    toast: (title: string): ToastOptions => ({
      title: 'Download Started (Simulation)',
      description: `${title} is a demonstration on this site: no file is downloaded. Write to ${MEDIA_ENQUIRIES.email} with the subject '${MEDIA_ENQUIRIES.subject}' and we will send it the same day.`,
    }),
    items: [
      {
        title: 'Logo',
        description: 'The maple-leaf hearth mark with the wordmark, in colour, one colour and reversed on dark.',
        format: 'SVG and PNG, 240 KB',
      },
      { title: 'Colour palette', description: 'Maple red, hearth green and cream, with the contrast pairs we use for accessible text.', format: 'PDF, 90 KB' },
      { title: 'Fact sheet', description: `Key figures, services, offices and leadership of ${BRAND_SHORT} on one page.`, format: 'PDF, 180 KB' },
      {
        title: 'Photos',
        description: 'Caregivers and clients at home and our Brampton hub, photographed with everyone’s consent.',
        format: 'ZIP of JPEG, 24 MB',
      },
    ] satisfies readonly BrandAsset[],
  },
  ideas: {
    heading: 'Story Ideas',
    lead: 'Angles our team can speak to, with families and caregivers willing to be interviewed.',
    items: [
      {
        title: 'Care in your parent’s language',
        text: 'Why language and culture matter so much in dementia and end-of-life care, and what happens when they are missing.',
      },
      {
        title: 'The sandwich generation at work',
        text: 'Adult children caring for parents while raising children and holding jobs, and what employers are starting to do about it.',
      },
      {
        title: 'The 48 hours after discharge',
        text: 'What families face when a parent leaves hospital on short notice, and how care at home can prevent a return.',
      },
      {
        title: 'Newcomers building careers in care',
        text: 'Personal support workers who trained abroad or changed careers, and the path to certification in Ontario.',
      },
    ],
  },
  leadership: {
    heading: 'Leadership',
    lead: 'Available for interviews on home care, caregiving and the business of care.',
  },
  contact: {
    heading: 'Media Contact',
    name: 'Priya Natarajan',
    role: 'Communications Lead',
    media: MEDIA_ENQUIRIES,
    phone: PHONE,
    note: 'For media inquiries only. Families looking for care, please call our main line or visit the contact page.',
    contactLink: { label: 'Contact page', to: '/contact-us' },
  },
} as const;
