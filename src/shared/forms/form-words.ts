import { use } from 'react';
import { FORM_WORDS_EN, type FormWords } from '../../content/forms';
import { usePageLanguage } from '../lib/page-language';
import { preloadFormWords } from './form-words-loader';

/**
 * The words every lead form shares, in the current page's language (decision 0068): the French
 * ones on a French page (preloaded with it), the English ones elsewhere (the language pages' forms
 * are English). Read with `use()` on every render (decision 0059).
 */
export function useFormWords(): FormWords {
  return use(preloadFormWords(usePageLanguage())) ?? FORM_WORDS_EN;
}
