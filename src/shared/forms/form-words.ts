import { createContext, use } from 'react';
import { FORM_WORDS_EN, type FormWords } from '../../content/forms';
import { usePageLanguage } from '../lib/page-language';
import { preloadFormWords } from './form-words-loader';

/**
 * The language of a form that is not in its page's language (a BCP 47 tag; undefined: the page's):
 * the footer's newsletter, English on every page because its e-mails are, provides 'en-CA' around
 * its form, so its summary, purpose line and messages stay English on a French page.
 */
export const FormPartLanguage = createContext<string | undefined>(undefined);

/**
 * The words every lead form shares, in the form's language (decision 0068): the French ones on a
 * French page (preloaded with it), the English ones elsewhere (the language pages' forms are
 * English) and in a part that says it is English (`FormPartLanguage`). Read with `use()` on every
 * render (decision 0059).
 */
export function useFormWords(): FormWords {
  const part = use(FormPartLanguage);
  const page = usePageLanguage();
  return use(preloadFormWords(part ?? page)) ?? FORM_WORDS_EN;
}
