import { ACCESSIBILITY_CHECKS, type AccessibilityCheck } from '../accessibility-checks';
import { longDate } from '../long-date';
import { ACCESSIBILITY_STATEMENT_META, PRIVACY_POLICY_META, TERMS_OF_USE_META } from './legal-meta';
import { BRAND, BRAND_SHORT, CONTACT_HOURS_TEXT, FOUNDED_YEAR, HEAD_OFFICE, INFO_EMAIL, PHONE } from '../site';

/**
 * Legal pages: privacy policy, terms of use and accessibility statement.
 * No "last updated" date here for privacy or terms: the view adds the build date (docs/spec/DECISIONS.md "Legal").
 */

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** The heading of each legal page's list of links to its sections. */
export const LEGAL_CONTENTS_HEADING = 'On this page';

/** A legal document's body; its path, title and description are in ./legal-meta.ts. */
export interface LegalDocument {
  heading: string;
  intro: string;
  sections: readonly LegalSection[];
}

/**
 * Every word of a legal page in one language (decision 0062): its head, its body, the heading of
 * its list of sections and its date line (given the build's date, YYYY-MM-DD). The English pages'
 * (below) and the French ones' (./legal-fr/) satisfy it: a missing French string fails the typecheck.
 */
export interface LegalWords {
  title: string;
  description: string;
  document: LegalDocument;
  contentsHeading: string;
  dateLine: (buildDate: string) => string;
}

export const PRIVACY_POLICY: LegalDocument = {
  heading: 'Privacy Policy',
  intro: `This policy explains, in plain language, what personal information ${BRAND} collects through this website, why we collect it and what choices you have. We follow Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${BRAND} is an in-home senior care agency founded in ${FOUNDED_YEAR} and headquartered in ${HEAD_OFFICE.label}, Canada.`,
        `We are responsible for the personal information you send us through this website. Our privacy officer answers questions about this policy at ${INFO_EMAIL} or ${PHONE.display}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'We only collect what you choose to type into one of our forms: the contact form, the newsletter sign-up, the job application, the franchise application, the partnership inquiry and the two forms of the chat (a message while we are closed, and a conversation sent to a care coordinator). Depending on the form, that can include:',
        'The website has no accounts, no sign-in and no online payments, so we never ask for a password or a credit card number. The Buy Now button in our shop does not complete a purchase yet.',
      ],
      list: [
        'your name, phone number and e-mail address',
        'your message, city or postal code',
        'your role (for example daughter, son or professional caregiver)',
        'for job applicants: availability and certifications',
        'for franchise applicants: preferred region and experience',
        'a résumé or business profile you choose to attach',
      ],
    },
    {
      id: 'how-forms-are-delivered',
      heading: 'How your form is delivered',
      paragraphs: [
        `When you press a form's submit button, your browser sends what you typed, including any attached file, to FormSubmit (formsubmit.co). FormSubmit is an independent form-forwarding service that e-mails the submission to our mailbox at ${INFO_EMAIL}.`,
        'FormSubmit handles your submission only to deliver it to us, under its own privacy policy, and may process it outside Canada. If you would rather not use the form, call or e-mail us directly.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: ['We use your details only for the reason you gave them to us:'],
      list: [
        'to answer your question or request and call you back',
        'to assess and arrange care for you or a loved one',
        'to consider your job, franchise or partnership application',
        'to send our newsletter, only if you ticked the consent box, until you unsubscribe',
      ],
    },
    {
      id: 'tools-in-your-browser',
      heading: 'Tools that stay in your browser',
      paragraphs: [
        'The care-finder quiz and the cost and earnings calculators run entirely in your browser, and your answers stay there. Only when you send the request at the end of the quiz do we receive your answers and your plan with the contact details you give, delivered by FormSubmit like our other forms. The calculators send nothing.',
        // Decision 0047: what the chat sends, and when.
        `The chat is an automated assistant: its replies are scripted and run in your browser, and what you type in it stays there until you choose to send it. When you press "Send this conversation to a care coordinator", we receive your name, the phone number or e-mail address you give, your city and note if you add them, the page you were on, and the whole conversation (your messages and the assistant's replies). When the chat is closed for the day and you leave a message, we receive your name, e-mail address, message, a call-back number if you give one, and the page you were on. Both are delivered by FormSubmit to ${INFO_EMAIL}, like our other forms. Nothing else you type in the chat is sent, and the conversation is not stored: it lasts while the page is open, and reloading the page clears it.`,
        'The "Chat on WhatsApp" link opens WhatsApp, a third-party service with its own privacy policy. The links to our Facebook, Instagram, LinkedIn, YouTube and X pages work the same way.',
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We do not use analytics, advertising or tracking cookies, and we do not build a profile of your visits.',
        "The site may save a display preference in your browser's local storage so the page looks the same next time. It stays on your device and you can clear it in your browser settings at any time.",
        'So you never have to tell us the same thing twice, the site remembers for this visit only what you told it (your care-finder quiz answers and plan, the city or language page you came from) in your browser\'s session storage, under one entry named "maple-hearth:visit", and fills it into the consultation request and the contact form, where you can change it. It is sent only when you send one of those forms, and your browser deletes it when you close the tab. A form you started is kept the same way until you send it, so nothing you typed is lost if the page reloads; after you send it, the thank-you page shows you once what was sent. Once a form is sent, the site forgets in that tab what could identify you or your family (names, contacts, quiz answers and plan, drafts), so the next person using the same computer or tablet sees none of it; only the city or language page you came from stays. Each form you send carries a random reference number ("Submission id"); the tab keeps that number and the time it was sent, under "maple-hearth:submissions", so that a form you come back to tells you it was already sent instead of sending it twice. Once your request has reached us and you move on to another page, that entry is deleted too.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When we share information',
      paragraphs: [
        'We never sell, rent or trade your personal information.',
        'We share it only with service providers who help us run the website and our mailbox, such as FormSubmit, and only as far as they need to do that job. We may also disclose information when the law requires it, for example in answer to a valid court order.',
      ],
    },
    {
      id: 'retention-and-security',
      heading: 'How long we keep it and how we protect it',
      paragraphs: [
        'We keep your information only as long as we need it for the purpose you gave it for, or as long as the law requires, and then delete it. You can unsubscribe from the newsletter at any time with the link in every e-mail.',
        'Only the staff who need your information can open our mailbox, and the website is served over an encrypted connection. No system is perfectly secure, so please do not send health details beyond what we need to call you back.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Under PIPEDA you may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent to its use, subject to legal limits. Withdrawing consent to the newsletter never affects your care or application.',
        `To make a request, write to our privacy officer at ${INFO_EMAIL} or call ${PHONE.display}. We answer within 30 days. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of Canada.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'This website is meant for adults arranging care or looking for work. We do not knowingly collect information from children under 16; if you think a child has sent us details, tell us and we will delete them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle personal information, we will update this page and the date shown on it. If a change affects how we use information you already gave us, we will ask for your consent again.',
      ],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  heading: 'Terms of Use',
  intro: `These terms cover your use of the ${BRAND} website. They are written to be read, so please take a few minutes with them.`,
  sections: [
    {
      id: 'acceptance',
      heading: 'Using this website',
      paragraphs: [
        'By using this website you agree to these terms. If you do not agree, please do not use the site.',
        'We may update these terms from time to time. The version on this page, with the date shown, is the one that applies.',
      ],
    },
    {
      id: 'information-only',
      heading: 'General information, not medical advice',
      paragraphs: [
        'Articles, guides and service descriptions on this site are general information for families and caregivers. They are not medical, legal or financial advice.',
        "Always speak to a doctor, nurse or other qualified professional about a person's health, medication or treatment.",
      ],
    },
    {
      id: 'emergencies',
      heading: 'Emergencies',
      paragraphs: [
        'This website is not for emergencies and nobody watches it around the clock. If someone is in danger or needs urgent medical help, call 911 now.',
        'Current clients can reach our 24/7 emergency line at the number in their service agreement.',
      ],
    },
    {
      id: 'no-care-relationship',
      heading: 'When care begins',
      paragraphs: [
        `Sending a form, using the chat advisor or calling us does not create a care relationship. ${BRAND_SHORT} provides care only under a written service agreement signed by both sides.`,
        'The website takes no payments and has no accounts. The Buy Now button in our shop does not complete a purchase yet, and no order or charge results from pressing it.',
      ],
    },
    {
      id: 'estimates',
      heading: 'Estimates are illustrations, not quotes',
      paragraphs: [
        'The care-finder quiz, the cost calculator and the earnings calculator give rough illustrations based on the answers you enter. They are not quotes, offers or promises of income.',
        'Your actual care plan and price are set after a free consultation and written in your service agreement. Franchise results depend on many factors and are described only in formal franchise disclosure documents.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['Please use this site fairly. In particular, do not:'],
      list: [
        "send false information or submit forms in someone else's name",
        'send spam, harmful files or anything unlawful or abusive through our forms',
        'try to break, overload or get around the security of the site',
        'copy the site in bulk with automated tools',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The text, illustrations, logos and design of this site belong to ${BRAND} or are used with permission.`,
        'You may read, print and share pages for personal, non-commercial use, as long as you keep our name on them. Any other use needs our written permission.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other services',
      paragraphs: [
        'Some links open services we do not control, such as WhatsApp, Facebook, Instagram, LinkedIn, YouTube and X. Our forms are delivered by FormSubmit (formsubmit.co).',
        'Those services have their own terms and privacy policies. We are not responsible for their content or how they handle your information.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limits of our responsibility',
      paragraphs: [
        'We work to keep this site accurate and available, but we provide it "as is" and cannot promise it will always be complete, current or free of errors.',
        'To the extent the law allows, we are not liable for losses that come from relying on general information on this site or from being unable to use it. Nothing in these terms limits rights you have under Ontario consumer protection law.',
      ],
    },
    {
      id: 'governing-law-and-contact',
      heading: 'Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. Any dispute will be heard in the courts of Ontario.',
        `Questions about these terms? Call ${PHONE.display} or e-mail ${INFO_EMAIL}.`,
      ],
    },
  ],
};

/** A check of ACCESSIBILITY_CHECKS as the statement lists it: its promise, then the WCAG criteria it answers. */
export const accessibilityCheckLine = (check: AccessibilityCheck): string => `${check.promise} (WCAG ${check.criteria.join(', ')})`;

/**
 * The accessibility statement. docs/spec/SPEC.md §2.6 fixes its date, its "partially conforms to WCAG
 * 2.1 level AA" and its reply "within 2 business days". Then docs/spec/DECISIONS.md "Accessibility standard"
 * adds the standard the site is tested against (WCAG 2.2 AA, as people use the site), how, and how
 * to ask for help or another format (Ontario's AODA asks for a feedback process). What it says of
 * the tests is ACCESSIBILITY_CHECKS, each held by a test (tests/unit/accessibility-checks.test.ts).
 * There are no PDFs on the site, so it names none among the limitations (decision 0045).
 */
export const ACCESSIBILITY_STATEMENT: LegalDocument & { dated: string } = {
  heading: 'Accessibility Statement',
  dated: 'September 11, 2025',
  intro: `${BRAND} wants everyone, including people with disabilities, to be able to find care, apply for work and reach us through this website.`,
  sections: [
    {
      id: 'our-commitment',
      heading: 'Our commitment',
      paragraphs: [
        "We are committed to meeting the requirements of Ontario's Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards.",
        'We treat accessibility as part of how we build every page, not as a task done once.',
      ],
    },
    {
      id: 'conformance-status',
      heading: 'Conformance status',
      paragraphs: [
        'This website partially conforms to WCAG 2.1 level AA. Partially conforms means that most of the site meets the standard, but some parts do not fully meet it yet.',
        "We test the site against a newer and stricter standard, WCAG 2.2 level AA, the way people use it: enlarged to 200% and 400%, with the keyboard alone, with a screen reader and in high-contrast modes. That is more than the WCAG 2.0 level AA that Ontario's law asks of us.",
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How we test',
      paragraphs: ['Every change to the site must pass these automated checks before it is published:'],
      list: ACCESSIBILITY_CHECKS.map(accessibilityCheckLine),
    },
    {
      id: 'what-checks-miss',
      heading: 'What our checks can miss',
      paragraphs: [
        'Automated checks find many problems, but not all of them. Our screen reader check is a simulation: it is not a person using a real screen reader, and a real one may say things differently. Some third-party content, such as WhatsApp and our social network pages, is outside our control.',
        'If something does not work for you, please tell us (see Feedback below): what you tell us is how we find what our checks miss.',
      ],
    },
    {
      id: 'what-we-have-done',
      heading: 'What we have done',
      paragraphs: ['Across the site we have worked to provide:'],
      list: [
        'full keyboard operation, including menus, the quiz, forms and the chat advisor',
        'a clearly visible focus indicator',
        'a label for every form field and clear error messages',
        'announcements for status messages, such as form errors and confirmations',
        'text alternatives for meaningful images',
        'respect for the reduced-motion setting, and carousels you can pause',
        'no flashing content',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      paragraphs: ['We know about these gaps and are working on them:'],
      list: [
        'only part of the site is in French: the home page, the services, the FAQ, the locations, Ottawa and Montreal, the care-finder quiz, the consultation request, the cost calculator, contact, the privacy policy, the terms of use and this statement; the blog, careers and franchise pages are in English, and the French pages say so in their links',
        'pages from third-party services we link to or embed, such as WhatsApp and social networks, may not meet the standard',
      ],
    },
    {
      id: 'alternative-formats',
      heading: 'Alternative formats',
      paragraphs: [
        `If you need any information from this site in another format, such as large print, plain text or read aloud over the phone, call ${PHONE.display} or e-mail ${INFO_EMAIL}. We provide it at no cost.`,
      ],
    },
    {
      id: 'feedback',
      heading: 'Feedback',
      paragraphs: [
        `Tell us if something on the site is hard to use, or if you need help to use it. Call ${PHONE.display} (${CONTACT_HOURS_TEXT}, Toronto time), e-mail ${INFO_EMAIL}, or write to us with the form on our Contact Us page.`,
        'We reply within 2 business days, and we will work with you to get you the information or service you need.',
      ],
    },
    {
      id: 'job-applicant-accommodation',
      heading: 'Accommodation for job applicants',
      paragraphs: [
        `Accommodation for applicants with disabilities is available on request at every stage of hiring. Tell us what you need when we contact you, or write to ${INFO_EMAIL}.`,
      ],
    },
  ],
};

/** docs/spec/SPEC.md §2.6 and docs/spec/DECISIONS.md "Legal": privacy and terms were last updated on the day the site was built. */
const lastUpdated = (buildDate: string) => `Last updated: ${longDate(buildDate)}`;

export const PRIVACY_POLICY_WORDS: LegalWords = {
  ...PRIVACY_POLICY_META,
  document: PRIVACY_POLICY,
  contentsHeading: LEGAL_CONTENTS_HEADING,
  dateLine: lastUpdated,
};
export const TERMS_OF_USE_WORDS: LegalWords = { ...TERMS_OF_USE_META, document: TERMS_OF_USE, contentsHeading: LEGAL_CONTENTS_HEADING, dateLine: lastUpdated };
/** docs/spec/SPEC.md §2.6: the accessibility statement is dated September 11, 2025. */
export const ACCESSIBILITY_STATEMENT_WORDS: LegalWords = {
  ...ACCESSIBILITY_STATEMENT_META,
  document: ACCESSIBILITY_STATEMENT,
  contentsHeading: LEGAL_CONTENTS_HEADING,
  dateLine: () => `Dated ${ACCESSIBILITY_STATEMENT.dated}`,
};
