import type { FormWords } from '../../content/forms';
import { FRENCH_LANG } from '../../content/french-paths';
import { loadOnce, settled } from '../lib/load-once';

/**
 * The lead forms' shared words for a page in another language than English (decision 0068): the
 * French ones are a chunk of their own (src/content/forms.fr-CA.ts), preloaded with every French
 * page (`withFrenchTwin`, src/app/routes.ts) as the chrome's are, so a French page's forms render
 * them on the first try, on the server as in the browser. Apart from ./form-words.ts so that the
 * route registry, which every page loads, carries neither language's words.
 */
const frenchFormWords = loadOnce(() => import('../../content/forms.fr-CA').then((m): FormWords => m.FORM_WORDS_FR));
const atHand = settled<FormWords | null>(null);

/** Fetches the forms' words of a page in `lang`: the French chunk, or null at once (the English words, at hand). */
export const preloadFormWords = (lang: string | undefined): Promise<FormWords | null> => (lang === FRENCH_LANG ? frenchFormWords.preload() : atHand);
