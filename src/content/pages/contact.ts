import { CONTACT_HOURS, EMERGENCY_LINE_NOTE, INFO_EMAIL, INFO_MAILTO, PHONE, SOCIAL_LINKS, messagingChatUrl } from '../site';

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
  faqLink: { label: 'Read our frequently asked questions', to: '/faq' },
  faqLead: 'Have a quick question about costs, caregivers or getting started?',
  social: { label: 'Follow us on Facebook', href: SOCIAL_LINKS[0].href },
  floatingMessage: {
    label: 'Message us on WhatsApp',
    href: messagingChatUrl('Hi Maple Hearth! I found you on your website and would like to talk about care for a loved one.'),
  },
} as const;
