import { SITE_URL } from '../config/env';
import { useHydrated } from '../hooks/use-hydrated';
import { usePageLanguage } from '../lib/page-language';
import { pageLanguageField } from '../../content/lead-language';
import { FRENCH_LANG, frenchPathOf } from '../../content/french-paths';
import { THANK_YOU_PATH } from '../../content/form-basics';
import { SUBMISSION_ID_FIELD } from './form-keys';

/**
 * The hidden fields of docs/spec/SPEC.md §7 plus docs/spec/DECISIONS.md "_next", "Every form": subject, absolute `_next` to /thank-you with
 * a `from` parameter (built from the current origin once hydrated), captcha off, the table
 * template, the submission's id (set as it is sent, ./submission-record.ts) and the honeypot that people never see or fill; on a page in another language than
 * English, that language (decision 0066: "Page language: Français"). From a French page, `_next` leads to the French
 * thank-you page, /fr/merci, with the same `from` (decision 0068). `next`: another page of the site to
 * return to (a path with its query), which thanks the visitor itself (a language page's call-back request).
 */
export function FormHiddenFields({ subject, from, extra, next }: { subject: string; from: string; extra?: Record<string, string>; next?: string }) {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : SITE_URL;
  const lang = usePageLanguage();
  const fields = { ...extra, ...pageLanguageField(lang) };
  const thankYou = (lang === FRENCH_LANG && frenchPathOf(THANK_YOU_PATH)) || THANK_YOU_PATH;
  return (
    <>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_next" value={`${origin}${next ?? `${thankYou}?from=${encodeURIComponent(from)}`}`} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value="table" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Set as the form is sent (decision 0091), the same when the family sends it again. No value
          here: React would put an empty one back over it when the form renders "Sending...". */}
      <input type="hidden" name={SUBMISSION_ID_FIELD} />
      <input type="text" name="_honey" className="visually-hidden" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
    </>
  );
}
