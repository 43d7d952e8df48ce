import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOURS_OF_CARE, MEDICAL_CONDITIONS, QUIZ_LANGUAGES, SUPPORT_OPTIONS } from '../../src/content/quiz';
import { conditionText, parseSavedAnswers } from '../../machines/quiz/quiz.rules';
import { carePlanFor, carePlanRequestFields, type CarePlanInput } from '../../src/features/quiz/care-plan';
import { BASE, LIVE_IN, PERSONAL, planOracle as oracle } from '../fixtures/care-plan-oracle';

/** Every support option the plan logic reads: the six offered plus Grooming and Mobility Assistance. */
const ALL_SUPPORT = [...SUPPORT_OPTIONS, 'Grooming', 'Mobility Assistance'];
const CONDITION_TEXTS = [...MEDICAL_CONDITIONS.filter((c) => c !== 'Other'), "Early-stage Alzheimer's", 'ALZHEIMER DISEASE', 'alzheimers', 'Arthritis', ''];
const LANGUAGE_SETS = [['English'], ['English', 'Punjabi'], ['Tagalog', 'English', 'Hindi'], ['French']];

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => acc.concat(acc.map((s) => [...s, item])), [[]]);
}

describe('carePlanFor (docs/spec/SPEC.md §9.2)', () => {
  it('matches the rules for every combination of support, hours, condition and languages', () => {
    let checked = 0;
    for (const supportNeeded of subsets(ALL_SUPPORT)) {
      for (const hoursOfCare of HOURS_OF_CARE) {
        for (const conditionText of CONDITION_TEXTS) {
          for (const languages of LANGUAGE_SETS) {
            const input = { supportNeeded, hoursOfCare, conditionText, languages };
            expect(carePlanFor(input)).toEqual(oracle(input));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(256 * 4 * 12 * 4); // 2^8 support sets x 4 hours x 12 condition texts x 4 language sets
  });

  it('gives the plans of the spec for typical families', () => {
    const plan = (p: Partial<CarePlanInput>) => carePlanFor({ supportNeeded: [], hoursOfCare: '2-4', conditionText: 'None', languages: ['English'], ...p });
    expect(plan({})).toEqual({ name: 'Companionship Care', hours: '4 hours/day', pricePerDay: 140, features: BASE });
    expect(plan({ hoursOfCare: 'Unsure' })).toMatchObject({ name: 'Companionship Care', pricePerDay: 140 });
    expect(plan({ supportNeeded: ['Bathing', 'Meal Prep'] })).toMatchObject({ name: 'Personal Care', pricePerDay: 160, features: PERSONAL });
    expect(plan({ supportNeeded: ['Bathing'], hoursOfCare: '6-8' })).toMatchObject({ hours: '8 hours/day', pricePerDay: 320 });
    expect(plan({ supportNeeded: ['Bathing', 'Dementia Care'], hoursOfCare: '6-8' })).toMatchObject({
      name: "Alzheimer's & Dementia Care",
      pricePerDay: 360,
    });
    expect(plan({ conditionText: "Mum was diagnosed with Alzheimer's last spring" })).toMatchObject({ pricePerDay: 180 });
    expect(plan({ supportNeeded: ['Dementia Care'], hoursOfCare: '24/7', languages: ['English', 'Punjabi'] })).toEqual({
      name: '24/7 Live-In Care with a Bilingual Caregiver',
      hours: '24/7',
      pricePerDay: 600,
      features: LIVE_IN,
    });
    expect(plan({ languages: ['English', 'Tagalog'] }).name).toBe('Companionship Care with a Bilingual Caregiver');
  });

  it('keeps the ordering rules for any answers (property)', () => {
    const answers = fc.record({
      supportNeeded: fc.subarray(ALL_SUPPORT),
      hoursOfCare: fc.constantFrom(...HOURS_OF_CARE),
      conditionText: fc.oneof(fc.constantFrom(...CONDITION_TEXTS), fc.string()),
      languages: fc.subarray([...QUIZ_LANGUAGES], { minLength: 1 }),
    });
    fc.assert(
      fc.property(answers, (a) => {
        const plan = carePlanFor(a);
        // 6 comes last: the suffix ends the name exactly when several languages are chosen.
        expect(plan.name.endsWith(' with a Bilingual Caregiver')).toBe(a.languages.length > 1);
        // 5 replaces everything before it.
        if (a.hoursOfCare === '24/7') expect(plan.pricePerDay).toBe(600);
        // 4 doubles whatever 1-3 decided, so 6-8 hours always costs twice 2-4 hours.
        if (a.hoursOfCare === '6-8') expect(plan.pricePerDay).toBe(2 * carePlanFor({ ...a, hoursOfCare: '2-4' }).pricePerDay);
        // 3 wins over 2: dementia care is never downgraded by personal-care needs.
        if (a.supportNeeded.includes('Dementia Care') && a.hoursOfCare !== '24/7') expect(plan.name.startsWith("Alzheimer's & Dementia Care")).toBe(true);
        expect(plan.features).toHaveLength(3);
      }),
      { numRuns: 500 },
    );
  });
});

describe('saved results (browser Back)', () => {
  const complete = {
    whoNeedsCare: 'My Mother',
    supportNeeded: ['Bathing'],
    hoursOfCare: '2-4',
    medicalCondition: 'None',
    otherCondition: '',
    location: 'Brampton, L6Y 4R2',
    languages: ['English'],
    startDate: '',
    contact: { name: 'Amrit Gill', email: 'amrit@example.ca', phone: '905-555-0147' },
  };

  it('brings back complete answers as they were saved', () => {
    expect(parseSavedAnswers(JSON.stringify(complete))).toEqual(complete);
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{oops'],
    ['not an object', '"answers"'],
    ['a step unanswered', JSON.stringify({ ...complete, hoursOfCare: '' })],
    ['no support chosen', JSON.stringify({ ...complete, supportNeeded: [] })],
    ['an incomplete contact', JSON.stringify({ ...complete, contact: { ...complete.contact, email: 'amrit' } })],
    ['a field of the wrong type', JSON.stringify({ ...complete, languages: 'English' })],
    ['no languages', JSON.stringify({ ...complete, languages: [] })],
    ['no contact', JSON.stringify({ ...complete, contact: undefined })],
  ])('refuses %s', (_what, json) => {
    expect(parseSavedAnswers(json)).toBeNull();
  });
});

describe('carePlanRequestFields', () => {
  it('posts the contact details, every answer and the plan, saying when an optional answer was not given', () => {
    const answers = {
      whoNeedsCare: 'My Father',
      supportNeeded: ['Bathing', 'Meal Prep'],
      hoursOfCare: '6-8',
      medicalCondition: 'Other',
      otherCondition: " Early Alzheimer's ",
      location: ' Brampton, L6Y 4R2 ',
      languages: ['English', 'Punjabi'],
      startDate: '',
      contact: { name: ' Gurpreet Dhillon ', email: 'gurpreet@example.ca', phone: '905-555-0163' },
    };
    const plan = carePlanFor({ ...answers, conditionText: conditionText(answers) });
    expect(carePlanRequestFields(answers, plan)).toEqual({
      name: 'Gurpreet Dhillon',
      email: 'gurpreet@example.ca',
      phone: '905-555-0163',
      'Who needs care': 'My Father',
      'Support needed': 'Bathing, Meal Prep',
      'Hours of care per day': '6-8',
      'Medical condition': "Early Alzheimer's",
      Location: 'Brampton, L6Y 4R2',
      'Service area': 'Served: Brampton (Brampton office)',
      Languages: 'English, Punjabi',
      'Preferred start date': 'Not given',
      'Recommended plan': "Alzheimer's & Dementia Care with a Bilingual Caregiver",
      'Plan hours': '8 hours/day',
      'Estimated price per day (CAD)': '360',
    });
  });

  it('posts where the location is served, on request or not yet, in English with its office', () => {
    const answers = {
      whoNeedsCare: 'Myself',
      supportNeeded: ['Companionship'],
      hoursOfCare: '2-4',
      medicalCondition: 'None',
      otherCondition: '',
      location: 'Laval',
      languages: ['French'],
      startDate: '',
      contact: { name: 'Amrit', email: 'amrit@example.ca', phone: '905-555-0147' },
    };
    const posted = (location: string) => carePlanRequestFields({ ...answers, location }, carePlanFor({ ...answers, conditionText: 'None' }))['Service area'];
    expect(posted('Laval')).toBe('On request: Laval (Ottawa office)');
    expect(posted('H7N 2X4')).toBe('On request: Laval (Ottawa office)');
    expect(posted('Montréal')).toBe('On request: Montreal (Ottawa office)');
    expect(posted('P3A 1A1')).toBe('Not served yet: P3A (nearest office: Brampton)');
    expect(posted('Sudbury')).toBe('Not served yet (nearest office: Brampton)');
    expect(posted('Oakville')).toBe('Served: Oakville (Mississauga office)');
  });
});
