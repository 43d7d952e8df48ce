import { describe, expect, it } from 'vitest';
import { QUIZ_WORDS, contactNotice } from '../../src/content/quiz';
import { QUIZ_WORDS_FR } from '../../src/content/pages/fr/quiz';

/**
 * A refused See My Plan says which contact field is wrong and why
 * (docs/spec/DECISIONS.md "French pages in French to the end"): docs/spec/SPEC.md §5's words when a field is empty, each field
 * filled but not what it asks named with what is expected, in the page's language. Written by hand.
 */
const NBSP = '\u00a0';

describe('the contact step’s notice', () => {
  it('an empty field: docs/spec/SPEC.md §5’s words, unchanged, in English and in French', () => {
    expect(contactNotice(QUIZ_WORDS, { name: 'missing', email: null, phone: null })).toEqual({
      title: 'Incomplete Information',
      description: 'Please fill out all contact fields to see your results.',
    });
    expect(contactNotice(QUIZ_WORDS_FR, { name: 'missing', email: 'missing', phone: 'missing' })).toEqual({
      title: 'Renseignements incomplets',
      description: 'Veuillez remplir tous les champs de contact pour voir vos résultats.',
    });
  });

  it('a filled but invalid e-mail or phone number: the field named and why, never "fill out all fields"', () => {
    expect(contactNotice(QUIZ_WORDS, { name: null, email: 'invalid', phone: null })).toEqual({
      title: 'Check Your Contact Details',
      description: 'E-mail: this is not a complete e-mail address. Please enter it like name@example.ca.',
    });
    expect(contactNotice(QUIZ_WORDS, { name: null, email: null, phone: 'invalid' })).toEqual({
      title: 'Check Your Contact Details',
      description: 'Phone number: this is not a 10-digit phone number. Please enter it like 905-555-0142.',
    });
    expect(contactNotice(QUIZ_WORDS_FR, { name: null, email: 'invalid', phone: 'invalid' })).toEqual({
      title: 'Coordonnées à vérifier',
      description:
        `Courriel${NBSP}: cette adresse courriel est incomplète. Veuillez l’écrire comme nom@exemple.ca. ` +
        `Numéro de téléphone${NBSP}: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.`,
    });
  });

  it('one empty, one invalid: docs/spec/SPEC.md §5’s words, then the invalid field and why', () => {
    expect(contactNotice(QUIZ_WORDS_FR, { name: 'missing', email: null, phone: 'invalid' })).toEqual({
      title: 'Renseignements incomplets',
      description:
        'Veuillez remplir tous les champs de contact pour voir vos résultats. ' +
        `Numéro de téléphone${NBSP}: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.`,
    });
  });
});
