import { GUIDE_AUTORESPONSE } from '../../content/forms';
import { GUIDE_PATH } from '../../content/pages/meta/guide-path';
import { absoluteUrl } from '../../shared/seo/json-ld';

/**
 * The hidden field that asks the form service to e-mail a new subscriber the free guide's link
 * (FormSubmit's `_autoresponse`; docs/spec/DECISIONS.md "The free guide is real"). The address is
 * the canonical one (`VITE_SITE_URL`), the same on the server and in the browser.
 */
export const GUIDE_AUTORESPONSE_FIELD: Readonly<Record<string, string>> = {
  _autoresponse: GUIDE_AUTORESPONSE(absoluteUrl(GUIDE_PATH)),
};
