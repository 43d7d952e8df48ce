import { describe, expect, it } from 'vitest';
import { CITY_PAGE_WORDS_FR } from '../../src/content/locations/fr/city-words';
import { CITY_PAGE_TEXT } from '../../src/content/pages/locations';
import { SERVICE_AREA_ANSWER, SERVICE_AREA_FIELD, serviceAreaAnswer, serviceAreaField } from '../../src/content/service-area-answer';
import { SERVICE_AREA_ANSWER_FR } from '../../src/content/service-area-answer.fr-CA';

/**
 * The words of where we serve (src/content/service-area-answer.ts and its French; decision 0082),
 * for the quiz, the consultation request, the contact form and the chat as for /locations: each
 * verdict in English and French, written here by hand.
 */

const verdict = (answer: 'served' | 'on-request' | 'not-served', city: string, office: string, postalArea = '') => ({ answer, city, office, postalArea });

describe('where we serve, in words', () => {
  it('served, by name and by postal area, in English and French (d’ before a vowel)', () => {
    expect(serviceAreaAnswer(verdict('served', 'Brampton', 'Brampton'), 'brampton', SERVICE_AREA_ANSWER)).toEqual({
      answer: 'served',
      heading: 'Yes, we serve Brampton',
      text: 'Our caregivers visit families in Brampton and the postal areas around it.',
      sentence: 'Yes, we serve Brampton. Our caregivers visit families in Brampton and the postal areas around it.',
      actions: null,
    });
    expect(serviceAreaAnswer(verdict('served', 'Oakville', 'Mississauga', 'L6H'), 'L6H 1A1', SERVICE_AREA_ANSWER_FR)).toMatchObject({
      heading: 'Oui, nos préposés se rendent à Oakville',
      text: 'Le secteur postal L6H fait partie des secteurs autour d’Oakville où nos préposés se rendent chez les familles.',
    });
    expect(serviceAreaAnswer(verdict('served', 'Brampton', 'Brampton'), 'Brampton', SERVICE_AREA_ANSWER_FR).text).toBe(
      'Nos préposés se rendent chez les familles de Brampton et des secteurs postaux qui l’entourent.',
    );
  });

  it('on request: Montreal in English, Montréal in French, with the phone and the contact page in each language', () => {
    expect(serviceAreaAnswer(verdict('on-request', 'Montreal', 'Ottawa'), 'montreal', SERVICE_AREA_ANSWER)).toEqual({
      answer: 'on-request',
      heading: 'Montreal: on request',
      text:
        'Montreal is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ' +
        'a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question.',
      sentence:
        'Montreal: on request. Montreal is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ' +
        'a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question.',
      actions: { call: { label: 'Call 1-888-555-0142', href: 'tel:+18885550142' }, ask: { label: 'Ask about care in Montreal', to: '/contact-us' } },
    });
    expect(serviceAreaAnswer(verdict('on-request', 'Montreal', 'Ottawa', 'H2X'), 'H2X 1Y4', SERVICE_AREA_ANSWER_FR)).toMatchObject({
      heading: 'Montréal\u00a0: sur demande',
      actions: {
        call: { label: 'Appeler le 1-888-555-0142', href: 'tel:+18885550142' },
        ask: { label: 'Poser une question sur les soins à Montréal', to: '/fr/nous-joindre' },
      },
    });
  });

  it('not served: the postal area, or the words typed quoted (blanks squeezed, at most 60 characters)', () => {
    const sudbury = serviceAreaAnswer(verdict('not-served', '', 'Brampton'), '  Greater   Sudbury ', SERVICE_AREA_ANSWER);
    expect(sudbury.heading).toBe('We do not serve “Greater Sudbury” yet');
    expect(sudbury.text).toBe(
      'Our caregivers work in 24 cities in five provinces, and in Montreal, Laval, Surrey and Halifax on request. ' +
        'You are welcome to call us at 1-888-555-0142 or send us your question anyway.',
    );
    expect(sudbury.actions).toEqual({
      call: { label: 'Call 1-888-555-0142', href: 'tel:+18885550142' },
      ask: { label: 'Send us your question anyway', to: '/contact-us' },
    });
    const long = 'a'.repeat(70);
    expect(serviceAreaAnswer(verdict('not-served', '', 'Brampton'), long, SERVICE_AREA_ANSWER).heading).toBe(`We do not serve “${'a'.repeat(59)}…” yet`);
    expect(serviceAreaAnswer(verdict('not-served', '', 'Brampton'), 'a'.repeat(60), SERVICE_AREA_ANSWER).heading).toBe(
      `We do not serve “${'a'.repeat(60)}” yet`,
    );
    expect(serviceAreaAnswer(verdict('not-served', '', 'Ottawa', 'K0A'), 'K0A 1A0', SERVICE_AREA_ANSWER).heading).toBe('We do not serve postal area K0A yet');
    const fr = serviceAreaAnswer(verdict('not-served', '', 'Brampton'), 'Sudbury', SERVICE_AREA_ANSWER_FR);
    expect(fr.heading).toBe('Nous ne servons pas encore «\u00a0Sudbury\u00a0»');
    expect(fr.text).toBe(
      'Nos préposés travaillent dans 24 villes de cinq provinces, et sur demande à Montréal, Laval, Surrey et Halifax. ' +
        'Vous pouvez tout de même nous appeler au 1-888-555-0142 ou nous envoyer votre question.',
    );
    expect(fr.actions?.ask).toEqual({ label: 'Nous envoyer votre question quand même', to: '/fr/nous-joindre' });
  });

  it('a city page names its postal areas, in English and in French', () => {
    expect(CITY_PAGE_TEXT.postalAreas('Brampton', 'L6P, L6R')).toBe('Postal areas we serve around Brampton: L6P, L6R.');
    expect(CITY_PAGE_WORDS_FR.postalAreas('Ottawa', 'K1B, K1C')).toBe('Les secteurs postaux que nous desservons autour d’Ottawa\u00a0: K1B, K1C.');
  });

  it('the field a lead posts, in English for the office, with the office that takes it', () => {
    expect(SERVICE_AREA_FIELD).toBe('Service area');
    expect(serviceAreaField(verdict('served', 'Brampton', 'Brampton', 'L6Y'))).toBe('Served: Brampton (Brampton office)');
    expect(serviceAreaField(verdict('served', 'Oakville', 'Mississauga'))).toBe('Served: Oakville (Mississauga office)');
    expect(serviceAreaField(verdict('on-request', 'Montreal', 'Ottawa'))).toBe('On request: Montreal (Ottawa office)');
    expect(serviceAreaField(verdict('on-request', 'Laval', 'Ottawa', 'H7N'))).toBe('On request: Laval (Ottawa office)');
    expect(serviceAreaField(verdict('not-served', '', 'Brampton', 'P3A'))).toBe('Not served yet: P3A (nearest office: Brampton)');
    expect(serviceAreaField(verdict('not-served', '', 'Ottawa', 'K7L'))).toBe('Not served yet: K7L (nearest office: Ottawa)');
    expect(serviceAreaField(verdict('not-served', '', 'Brampton'))).toBe('Not served yet (nearest office: Brampton)');
    expect(serviceAreaField(null)).toBe('Not given');
  });
});
