import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { loadMeta } from '../../src/app/page-loader';
import { FORM_WORDS_EN, THANK_YOU_SOURCE, type FormWords } from '../../src/content/forms';
import { FORM_WORDS_FR } from '../../src/content/forms.fr-CA';
import { CONTACT_PAGE, type ContactPageWords } from '../../src/content/pages/contact';
import { CONTACT_META_FR, CONTACT_PAGE_FR } from '../../src/content/pages/fr/contact';
import type { ThankYouWords } from '../../src/content/pages/thank-you';
import { THANK_YOU_META_FR, THANK_YOU_WORDS_FR } from '../../src/content/pages/thank-you.fr-CA';
import { blankAnswerMessage, browserMessage } from '../../src/shared/forms/field-rules';
import { expectFrench } from '../fixtures/french-text';
import { SENT_WORDS_EN } from '../../src/content/sent-words';
import { SENT_WORDS_FR } from '../../src/content/sent-words.fr-CA';

/**
 * /fr/nous-joindre, /fr/merci and the words every lead form shares in French (decision 0068): franc
 * identifies each one's text as French (whole, and each paragraph alone among the site's languages);
 * the contact page is the twin of the English one (its facts from the same sources); /fr/merci
 * thanks every form's `from`; the browser's messages follow the refused constraint. Expected words
 * are written here by hand.
 */

/** Keys whose values are addresses, codes or names, not words a reader reads. */
const NOT_WORDS = new Set(['to', 'href', 'hrefLang', 'privacyPath', 'status', 'value', 'name', 'city', 'separator', 'colon', 'colonSpace', 'clock']);

/** Every text of a value (functions called with a sample), addresses and names aside. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...a: unknown[]) => unknown)(2));
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => (NOT_WORDS.has(key) ? [] : textsOf(v)));
  return [];
}

describe('the words every lead form shares', () => {
  it('are French on French pages, the English ones unchanged', () => {
    expectFrench(textsOf(FORM_WORDS_FR));
    expectFrench(textsOf(SENT_WORDS_FR));
    const summary = FORM_WORDS_FR.invalidSummary;
    expect(`${summary.lead(1)}Courriel${summary.tail('Courriel')}`).toBe(
      'Veuillez vérifier ce champ\u00a0: Courriel. Tout ce que vous avez écrit est encore là.',
    );
    expect(summary.tail('Comment pouvons-nous vous aider?')).toBe(' Tout ce que vous avez écrit est encore là.');
    expect(FORM_WORDS_FR.purpose.privacyPath).toBe('/fr/politique-de-confidentialite');
    // A request sent before (decision 0091): the time on the office's clock, its zone named as Quebec and Ontario French say it.
    const sent = SENT_WORDS_FR;
    expect(sent.unconfirmed(sent.clock(14, 14))).toBe(
      'Cette demande a été envoyée à 14 h 14 (heure de l’Est), et rien ne nous confirme qu’elle est parvenue au bureau. Appelez-nous au 1-888-555-0142 pour le vérifier, ou envoyez-la de nouveau.',
    );
    expect(sent.reachedOffice(sent.clock(9, 0))).toBe(
      'Cette demande a été envoyée à 9 h (heure de l’Est) et est bien parvenue au bureau\u00a0: inutile de l’envoyer de nouveau.',
    );
    expect(SENT_WORDS_EN.unconfirmed(SENT_WORDS_EN.clock(0, 5))).toBe(
      'This request was sent at 12:05 AM Toronto time, and nothing has told us that it reached the office. Call us at 1-888-555-0142 to check, or send it again.',
    );
    expect(FORM_WORDS_EN.purpose).toEqual({
      text: 'We use these details only to answer your request and arrange care or follow-up. We never sell them.',
      linkLabel: 'Read our privacy policy',
      privacyPath: '/privacy-policy',
    });
    // English pages keep the browser's own messages.
    expect(FORM_WORDS_EN.browser).toBeNull();
  });

  it('the browser’s message follows the constraint the field fails and its kind', () => {
    const m = FORM_WORDS_FR.browser;
    const none = { valueMissing: false, typeMismatch: false, badInput: false, rangeUnderflow: false, rangeOverflow: false };
    const missing = { ...none, valueMissing: true };
    expect(browserMessage({ type: 'text', validity: missing }, m)).toBe('Veuillez remplir ce champ.');
    expect(browserMessage({ type: 'textarea', validity: missing }, m)).toBe('Veuillez remplir ce champ.');
    expect(browserMessage({ type: 'checkbox', validity: missing }, m)).toBe('Veuillez cocher cette case pour continuer.');
    expect(browserMessage({ type: 'radio', validity: missing }, m)).toBe('Veuillez choisir l’une de ces options.');
    expect(browserMessage({ type: 'select-one', validity: missing }, m)).toBe('Veuillez choisir un élément de la liste.');
    expect(browserMessage({ type: 'file', validity: missing }, m)).toBe('Veuillez choisir un fichier.');
    expect(browserMessage({ type: 'email', validity: { ...none, typeMismatch: true } }, m)).toBe(
      'Veuillez entrer une adresse courriel complète, par exemple nom@exemple.ca.',
    );
    expect(browserMessage({ type: 'date', validity: { ...none, rangeUnderflow: true } }, m)).toBe(
      'Veuillez choisir une valeur plus grande ou une date plus tardive.',
    );
    expect(blankAnswerMessage('   ', FORM_WORDS_FR.blankField)).toBe('Veuillez écrire votre réponse\u00a0: des espaces seuls ne suffisent pas.');
    expect(blankAnswerMessage('Oui', FORM_WORDS_FR.blankField)).toBe('');
    expect(blankAnswerMessage('   ')).toBe('Please type your answer: spaces alone are not enough.');
  });
});

describe('/fr/nous-joindre', () => {
  it('is French, the twin of /contact-us: the same contacts, hours and offices', () => {
    expectFrench([...textsOf(CONTACT_PAGE_FR), CONTACT_PAGE_FR.serviceInquiryMessage('Répit'), CONTACT_META_FR.title, CONTACT_META_FR.description]);
    expect(CONTACT_PAGE_FR.quickContacts.map((c) => c.href.split('?')[0])).toEqual(CONTACT_PAGE.quickContacts.map((c) => c.href.split('?')[0]));
    expect(CONTACT_PAGE_FR.quickContacts.slice(0, 2).map((c) => [c.label, c.value])).toEqual([
      ['Appelez sans frais', '1-888-555-0142'],
      ['Courriel', 'info@maplehearth.ca'],
    ]);
    expect(CONTACT_PAGE_FR.hours).toEqual([
      { days: 'Du lundi au vendredi', hours: 'de 8 h à 20 h' },
      { days: 'Le samedi et le dimanche', hours: 'de 10 h à 16 h' },
    ]);
    expect(CONTACT_PAGE_FR.offices.map((o) => [o.name, o.status, o.statusLabel])).toEqual([
      ['Centre de Brampton', 'Active', 'Ouvert'],
      ['Bureau satellite de Mississauga', 'Active', 'Ouvert'],
      ['Bureau d’Ottawa', 'Active', 'Ouvert'],
    ]);
    expect(CONTACT_PAGE_FR.offices.map((o) => o.status)).toEqual(CONTACT_PAGE.offices.map((o) => o.status));
    expect(CONTACT_PAGE_FR.faqLink).toEqual({ label: 'Lire notre foire aux questions', to: '/fr/faq' });
  });

  it('is the French route of /contact-us, both naming each other', async () => {
    const french = PAGE_ROUTES.find((r) => r.path === '/fr/nous-joindre')!;
    const alternates = [
      { hreflang: 'en-CA', path: '/contact-us' },
      { hreflang: 'fr-CA', path: '/fr/nous-joindre' },
      { hreflang: 'x-default', path: '/contact-us' },
    ];
    expect(french.meta).toEqual({ lang: 'fr-CA', alternates });
    expect(PAGE_ROUTES.find((r) => r.path === '/contact-us')!.meta.alternates).toEqual(alternates);
    expect((await loadMeta(french)).title).toBe('Nous joindre | Maple Hearth Home Care');
  });
});

describe('/fr/merci', () => {
  it('thanks in French every form’s `from`, and names what was sent in French', () => {
    expectFrench([...textsOf(THANK_YOU_WORDS_FR), THANK_YOU_META_FR.description]);
    expect(Object.keys(THANK_YOU_WORDS_FR.bySource).sort()).toEqual([...new Set(Object.values(THANK_YOU_SOURCE))].sort());
    expect(THANK_YOU_WORDS_FR.bySource['contact-page'].heading).toBe('Merci! Votre message a bien été reçu.');
    expect(THANK_YOU_WORDS_FR.bySource['care-plan'].heading).toBe('Votre plan de soins est en route!');
    expect(THANK_YOU_WORDS_FR.bySource.consultation.heading).toBe('Demande reçue');
    expect(THANK_YOU_WORDS_FR.sentEcho.labels).toMatchObject({
      name: 'Nom',
      'Page language': 'Langue de la page',
      'Who needs care': 'Qui a besoin de soins',
      'Plan hours': 'Heures du plan',
    });
    expect(THANK_YOU_WORDS_FR.links.home.to).toBe('/fr');
  });

  it('is the French route of /thank-you, not indexed either', () => {
    const french = PAGE_ROUTES.find((r) => r.path === '/fr/merci')!;
    expect(french.meta).toMatchObject({ lang: 'fr-CA', noindex: true });
  });
});

// A missing French word fails the typecheck (no English default).
// @ts-expect-error -- `browser` is missing: a form's shared words say the browser's messages (or null: the browser's own).
export const UNFINISHED_FORM_WORDS: FormWords = { ...({} as Omit<FormWords, 'browser'>) };
// @ts-expect-error -- `offices` is missing.
export const UNFINISHED_CONTACT: ContactPageWords = { ...({} as Omit<ContactPageWords, 'offices'>) };
// @ts-expect-error -- `callNow` is missing.
export const UNFINISHED_THANK_YOU: ThankYouWords = { ...({} as Omit<ThankYouWords, 'callNow'>) };
