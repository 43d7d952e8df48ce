import { describe, expect, it } from 'vitest';
import { loadMeta } from '../../src/app/page-loader';
import { HOURS_OF_CARE, QUIZ_WORDS, SUPPORT_OPTIONS, type QuizResultsWords, type QuizWords } from '../../src/content/quiz';
import { QUIZ_RESULTS_WORDS } from '../../src/content/quiz-results-words';
import { QUIZ_META_FR, QUIZ_WORDS_FR } from '../../src/content/pages/fr/quiz';
import { QUIZ_RESULTS_WORDS_FR } from '../../src/content/pages/fr/quiz-results';
import { carePlanIn, type CarePlanInput } from '../../src/features/quiz/care-plan';
import { planOracle } from '../fixtures/care-plan-oracle';
import { expectFrench, route } from '../fixtures/french-text';

/**
 * The care-finder quiz in Canadian French (decision 0067): franc identifies its words as French
 * (whole, and each paragraph alone among the site's languages), its plans are the English plans
 * named in French at the same prices, and its route is the twin of /find-your-care-plan.
 * Expected words and figures are written here by hand.
 */

/** Every string of a value (functions left out: the tests below call them with figures). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

const answers = (a: Partial<CarePlanInput>): CarePlanInput => ({ supportNeeded: [], hoursOfCare: '2-4', conditionText: 'None', languages: ['French'], ...a });

describe('/fr/trouver-votre-plan-de-soins: its words', () => {
  it('the page, the eight steps, the choices, the notices and the request form are in French', () => {
    expectFrench([...stringsOf(QUIZ_WORDS_FR), QUIZ_WORDS_FR.progress(3), QUIZ_META_FR.title, QUIZ_META_FR.description]);
    expect(QUIZ_WORDS_FR.progress(3)).toBe('Étape 3 de 8');
    expect(QUIZ_WORDS_FR.notices.incomplete).toEqual({
      title: 'Renseignements incomplets',
      description: 'Veuillez remplir les champs obligatoires pour continuer.',
    });
    expect(QUIZ_WORDS_FR.request.submitLabel).toBe('Envoyer mon plan à un conseiller en soins');
    // The intro names the button that sends, in its own words.
    expect(QUIZ_WORDS_FR.introLead).toContain('«\u00a0Envoyer mon plan à un conseiller en soins\u00a0»');
  });

  it('each choice is shown in French and keeps the English value it posts', () => {
    expect(Object.keys(QUIZ_WORDS_FR.choices.supportNeeded)).toEqual([...SUPPORT_OPTIONS]);
    expect(Object.keys(QUIZ_WORDS_FR.choices.hoursOfCare)).toEqual([...HOURS_OF_CARE]);
    expect(QUIZ_WORDS_FR.choices.whoNeedsCare['My Father']).toBe('Mon père');
    expect(QUIZ_WORDS_FR.choices.languages.French).toBe('Français');
    // The French page asks first for a caregiver who speaks French, as the English page does for English.
    expect([QUIZ_WORDS_FR.defaultLanguages, QUIZ_WORDS.defaultLanguages]).toEqual([['French'], ['English']]);
  });

  it('the results are in French, the price as Canadian French writes it', () => {
    const r = QUIZ_RESULTS_WORDS_FR;
    expectFrench([
      ...stringsOf({ ...r, book: r.book.label }),
      r.price.planHourly(320, 8),
      r.price.planCompare('personal-care', 'ottawa', 36.75),
      r.price.planLink('ottawa', '/care-cost-calculator?type=personal-care&region=ottawa&hours=56').label,
    ]);
    expect(r.perDay(1200)).toBe('1\u00a0200\u00a0$ par jour (estimation)');
    expect(r.price.planHourly(320, 8)).toBe('Soit 40,00\u00a0$ l’heure pour 8 heures par jour.');
    expect(r.price.planCompare('personal-care', 'ottawa', 36.75)).toBe(
      'Au calculateur de coûts, le tarif horaire «\u00a0Soins personnels\u00a0» dans la région d’Ottawa est de 36,75\u00a0$.',
    );
    expect(r.longDate('2026-12-01')).toBe('1er décembre 2026');
    // The calculator set as the English page sets it, at its French twin once it has one.
    expect(r.price.planLink('ottawa', '/care-cost-calculator?type=personal-care&region=ottawa&hours=56').to).toMatch(
      /^\/(care-cost-calculator|fr\/[a-z-]+)\?type=personal-care&region=ottawa&hours=56$/,
    );
  });
});

describe('/fr/trouver-votre-plan-de-soins: its plans', () => {
  it('names the English plans in French at the same prices', () => {
    const cases: Array<[Partial<CarePlanInput>, string, string, number]> = [
      [{}, 'Soins de compagnie', '4 heures par jour', 140],
      [
        { supportNeeded: ['Bathing'], hoursOfCare: '6-8', languages: ['French', 'English'] },
        'Soins personnels avec un préposé bilingue',
        '8 heures par jour',
        320,
      ],
      [{ conditionText: "Early Alzheimer's", hoursOfCare: '6-8' }, 'Soins de la maladie d’Alzheimer et des autres démences', '8 heures par jour', 360],
      [{ supportNeeded: ['Dementia Care'], hoursOfCare: '24/7' }, 'Soins à domicile 24 heures sur 24', '24 heures sur 24, 7 jours sur 7', 600],
    ];
    for (const [input, name, hours, price] of cases) {
      expect(carePlanIn(QUIZ_RESULTS_WORDS_FR.plans, answers(input))).toMatchObject({ name, hours, pricePerDay: price });
    }
  });

  it('in English, the words name every plan exactly as the rules of docs/spec/SPEC.md §9.2 do', () => {
    for (const supportNeeded of [[], ['Bathing'], ['Dementia Care'], ['Companionship']])
      for (const hoursOfCare of HOURS_OF_CARE)
        for (const languages of [['English'], ['English', 'Punjabi']]) {
          const input = answers({ supportNeeded, hoursOfCare, languages });
          expect(carePlanIn(QUIZ_RESULTS_WORDS.plans, input)).toEqual(planOracle(input));
        }
  });
});

describe('/fr/trouver-votre-plan-de-soins: its route', () => {
  it('is the twin of /find-your-care-plan: lang fr-CA, reciprocal alternates, its title and breadcrumbs in French', async () => {
    const alternates = [
      { hreflang: 'en-CA', path: '/find-your-care-plan' },
      { hreflang: 'fr-CA', path: '/fr/trouver-votre-plan-de-soins' },
      { hreflang: 'x-default', path: '/find-your-care-plan' },
    ];
    expect(route('/fr/trouver-votre-plan-de-soins').meta).toMatchObject({ lang: 'fr-CA', alternates });
    expect(route('/find-your-care-plan').meta.alternates).toEqual(alternates);
    const meta = await loadMeta(route('/fr/trouver-votre-plan-de-soins'));
    expect(meta.title).toBe('Trouver votre plan de soins\u00a0: questionnaire gratuit | Maple Hearth Home Care');
    expect(meta.breadcrumbs).toEqual([
      { name: 'Accueil', path: '/fr' },
      { name: 'Trouver votre plan de soins', path: '/fr/trouver-votre-plan-de-soins' },
    ]);
  });
});

describe('a missing French word fails the typecheck', () => {
  it('refuses French quiz words without their choices, and results without their plans', () => {
    const withoutChoices: Omit<QuizWords, 'choices'> = QUIZ_WORDS_FR;
    // @ts-expect-error: the French quiz must name its choices (QuizWords has no optional key).
    const quiz: QuizWords = withoutChoices;
    const withoutPlans: Omit<QuizResultsWords, 'plans'> = QUIZ_RESULTS_WORDS_FR;
    // @ts-expect-error: the French results must name the plans (QuizResultsWords has no optional key).
    const results: QuizResultsWords = withoutPlans;
    expect([quiz.start, results.includes]).toEqual(['Commencer le questionnaire', 'Ce que comprend ce plan']);
  });
});
