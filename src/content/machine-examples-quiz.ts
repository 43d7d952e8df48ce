import type { quizMachine } from '../../machines/quiz/quiz.machine';
import type { QuizAnswers } from '../../machines/quiz/quiz.rules';
import { choice, optionOf, TEXT, YES_NO, type MachineExamples } from './machine-example-fields';
import { DEFAULT_LANGUAGES, HOURS_OF_CARE, MEDICAL_CONDITIONS, QUIZ_LANGUAGES, SUPPORT_OPTIONS, WHO_NEEDS_CARE } from './quiz';

/** The care-finder quiz's examples for the QA machine lab and the model tests (./machine-examples.ts). */

/** A family's whole answers, as saved with its results (Maria Santos, for her mother in Mississauga). */
const SAVED_QUIZ_ANSWERS: QuizAnswers = {
  whoNeedsCare: optionOf(WHO_NEEDS_CARE, 'My Mother'),
  supportNeeded: [optionOf(SUPPORT_OPTIONS, 'Bathing'), optionOf(SUPPORT_OPTIONS, 'Meal Prep')],
  hoursOfCare: optionOf(HOURS_OF_CARE, '2-4'),
  medicalCondition: optionOf(MEDICAL_CONDITIONS, 'Diabetes'),
  otherCondition: '',
  location: 'Mississauga, L5B 3C2',
  languages: [optionOf(QUIZ_LANGUAGES, 'English'), optionOf(QUIZ_LANGUAGES, 'Tagalog')],
  startDate: '',
  contact: { name: 'Maria Santos', email: 'maria.santos@example.ca', phone: '905-555-0188' },
};

/** Maria's answers as she went: nothing yet (English ticked, as every quiz starts), then question by question. */
const NOT_YET_ANSWERED: QuizAnswers = {
  whoNeedsCare: '',
  supportNeeded: [],
  hoursOfCare: '',
  medicalCondition: '',
  otherCondition: '',
  location: '',
  languages: [optionOf(QUIZ_LANGUAGES, 'English')],
  startDate: '',
  contact: { name: '', email: '', phone: '' },
};
const WHO_ANSWERED: QuizAnswers = { ...NOT_YET_ANSWERED, whoNeedsCare: SAVED_QUIZ_ANSWERS.whoNeedsCare };
const SUPPORT_ANSWERED: QuizAnswers = { ...WHO_ANSWERED, supportNeeded: SAVED_QUIZ_ANSWERS.supportNeeded };
const HOURS_ANSWERED: QuizAnswers = { ...SUPPORT_ANSWERED, hoursOfCare: SAVED_QUIZ_ANSWERS.hoursOfCare };
const CONDITION_ANSWERED: QuizAnswers = { ...HOURS_ANSWERED, medicalCondition: SAVED_QUIZ_ANSWERS.medicalCondition };
const LOCATION_ANSWERED: QuizAnswers = { ...CONDITION_ANSWERED, location: SAVED_QUIZ_ANSWERS.location };
const LANGUAGES_ANSWERED: QuizAnswers = { ...LOCATION_ANSWERED, languages: SAVED_QUIZ_ANSWERS.languages };

export const QUIZ_EXAMPLES: MachineExamples<typeof quizMachine> = {
  events: [
    { type: 'ANSWER_WHO', value: optionOf(WHO_NEEDS_CARE, 'My Mother') },
    { type: 'SET_SUPPORT', option: optionOf(SUPPORT_OPTIONS, 'Bathing'), value: true },
    { type: 'SET_HOURS', value: optionOf(HOURS_OF_CARE, '6-8') },
    { type: 'SET_CONDITION', value: optionOf(MEDICAL_CONDITIONS, 'Other') },
    // What a visitor types: free text, not content.
    { type: 'SET_OTHER_CONDITION', text: "Early-stage Alzheimer's" },
    { type: 'SET_LOCATION', value: 'Brampton, L6Y 4R2' },
    { type: 'SET_LANGUAGE', language: optionOf(QUIZ_LANGUAGES, 'Punjabi'), value: true },
    // Tomorrow, as the visitor's clock tells the date; then a date typed in the past, refused.
    { type: 'SET_START_DATE', value: '2031-03-02', today: '2031-03-01' },
    { type: 'SET_START_DATE', value: '2020-01-15', today: '2031-03-01' },
    { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Amrit Gill' },
    { type: 'SET_CONTACT_FIELD', field: 'email', value: 'amrit@example.ca' },
    { type: 'SET_CONTACT_FIELD', field: 'phone', value: '905-555-0147' },
    // Back (browser Back) to results a family had: the answers saved with them.
    { type: 'RESTORE_RESULTS', answers: SAVED_QUIZ_ANSWERS },
    // The quiz opened again in the tab (the French page from the header's switch, a reload) at each
    // step a family may have been on, with the answers given by then.
    { type: 'RESUME', step: 'whoNeedsCare', answers: NOT_YET_ANSWERED },
    { type: 'RESUME', step: 'supportNeeded', answers: WHO_ANSWERED },
    { type: 'RESUME', step: 'hoursOfCare', answers: SUPPORT_ANSWERED },
    { type: 'RESUME', step: 'medicalCondition', answers: HOURS_ANSWERED },
    { type: 'RESUME', step: 'location', answers: CONDITION_ANSWERED },
    { type: 'RESUME', step: 'languages', answers: LOCATION_ANSWERED },
    { type: 'RESUME', step: 'startDate', answers: LANGUAGES_ANSWERED },
    { type: 'RESUME', step: 'contact', answers: LANGUAGES_ANSWERED },
  ],
  fields: {
    ANSWER_WHO: { value: choice(WHO_NEEDS_CARE) },
    SET_SUPPORT: { option: choice(SUPPORT_OPTIONS), value: YES_NO },
    SET_HOURS: { value: choice(HOURS_OF_CARE) },
    SET_CONDITION: { value: choice(MEDICAL_CONDITIONS) },
    SET_OTHER_CONDITION: { text: TEXT },
    SET_LOCATION: { value: TEXT },
    SET_LANGUAGE: { language: choice(QUIZ_LANGUAGES), value: YES_NO },
    SET_START_DATE: { value: TEXT, today: TEXT },
    SET_CONTACT_FIELD: { field: choice(['name', 'email', 'phone']), value: TEXT },
    RESUME: { step: choice(['whoNeedsCare', 'supportNeeded', 'hoursOfCare', 'medicalCondition', 'location', 'languages', 'startDate', 'contact']) },
  },
  // A quiz opened without a language page before it: English, no place.
  input: { defaultLanguages: DEFAULT_LANGUAGES, defaultLocation: '' },
};
