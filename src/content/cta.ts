import { INFO_EMAIL, PHONE } from './site';

/** Words of the call-to-action buttons that reach the team directly (phone, mail, messaging chat). */
export const CTA_ACTION_TEXT = {
  phone: `Call ${PHONE.display}`,
  email: `Email ${INFO_EMAIL}`,
  messaging: 'Chat on WhatsApp',
  newTab: ' (opens in a new tab)',
} as const;
