import { describe, expect, it } from 'vitest';
import { cityNamedIn, emptyVisitFacts, factsFromInquiryLink, hasVisitFacts, parseVisitFacts, quizStartOf, visitCity } from '../../machines/shared/visit-facts';
import { consultationPrefill, contactPrefill } from '../../src/shared/forms/visit-prefill';
import { FROM_VISIT_FR } from '../../src/content/visit.fr-CA';
import { cityInquiryPath, languageInquiryPath } from '../../src/content/pages/locations';

/** The site's languages, as the pages offer them (written out). */
const OFFERED = ['English', 'French', 'Punjabi', 'Hindi', 'Urdu', 'Mandarin', 'Cantonese', 'Tagalog', 'Arabic'];

/** A family's quiz, as the results keep it for the visit (decision 0048). */
const afterTheQuiz = {
  ...emptyVisitFacts(),
  relationship: 'My Mother',
  location: 'brampton, L6Y 4R2',
  languages: ['English', 'Punjabi'],
  support: ['Bathing', 'Meal Prep', 'Companionship'],
  hours: '2-4',
  plan: 'Personal Care with a Bilingual Caregiver',
  contact: { name: 'Gurpreet Dhillon', email: 'gurpreet@example.ca', phone: '905-555-0123' },
  fromCarePlan: true,
};

describe('the visit facts (decision 0048)', () => {
  it('reads what it kept, field by field, and nothing it cannot read', () => {
    expect(parseVisitFacts(null)).toEqual(emptyVisitFacts());
    expect(parseVisitFacts('not json')).toEqual(emptyVisitFacts());
    expect(parseVisitFacts(JSON.stringify({ city: 'Brampton', languages: ['Punjabi', 3], contact: 'x', fromCarePlan: 'yes' }))).toEqual({
      ...emptyVisitFacts(),
      city: 'Brampton',
    });
    expect(parseVisitFacts(JSON.stringify(afterTheQuiz))).toEqual(afterTheQuiz);
  });

  it('finds the city a free text names, as a whole word, the longest name first', () => {
    expect(cityNamedIn('brampton, L6Y 4R2', ['Mississauga', 'Brampton'])).toBe('Brampton');
    expect(cityNamedIn('North York M2N', ['York', 'North York'])).toBe('North York');
    expect(cityNamedIn('Bramptonville', ['Brampton'])).toBe('');
    expect(visitCity({ ...emptyVisitFacts(), city: 'Ottawa', location: 'Brampton' }, ['Brampton', 'Ottawa'])).toBe('Ottawa');
  });

  it('takes a language and a city from a page’s link, and refuses what is not a name', () => {
    expect(factsFromInquiryLink(emptyVisitFacts(), 'Punjabi', 'Brampton', OFFERED)).toEqual({ ...emptyVisitFacts(), languages: ['Punjabi'], city: 'Brampton' });
    expect(factsFromInquiryLink(afterTheQuiz, 'Punjabi', null, OFFERED)?.languages).toEqual(['English', 'Punjabi']);
    expect(factsFromInquiryLink(emptyVisitFacts(), '<script>', '', OFFERED)).toBeNull();
    // Only the site's languages, named as the site names them: other text never piles up into the lead.
    expect(factsFromInquiryLink(emptyVisitFacts(), 'Klingon', '', OFFERED)).toBeNull();
    expect(factsFromInquiryLink(emptyVisitFacts(), 'please call me at midnight', 'Brampton', OFFERED)?.languages).toEqual([]);
    expect(factsFromInquiryLink(emptyVisitFacts(), ' tagalog ', null, OFFERED)?.languages).toEqual(['Tagalog']);
    expect(factsFromInquiryLink(emptyVisitFacts(), null, null, OFFERED)).toBeNull();
    expect(languageInquiryPath('Punjabi', 'Brampton')).toBe('/contact-us?language=Punjabi&city=Brampton');
    expect(cityInquiryPath('Richmond Hill')).toBe('/contact-senior-care-canada?city=Richmond%20Hill');
  });
});

describe('the forms filled in from the visit', () => {
  it('starts the consultation request from the quiz, and says so', () => {
    expect(consultationPrefill(emptyVisitFacts())).toBeNull();
    expect(consultationPrefill(afterTheQuiz)).toEqual({
      answers: {
        relationship: 'My Mother',
        city: 'Brampton',
        postalCode: '',
        languages: 'English, Punjabi',
        kind: '',
        windows: [],
        contact: {
          name: 'Gurpreet Dhillon',
          phone: '905-555-0123',
          email: 'gurpreet@example.ca',
          note: 'From my care plan: Personal Care with a Bilingual Caregiver, for Bathing, Meal Prep, Companionship (2-4 hours a day).',
        },
        newsletterConsent: false,
      },
      from: [
        'From your care plan: My Mother, Brampton, English, Punjabi, Personal Care with a Bilingual Caregiver',
        'We have filled these in for you. Change anything that is not right.',
      ],
    });
  });

  it('starts the contact form from the Punjabi page’s link', () => {
    const fromPage = factsFromInquiryLink(emptyVisitFacts(), 'Punjabi', 'Brampton', OFFERED)!;
    expect(contactPrefill(fromPage)).toMatchObject({
      values: { Languages: 'Punjabi', City: 'Brampton', name: '', phone: '', email: '', message: '' },
      line: 'From the page you came from: Brampton, Punjabi',
    });
  });

  it('keeps Montréal, a city outside the list, as its language page named it', () => {
    const fromPage = factsFromInquiryLink(emptyVisitFacts(), 'Arabic', 'Montreal', OFFERED)!;
    expect(contactPrefill(fromPage)).toMatchObject({
      values: { Languages: 'Arabic', City: 'Montreal' },
      line: 'From the page you came from: Montreal, Arabic',
    });
  });
});

describe('the consultation request from the Montreal page', () => {
  it('chooses Other for a city outside the list, names Montreal in the note, and leaves the postal code to the family', () => {
    const fromPage = factsFromInquiryLink(emptyVisitFacts(), 'Arabic', 'Montreal', OFFERED)!;
    expect(consultationPrefill(fromPage)).toMatchObject({
      answers: { city: 'Other', postalCode: '', languages: 'Arabic' },
      from: ['From the page you came from: Montreal, Arabic', 'We have filled these in for you. Change anything that is not right.'],
    });
  });
});

describe('a new quiz, started from the visit', () => {
  const offered = ['English', 'French', 'Punjabi', 'Arabic'];
  it('ticks English and the language page’s language, and fills in its city', () => {
    const fromPage = factsFromInquiryLink(emptyVisitFacts(), 'Arabic', 'Montreal', OFFERED)!;
    expect(quizStartOf(fromPage, offered, ['English'])).toEqual({ languages: ['English', 'Arabic'], location: 'Montreal' });
  });
  it('prefers the quiz’s own words for the place, and ticks only languages it offers, each once', () => {
    const facts = { ...emptyVisitFacts(), city: 'Brampton', location: '  Brampton, L6Y 4R2 ', languages: ['Punjabi', 'Klingon', 'English', 'Punjabi'] };
    expect(quizStartOf(facts, offered, ['English'])).toEqual({ languages: ['English', 'Punjabi'], location: 'Brampton, L6Y 4R2' });
  });
  it('with nothing from the visit, starts as before: English, no place', () => {
    expect(quizStartOf(emptyVisitFacts(), offered, ['English'])).toEqual({ languages: ['English'], location: '' });
  });
});

describe('in French, the facts said in French (docs/spec/DECISIONS.md "French pages in French to the end")', () => {
  it('the contact form from the Montreal page: Montréal, Arabe, the note and its fields in French; the posted names unchanged', () => {
    const fromPage = factsFromInquiryLink(emptyVisitFacts(), 'Arabic', 'Montreal', OFFERED)!;
    expect(contactPrefill(fromPage, FROM_VISIT_FR)).toEqual({
      values: { Languages: 'Arabe', City: 'Montréal', name: '', phone: '', email: '', message: '' },
      line: 'D’après la page d’où vous venez\u00a0: Montréal, Arabe',
      editable: 'Nous avons rempli ces champs pour vous. Modifiez ce qui n’est pas exact.',
      fields: { languages: { label: 'Langues que le préposé devrait parler', name: 'Languages' } },
    });
  });
  it('the consultation request from the French quiz: its plan, support and hours in French', () => {
    const prefill = consultationPrefill(afterTheQuiz, FROM_VISIT_FR)!;
    expect(prefill.from).toEqual([
      'D’après votre plan de soins\u00a0: Ma mère, Brampton, Anglais, Pendjabi, Soins personnels avec un préposé bilingue',
      'Nous avons rempli ces champs pour vous. Modifiez ce qui n’est pas exact.',
    ]);
    expect(prefill.answers.languages).toBe('Anglais, Pendjabi');
    expect(prefill.answers.contact.note).toBe(
      'D’après mon plan de soins\u00a0: Soins personnels avec un préposé bilingue, pour aide au bain, préparation des repas, compagnie (2 à 4 heures par jour).',
    );
  });
});

describe('whether the visit has told the site anything a form could use (hasVisitFacts)', () => {
  it("nothing at the start, nor a location of spaces, nor the quiz's support needs, which no form fills in", () => {
    expect(hasVisitFacts(emptyVisitFacts())).toBe(false);
    expect(hasVisitFacts({ ...emptyVisitFacts(), location: '   ' })).toBe(false);
    expect(hasVisitFacts({ ...emptyVisitFacts(), support: ['Bathing'] })).toBe(false);
  });

  // Each fact alone is enough: a mutant that drops one condition, or joins two with "and", fails one row.
  const ALONE: readonly [string, Partial<ReturnType<typeof emptyVisitFacts>>][] = [
    ['who needs care', { relationship: 'My Mother' }],
    ["the page's city", { city: 'Brampton' }],
    ['where the quiz said care is needed', { location: 'Mississauga, L5B 3C2' }],
    ['a language', { languages: ['Punjabi'] }],
    ['the plan', { plan: 'Personal Care' }],
  ];
  for (const [name, fact] of ALONE) {
    it(`${name}, alone, is a fact a form can use`, () => {
      expect(hasVisitFacts({ ...emptyVisitFacts(), ...fact })).toBe(true);
    });
  }

  it("the contact's name, alone, is one too", () => {
    const empty = emptyVisitFacts();
    expect(hasVisitFacts({ ...empty, contact: { ...empty.contact, name: 'Maria Santos' } })).toBe(true);
  });
});

describe('what the visit facts refuse or bound (kept in sessionStorage, read back field by field)', () => {
  const LANGUAGES = [
    'English',
    'Punjabi',
    'Hindi',
    'Tagalog',
    'Mandarin',
    'Arabic',
    'French',
    'Urdu',
    'Tamil',
    'Portuguese',
    'Spanish',
    'Italian',
    'Polish',
    'Gujarati',
  ];

  it('a visit starts with nothing told', () => {
    expect(emptyVisitFacts()).toEqual({
      relationship: '',
      city: '',
      location: '',
      languages: [],
      support: [],
      hours: '',
      plan: '',
      contact: { name: '', email: '', phone: '' },
      fromCarePlan: false,
    });
  });

  it('keeps at most 500 characters of a text and 12 languages or support needs; a list with anything but text is ignored', () => {
    const facts = parseVisitFacts(
      JSON.stringify({ relationship: 'a'.repeat(600), languages: LANGUAGES, support: LANGUAGES, contact: { name: 'b'.repeat(501) } }),
    );
    expect(facts.relationship).toBe('a'.repeat(500));
    expect(facts.contact.name).toBe('b'.repeat(500));
    expect(facts.languages).toEqual(LANGUAGES.slice(0, 12));
    expect(facts.support).toEqual(LANGUAGES.slice(0, 12));
    expect(parseVisitFacts(JSON.stringify({ languages: ['Punjabi', 7], support: [null, 'Bathing'] }))).toMatchObject({ languages: [], support: [] });
  });

  it('finds a city named with several spaces or signs between its words, and a city whose name has them', () => {
    expect(cityNamedIn('Mom lives in North  York.', ['North York', 'York'])).toBe('North York');
    expect(cityNamedIn('We are in St. Catharines', ['St. Catharines'])).toBe('St. Catharines');
    expect(cityNamedIn('Ma mère habite à Saint-Laurent.', ['Saint-Laurent'])).toBe('Saint-Laurent');
    expect(cityNamedIn('Ma mère habite à Montréal', [' Montréal '])).toBe(' Montréal ');
  });

  it('takes a link’s city trimmed, and refuses one with anything but a name before or after it', () => {
    expect(factsFromInquiryLink(emptyVisitFacts(), null, '  Brampton ', LANGUAGES)?.city).toBe('Brampton');
    expect(factsFromInquiryLink(emptyVisitFacts(), null, '12 Brampton', LANGUAGES)).toBeNull();
    expect(factsFromInquiryLink(emptyVisitFacts(), null, 'Brampton<script>', LANGUAGES)).toBeNull();
  });
});
