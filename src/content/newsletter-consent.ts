import { BRAND, HEAD_OFFICE, INFO_EMAIL } from './site';

/**
 * The newsletter's consent line (CASL: who sends, how to withdraw), apart from ./forms.ts (which
 * re-exports it) so that the consultation request's words (./pages/consultation.ts) name it
 * without bringing every form's texts into the page's first load.
 */
export const NEWSLETTER_CONSENT = `Yes, I want e-mails from ${BRAND} (${HEAD_OFFICE.label}, ${INFO_EMAIL}) with caregiving tips and news. I can withdraw my consent at any time with the unsubscribe link in every e-mail or by writing to ${INFO_EMAIL}.`;
