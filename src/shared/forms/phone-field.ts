import { TELEPHONE_PATTERN } from '../../../machines/shared/telephone-rules';

/**
 * A native lead form's phone field (decision 0081): `type=tel`, with the phone rule as its HTML
 * `pattern`, so the browser refuses an undialable number even before the page's code listens;
 * once it does, the form's own message in its language says why (./use-form-submission.ts).
 */
export const PHONE_FIELD = { type: 'tel', pattern: TELEPHONE_PATTERN } as const;
