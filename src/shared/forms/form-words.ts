import { createContext, use } from 'react';
import { FORM_WORDS_EN, type FormWords } from '../../content/forms';
import { usePageLanguage } from '../lib/page-language';
import { preloadFormWords } from './form-words-loader';

/**
 * The language of a form that may not be in its page's language (a BCP 47 tag; undefined: the
 * page's): the footer's newsletter provides its edition's language around its form (French on a
 * French page, English on the language pages:
 * docs/spec/DECISIONS.md "French pages in French to the end"), so its summary, purpose line and messages are in the language of its words.
 */
export const FormPartLanguage = createContext<string | undefined>(undefined);

/**
 * The shared words of a form whose page brings them in its own language (a language page's
 * call-back request, src/features/forms/call-back-request.tsx: Punjabi, Tagalog, Hindi, Mandarin,
 * Arabic), which win over the page language's. Null elsewhere.
 */
export const GivenFormWords = createContext<FormWords | null>(null);

/**
 * The words every lead form shares, in the form's language (decision 0068): the French ones on a
 * French page (preloaded with it), the English ones elsewhere; a part that says its language
 * (`FormPartLanguage`) has that language's; a form given its words (`own`, or `GivenFormWords` around it) has those. Read with `use()` on every
 * render (decision 0059).
 */
export function useFormWords(own: FormWords | null = null): FormWords {
  const around = use(GivenFormWords);
  const given = own ?? around;
  const part = use(FormPartLanguage);
  const page = usePageLanguage();
  const loaded = use(preloadFormWords(part ?? page));
  return given ?? loaded ?? FORM_WORDS_EN;
}
