import { CONTACT_HOURS, EMERGENCY_LINE_NOTE, INFO_EMAIL, INFO_MAILTO, PHONE, SOCIAL_LINKS, messagingChatUrl } from '../site';
import { OFFICES, officeDetail, type OfficeStatus } from '../offices';
import { CONTACT_FORM } from '../forms';
import type { PlaceAnswerWords } from '../service-area-answer';

/** The contact form's words (src/features/forms/contact-form.tsx): what posts is the same in every language. */
export interface ContactFormWords {
  fields: {
    name: { label: string };
    phone: { label: string; description: string };
    email: { label: string };
    place: { label: string; description: string };
    message: { label: string; placeholder: string };
  };
  submitLabel: string;
  /** The answer's words under the place field, fetched when the family first uses it. */
  loadPlaceAnswer: () => Promise<PlaceAnswerWords>;
}

/** One office's card on the page. */
export interface ContactOffice {
  name: string;
  role: string;
  city: string;
  detail: string;
  status: OfficeStatus;
  /** The status in the page's language. */
  statusLabel: string;
}

interface Labelled {
  label: string;
  value: string;
  href: string;
}

/**
 * The contact page's words (/contact-us and its French twin /fr/nous-joindre, decision 0068): the
 * English `CONTACT_PAGE` satisfies it, the French module (./contact.fr-CA.ts) too.
 */
export interface ContactPageWords {
  heading: string;
  lead: string;
  formHeading: string;
  serviceInquiryMessage: (service: string) => string;
  quickContactHeading: string;
  /** The phone first: the emergency line's note names it. */
  quickContacts: readonly [Labelled, ...Labelled[]];
  emergencyNote: string;
  hoursHeading: string;
  hours: readonly { days: string; hours: string }[];
  officesHeading: string;
  offices: readonly ContactOffice[];
  faqLink: { label: string; to: string; hrefLang?: string };
  faqLead: string;
  social: { label: string; href: string };
  floatingMessage: { label: string; href: string };
  form: ContactFormWords;
  /** After a label ("Call toll-free:"), and between a label and its value ("Monday to Friday: 8 AM - 8 PM"): French puts a no-break space before the colon. */
  colon: string;
  colonSpace: string;
}

export const CONTACT_PAGE = {
  heading: 'Contact Maple Hearth Home Care',
  lead: 'Tell us a little about your loved one and a care advisor will call you back within one business day. Consultations are free and carry no obligation.',
  formHeading: 'Send us a message',
  /** Prefill when a service page sends the visitor here with `serviceInquiry` in navigation state. */
  serviceInquiryMessage: (service: string) => `Hello, I would like to learn more about your ${service} service for my family.`,
  quickContactHeading: 'Reach us directly',
  quickContacts: [
    { label: 'Call toll-free', value: PHONE.display, href: PHONE.href },
    { label: 'E-mail', value: INFO_EMAIL, href: INFO_MAILTO },
    {
      label: 'WhatsApp',
      value: 'Chat with a care advisor',
      href: messagingChatUrl('Hello Maple Hearth, I would like to ask about home care for my family.'),
    },
  ],
  emergencyNote: EMERGENCY_LINE_NOTE,
  hoursHeading: 'Care hours',
  hours: CONTACT_HOURS,
  officesHeading: 'Our offices',
  offices: OFFICES.map((office) => ({
    name: office.name,
    role: office.role,
    city: office.city,
    detail: officeDetail(office),
    status: office.status,
    statusLabel: office.status,
  })),
  faqLink: { label: 'Read our frequently asked questions', to: '/faq' },
  faqLead: 'Have a quick question about costs, caregivers or getting started?',
  social: { label: 'Follow us on Facebook', href: SOCIAL_LINKS[0].href },
  floatingMessage: {
    label: 'Message us on WhatsApp',
    href: messagingChatUrl('Hi Maple Hearth! I found you on your website and would like to talk about care for a loved one.'),
  },
  form: CONTACT_FORM,
  colon: ':',
  colonSpace: ': ',
} as const satisfies ContactPageWords;
