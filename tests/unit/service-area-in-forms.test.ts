import { describe, expect, it } from 'vitest';
import { CONSULTATION_SERVICE_AREA } from '../../src/content/consultation-service-area-words';
import { CONSULTATION_SERVICE_AREA_FR } from '../../src/content/consultation-service-area-words.fr-CA';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';
import { CONSULTATION_WORDS_FR } from '../../src/content/pages/consultation.fr-CA';
import { QUIZ_LOCATION_ANSWER } from '../../src/content/quiz-location-answer';
import { QUIZ_LOCATION_ANSWER_FR } from '../../src/content/quiz-location-answer.fr-CA';
import { consultationServiceArea, consultationServiceNote } from '../../src/features/consultation/consultation-service-area';
import { consultationRequestFields } from '../../src/features/consultation/consultation-request-fields';
import { placeAnswer, placeServiceAreaField, placeVerdict } from '../../src/shared/forms/place-answer';
import { CONTACT_PLACE_ANSWER } from '../../src/content/contact-place-answer';
import { CONTACT_PLACE_ANSWER_FR } from '../../src/content/contact-place-answer.fr-CA';

/**
 * Where we serve in the quiz's location step, the contact form and the consultation request (docs/spec/DECISIONS.md
 * "Where we serve"; decision 0082): what each says of Laval, H7N 2X4, Montréal, P3A 1A1 and a served
 * postal code, in English and French, and the consultation's `Service area`, written here by hand.
 */

const NOT_SERVED_TEXT =
  'Our caregivers work in 24 cities in five provinces, and in Montreal, Laval, Surrey and Halifax on request. ' +
  'You are welcome to call us at 1-888-555-0142 or send us your question anyway.';
const onRequestText = (city: string) =>
  `${city} is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ` +
  'a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question.';
const STILL_SEND = 'You can still finish these questions and send us your plan.';
const CALL = { label: 'Call 1-888-555-0142', href: 'tel:+18885550142' };

describe('the quiz’s location step: what it says under the field', () => {
  it('on request for Laval, H7N 2X4 and Montréal, with the phone and the plan sent anyway', () => {
    for (const [typed, city] of [
      ['Laval', 'Laval'],
      ['H7N 2X4', 'Laval'],
      ['Montréal', 'Montreal'],
    ] as const) {
      expect(placeAnswer(typed, QUIZ_LOCATION_ANSWER)).toEqual({
        answer: 'on-request',
        heading: `${city}: on request`,
        lines: [onRequestText(city), STILL_SEND],
        call: CALL,
      });
    }
  });

  it('not served for P3A 1A1, said plainly; served in one short line for L6Y 4R2', () => {
    expect(placeAnswer('P3A 1A1', QUIZ_LOCATION_ANSWER)).toEqual({
      answer: 'not-served',
      heading: 'We do not serve postal area P3A yet',
      lines: [NOT_SERVED_TEXT, STILL_SEND],
      call: CALL,
    });
    expect(placeAnswer('L6Y 4R2', QUIZ_LOCATION_ANSWER)).toEqual({ answer: 'served', heading: 'Yes, we serve Brampton.', lines: [], call: null });
    expect(placeAnswer('Brampton, L6Y 4R2', QUIZ_LOCATION_ANSWER)?.heading).toBe('Yes, we serve Brampton.');
  });

  it('in French: Montréal on request, P3A not served, Brampton served', () => {
    expect(placeAnswer('Montréal', QUIZ_LOCATION_ANSWER_FR)).toEqual({
      answer: 'on-request',
      heading: 'Montréal\u00a0: sur demande',
      lines: [
        'Montréal ne fait pas partie des 24 villes de cinq provinces où travaillent nos préposés\u00a0: nous y servons les familles sur demande, ' +
          'et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins. ' +
          'Appelez-nous au 1-888-555-0142 ou envoyez-nous votre question.',
        'Vous pouvez tout de même terminer ces questions et nous envoyer votre plan.',
      ],
      call: { label: 'Appeler le 1-888-555-0142', href: 'tel:+18885550142' },
    });
    expect(placeAnswer('P3A 1A1', QUIZ_LOCATION_ANSWER_FR)?.heading).toBe('Nous ne servons pas encore le secteur postal P3A');
    expect(placeAnswer('L6Y 4R2', QUIZ_LOCATION_ANSWER_FR)?.heading).toBe('Oui, nos préposés se rendent à Brampton.');
  });

  it('says nothing while the text may still become a place we serve, or holds nothing to decide from', () => {
    for (const typed of ['', '   ', ',', 'L', 'l6', 'Mont', 'Montr', 'Lav', 'Richmond-H', 'Etob']) expect(placeVerdict(typed)).toBeNull();
    // A postal area decides at once, and a name that starts no place we serve is answered.
    expect(placeVerdict('P3A')).toEqual({ answer: 'not-served', city: '', office: 'Brampton', postalArea: 'P3A' });
    expect(placeVerdict('Sudbury')).toEqual({ answer: 'not-served', city: '', office: 'Brampton', postalArea: '' });
    expect(placeAnswer('Sudbury', QUIZ_LOCATION_ANSWER)?.heading).toBe('We do not serve “Sudbury” yet');
  });
});

describe('the contact form’s place (decision 0086): what it says under the field, and the `Service area` it posts', () => {
  it('on request for Laval, not served for P3A, served for Mississauga, each with the message sent anyway', () => {
    expect(placeAnswer('laval', CONTACT_PLACE_ANSWER)).toEqual({
      answer: 'on-request',
      heading: 'Laval: on request',
      lines: [onRequestText('Laval'), 'You can still send your message: a care coordinator will reply.'],
      call: CALL,
    });
    expect(placeAnswer('P3A 1A1', CONTACT_PLACE_ANSWER)?.lines).toEqual([NOT_SERVED_TEXT, 'You can still send your message: a care coordinator will reply.']);
    expect(placeAnswer('Mississauga', CONTACT_PLACE_ANSWER)).toEqual({ answer: 'served', heading: 'Yes, we serve Mississauga.', lines: [], call: null });
  });

  it('in French: Laval on request, the message sent anyway', () => {
    expect(placeAnswer('Laval', CONTACT_PLACE_ANSWER_FR)?.heading).toBe('Laval\u00a0: sur demande');
    expect(placeAnswer('Laval', CONTACT_PLACE_ANSWER_FR)?.lines[1]).toBe(
      'Vous pouvez tout de même envoyer votre message\u00a0: une coordonnatrice ou un coordonnateur des soins vous répondra.',
    );
  });

  it('posts the answer in English as the office reads it, or Not given', () => {
    expect(placeServiceAreaField('Montréal')).toBe('On request: Montreal (Ottawa office)');
    expect(placeServiceAreaField('H7N 2X4')).toBe('On request: Laval (Ottawa office)');
    expect(placeServiceAreaField('Brampton, L6Y 4R2')).toBe('Served: Brampton (Brampton office)');
    expect(placeServiceAreaField('P3A 1A1')).toBe('Not served yet: P3A (nearest office: Brampton)');
    expect(placeServiceAreaField('')).toBe('Not given');
  });
});

const answers = (city: string, postalCode = '', kind = 'In-home visit') => ({
  relationship: 'My Mother',
  city,
  postalCode,
  languages: '',
  kind,
  windows: [],
  contact: { name: 'Amrit Gill', phone: '905-555-0147', email: 'amrit@example.ca', note: '' },
  newsletterConsent: false,
});

describe('the consultation request: where the place is served and what happens next', () => {
  it('Other with a postal code: on request (a coordinator confirms a caregiver and a visit) or not served (phone or video)', () => {
    const words = CONSULTATION_SERVICE_AREA;
    expect(consultationServiceNote(consultationServiceArea(answers('Other', 'H7N 2X4')), words)).toEqual({
      answer: 'on-request',
      heading: 'Laval: on request',
      text: 'A care coordinator will confirm whether a caregiver and an in-home visit are possible in Laval, or will offer you a consultation by phone or video instead.',
    });
    expect(consultationServiceNote(consultationServiceArea(answers('Other', 'p3a1a1')), words)).toEqual({
      answer: 'not-served',
      heading: 'We do not serve postal area P3A yet',
      text: 'We cannot make an in-home visit there yet, but a consultation by phone or video is possible. You are also welcome to call us at 1-888-555-0142.',
    });
    expect(consultationServiceNote(consultationServiceArea(answers('Other', 'L6Y 4R2')), words)).toEqual({
      answer: 'served',
      heading: 'Yes, we serve Brampton.',
      text: '',
    });
  });

  it('in French: Montréal on request, P3A not served', () => {
    const words = CONSULTATION_SERVICE_AREA_FR;
    expect(consultationServiceNote(consultationServiceArea(answers('Other', 'H2X 1Y4')), words)).toEqual({
      answer: 'on-request',
      heading: 'Montréal\u00a0: sur demande',
      text: 'Une coordonnatrice ou un coordonnateur des soins vous confirmera si une personne soignante et une visite à domicile sont possibles à Montréal, ou vous proposera plutôt une consultation par téléphone ou par vidéo.',
    });
    expect(consultationServiceNote(consultationServiceArea(answers('Other', 'P3A 1A1')), words)).toEqual({
      answer: 'not-served',
      heading: 'Nous ne servons pas encore le secteur postal P3A',
      text: 'Nous ne pouvons pas encore faire de visite à domicile à cet endroit, mais une consultation par téléphone ou par vidéo est possible. Vous pouvez aussi nous appeler au 1-888-555-0142.',
    });
  });

  it('each page fetches its own language’s words when a place outside the list is chosen', async () => {
    expect(await CONSULTATION_REQUEST.serviceArea()).toBe(CONSULTATION_SERVICE_AREA);
    expect(await CONSULTATION_WORDS_FR.request.serviceArea()).toBe(CONSULTATION_SERVICE_AREA_FR);
  });

  it('nothing to say before a city, or before the postal code has its shape; a city of the list is served', () => {
    expect(consultationServiceArea(answers(''))).toBeNull();
    expect(consultationServiceArea(answers('Other', ''))).toBeNull();
    expect(consultationServiceArea(answers('Other', 'H7N'))).toBeNull();
    expect(consultationServiceArea(answers('Other', '90210'))).toBeNull();
    expect(consultationServiceArea(answers('Oakville'))).toEqual({ answer: 'served', city: 'Oakville', office: 'Mississauga', postalArea: '' });
  });

  it('posts `Service area` in English, with the office that takes it', () => {
    const posted = (city: string, postalCode = '') => consultationRequestFields(answers(city, postalCode, 'Phone call'), [], [])['Service area'];
    expect(posted('Brampton')).toBe('Served: Brampton (Brampton office)');
    expect(posted('Other', 'H7N 2X4')).toBe('On request: Laval (Ottawa office)');
    expect(posted('Other', 'H2X 1Y4')).toBe('On request: Montreal (Ottawa office)');
    expect(posted('Other', 'P3A 1A1')).toBe('Not served yet: P3A (nearest office: Brampton)');
  });
});
