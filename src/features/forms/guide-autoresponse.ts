import { GUIDE_AUTORESPONSE } from '../../content/forms';
import { GUIDE_PATH } from '../../content/pages/meta/guide-path';
import { absoluteUrl } from '../../shared/seo/json-ld';

/**
 * The hidden field that asks the form service to e-mail a new subscriber the free guide's link
 * (FormSubmit's `_autoresponse`; docs/spec/DECISIONS.md "The free guide is real"), in the words of
 * `reply` (the footer newsletter's edition's). The address is the canonical one (`VITE_SITE_URL`),
 * the same on the server and in the browser.
 */
export const guideAutoresponse = (reply: (guideUrl: string) => string): Readonly<Record<string, string>> => ({
  _autoresponse: reply(absoluteUrl(GUIDE_PATH)),
});

/** The English reply, the sign-up page's. */
export const GUIDE_AUTORESPONSE_FIELD = guideAutoresponse(GUIDE_AUTORESPONSE);
