import { INFO_EMAIL, PHONE } from './site';

/** Words of the call-to-action buttons that reach the team directly, in one language (decision 0052). */
export interface CtaActionText {
  phone: string;
  email: string;
  messaging: string;
  /** Read after a link that opens a new tab (visually hidden). */
  newTab: string;
}

/** Words of the call-to-action buttons that reach the team directly (phone, mail, messaging chat). */
export const CTA_ACTION_TEXT = {
  phone: `Call ${PHONE.display}`,
  email: `Email ${INFO_EMAIL}`,
  messaging: 'Chat on WhatsApp',
  newTab: ' (opens in a new tab)',
} as const satisfies CtaActionText;
