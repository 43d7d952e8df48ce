import { COPIED_TOAST, COPY_REFUSED_TOAST } from '../clipboard';
import { BRAND, BRAND_SHORT, DEFAULT_SITE_URL, HEAD_OFFICE, INFO_EMAIL, PHONE, TAGLINE } from '../site';

/** docs/spec/SPEC.md §3 "Ad variation": a responsive search ad. */
export interface AdVariation {
  /** What the variation is about, for the team (not part of the ad). */
  theme: string;
  headline1: string;
  headline2: string;
  headline3: string;
  description1: string;
  description2: string;
}

/** docs/spec/SPEC.md §3 "Social ad". */
export interface SocialAd {
  platform: 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube';
  audience: string;
  copy: string;
  imageSuggestion: string;
}

/** docs/spec/SPEC.md §3 "E-mail template", with when it goes out in the drip sequence. */
export interface EmailTemplate {
  timing: string;
  subject: string;
  body: string;
}

/** Search ads' limits (Google Ads responsive search ads), checked by the content tests. */
export const SEARCH_AD_LIMITS = { headline: 30, description: 90 } as const;

/** The public address the copy sends people to: always the production site, never a preview host. */
const SITE = DEFAULT_SITE_URL.replace('https://', '');

export const AD_VARIATIONS = [
  {
    theme: 'Home care, fast',
    headline1: 'In-Home Senior Care in Peel',
    headline2: 'Care Can Start in 48 Hours',
    headline3: 'Book a Free Consultation',
    description1: 'Personal support workers matched to your parent’s language and culture. Call today.',
    description2: 'Personal care, dementia support and companionship, from a few hours to live-in care.',
  },
  {
    theme: 'Dementia care',
    headline1: 'Dementia Care at Home',
    headline2: 'Trained Memory Care PSWs',
    headline3: 'Routines That Ease Anxiety',
    description1: 'Caregivers trained in dementia care keep your parent safe, calm and engaged at home.',
    description2: 'Family updates after every visit. Free in-home assessment in Brampton and the GTA.',
  },
  {
    theme: 'Culturally matched caregivers',
    headline1: 'Caregivers Who Speak Punjabi',
    headline2: 'Hindi, Urdu & Tagalog Too',
    headline3: 'Culturally Matched Care',
    description1: 'Care in your parent’s language, with respect for their food, faith and traditions.',
    description2: 'Screened and insured personal support workers. Free, no-obligation consultation.',
  },
] as const satisfies readonly AdVariation[];

export const SOCIAL_ADS = [
  {
    platform: 'Facebook',
    audience: 'Adult children, 35-60, in Brampton, Mississauga and the GTA',
    copy: `Mom wants to stay in her own home. You want to know she is safe. Our personal support workers help with bathing, meals and medication reminders, in her language, and you get an update after every visit. Book a free care consultation: care can start within 48 hours.`,
    imageSuggestion:
      'A daughter and her mother laughing over tea at the kitchen table, a caregiver in teal scrubs beside them, warm morning light; no stock-photo smiles at the camera.',
  },
  {
    platform: 'Instagram',
    audience: 'South Asian and Filipino families caring for a parent',
    copy: `${TAGLINE} Meet caregivers who speak your family’s language: Punjabi, Hindi, Urdu, Tagalog, Mandarin and more. Find the right care plan in two minutes with our care finder. Link in bio.`,
    imageSuggestion:
      'A carousel of three caregiver portraits at a client’s front door, each captioned with the languages the caregiver speaks, in the brand’s cream and maple colours.',
  },
  {
    platform: 'LinkedIn',
    audience: 'HR and benefits leaders at Ontario employers with 200+ staff',
    copy: `About one in four Canadians cares for a family member or friend with a long-term health condition, and many of them are your employees. ${BRAND_SHORT}’s corporate eldercare benefit gives them care coordination, backup care and a family portal, so a parent’s bad week does not become a lost week at work. Let’s talk about adding eldercare to your benefits.`,
    imageSuggestion: 'An employee on a video call in a bright office, glancing at a phone showing a visit update from the family portal; calm, not staged.',
  },
  {
    platform: 'YouTube',
    audience: 'Personal support workers and PSW students in Ontario (15-second pre-roll)',
    copy: `You became a PSW to make a difference. At ${BRAND_SHORT}, you are matched with clients who share your language, you choose shifts near home, and your onboarding is paid. Apply in five minutes at ${SITE}/careers.`,
    imageSuggestion:
      'Opening shot: a caregiver and an older man tending tomato plants on a balcony; end card with the logo, “Now hiring PSWs” and the careers address.',
  },
] as const satisfies readonly SocialAd[];

const SIGN_OFF = `Warmly,\nThe ${BRAND_SHORT} Care Team\n${PHONE.display}`;
/** Canada's anti-spam law: who sends, why, how to reach us, how to unsubscribe. */
const EMAIL_FOOTER = `You are receiving this e-mail because you asked for our caregiving guide at ${SITE}. ${BRAND}, ${HEAD_OFFICE.label}, ${INFO_EMAIL}. Unsubscribe at any time: {{unsubscribe_link}}`;

const email = (timing: string, subject: string, paragraphs: readonly string[]): EmailTemplate => ({
  timing,
  subject,
  body: [...paragraphs, SIGN_OFF, EMAIL_FOOTER].join('\n\n'),
});

export const EMAIL_TEMPLATES = [
  email('Day 0, right after sign-up', 'Your guide: 10 Questions to Ask Before Hiring a Caregiver', [
    'Hi {{first_name}},',
    'Thank you for asking for our guide. Here it is: {{guide_link}}',
    'Families tell us question 4 ("Who replaces the caregiver when they are sick?") is the one they forgot to ask. Read that one first.',
    'Over the next two weeks we will send you three short e-mails with what we have learned from caring for hundreds of families. No sales calls unless you ask for one.',
  ]),
  email('Day 3', 'Five signs Mom or Dad needs more help at home', [
    'Hi {{first_name}},',
    'The need for help rarely arrives all at once. These are the signs our care coordinators hear about most often:',
    '- Mail, bills or medication piling up unopened\n- Less food in the fridge, or the same meal every day\n- Bruises or a new fear of the stairs\n- Skipped showers or the same clothes for days\n- Pulling back from friends, faith or favourite routines',
    `If two or more sound familiar, a conversation now is easier than a crisis later. Our care finder suggests a plan in two minutes: ${SITE}/find-your-care-plan`,
  ]),
  email('Day 7', 'What does home care cost? A straight answer', [
    'Hi {{first_name}},',
    'Most families start with a few hours a week: help with a bath, a cooked meal, a drive to an appointment. Care grows only when it needs to.',
    `Our care cost calculator gives you an hourly, weekly and monthly estimate for your region in under a minute: ${SITE}/care-cost-calculator`,
    'Ask us, too, about what government-funded home care covers where your parent lives, and how private hours can fill the gaps.',
  ]),
  email('Day 14', 'A free care consultation, whenever you are ready', [
    'Hi {{first_name}},',
    'When you are ready, a care advisor can visit your parent at home (or meet you by video) to talk through their routine, their health and what matters to them. It is free and there is no obligation.',
    `Book a time that suits you: ${SITE}/book-a-free-care-consultation, or call ${PHONE.display}.`,
    'If care is not needed yet, keep this e-mail. We will be here.',
  ]),
] as const satisfies readonly EmailTemplate[];

/** The text a copy button puts on the clipboard: exactly what the block shows, in reading order. */
export const adVariationText = (ad: AdVariation): string =>
  [
    `Headline 1: ${ad.headline1}`,
    `Headline 2: ${ad.headline2}`,
    `Headline 3: ${ad.headline3}`,
    `Description 1: ${ad.description1}`,
    `Description 2: ${ad.description2}`,
  ].join('\n');

export const socialAdText = (ad: SocialAd): string =>
  [`Platform: ${ad.platform}`, `Audience: ${ad.audience}`, `Copy: ${ad.copy}`, `Image suggestion: ${ad.imageSuggestion}`].join('\n');

export const emailTemplateText = (template: EmailTemplate): string => `Subject: ${template.subject}\n\n${template.body}`;

/**
 * /marketing-assets (docs/spec/SPEC.md §2.6): internal campaign copy, noindex, no access control. Three tabs of
 * copy blocks, each with a copy-to-clipboard button ('Copied to clipboard!'); when the browser
 * refuses the clipboard, a destructive toast says so and the block's text is selected instead.
 */
export const MARKETING_ASSETS_PAGE = {
  hero: {
    eyebrow: 'Internal',
    heading: 'Marketing Assets',
    lead: `Approved campaign copy for the ${BRAND_SHORT} marketing team and the agencies we work with: search ads, social ads and the e-mail drip campaign. Copy a block, paste it into the ad platform, and keep the wording as it is.`,
  },
  notice: 'This page is for internal use. It is hidden from search engines, so please do not share the link outside the team.',
  tabsLabel: 'Campaign channels',
  tabs: {
    search: {
      label: 'Search Advertising',
      lead: `Responsive search ads. Headlines stay within ${SEARCH_AD_LIMITS.headline} characters and descriptions within ${SEARCH_AD_LIMITS.description}.`,
    },
    social: { label: 'Social Media Ads', lead: 'One ad per platform, with who it is for and the image to pair it with.' },
    email: {
      label: 'E-mail Drip Campaign',
      lead: 'Four e-mails over two weeks for families who download our guide. {{first_name}}, {{guide_link}} and {{unsubscribe_link}} are merge tags of the e-mail platform.',
    },
  },
  fieldLabels: {
    headline1: 'Headline 1',
    headline2: 'Headline 2',
    headline3: 'Headline 3',
    description1: 'Description 1',
    description2: 'Description 2',
    platform: 'Platform',
    audience: 'Audience',
    copy: 'Copy',
    imageSuggestion: 'Image suggestion',
    subject: 'Subject',
  },
  copyButton: 'Copy',
  copyLabel: (block: string) => `Copy ${block}`,
  blockName: {
    ad: (ad: AdVariation) => `search ad: ${ad.theme}`,
    social: (ad: SocialAd) => `${ad.platform} ad`,
    email: (template: EmailTemplate) => `e-mail: ${template.subject}`,
  },
  copied: COPIED_TOAST,
  refused: COPY_REFUSED_TOAST,
} as const;
