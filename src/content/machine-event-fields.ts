import type { EventFromLogic } from 'xstate';
import type { MachineId, MachineOf } from '../../machines/index';
import { CARE_COST_RATES } from './calculators';
import { CHAT_LINK_PATHS, CHAT_SCRIPT } from './chat';
import { CONSULTATION_CITY_OPTIONS, CONSULTATION_KINDS } from './pages/consultation';
import { PERSONAL_CARE_PAGE } from './info-pages/personal-care';
import { HOURS_OF_CARE, MEDICAL_CONDITIONS, QUIZ_LANGUAGES, SUPPORT_OPTIONS, WHO_NEEDS_CARE } from './quiz';
import { HOME_TESTIMONIALS } from './testimonials';

/**
 * What each field of a machine's events may hold, as far as the QA machine lab can check and offer
 * it: one of the site's options (the quiz's answers, the calculator's care types), a whole number
 * in a range, or free text a visitor types. The lab refuses a deep link or a payload with a value
 * outside these (naming the field and the allowed values), so no view ever shows `$NaN`; and its
 * payload form offers these fields, a choice as a list. A field not named here is not checked.
 */
export type EventFieldRule =
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'whole'; min: number; max: number }
  /** Typed by a visitor: any string (the machine itself refuses what it must). */
  | { kind: 'text' };

type EventsOf<TId extends MachineId> = EventFromLogic<MachineOf<TId>>;
type FieldRules<TEvent> = { readonly [K in Exclude<keyof TEvent, 'type'>]?: EventFieldRule };
export type MachineEventFields<TId extends MachineId> = {
  readonly [T in EventsOf<TId>['type']]?: FieldRules<Extract<EventsOf<TId>, { type: T }>>;
};

const choice = (options: readonly string[]): EventFieldRule => ({ kind: 'choice', options });
const TEXT: EventFieldRule = { kind: 'text' };

const personalCareFaq = PERSONAL_CARE_PAGE.sections.flatMap((section) => (section.kind === 'faq' ? section.items.map((item) => item.question) : []));

/** Every machine's event fields, by registry id (a machine whose events carry no data has none). */
export const MACHINE_EVENT_FIELDS: { readonly [TId in MachineId]: MachineEventFields<TId> } = {
  mobileMenu: {},
  toast: { WITHDRAW: { reason: TEXT } },
  formSubmission: {},
  quiz: {
    ANSWER_WHO: { value: choice(WHO_NEEDS_CARE) },
    TOGGLE_SUPPORT: { option: choice(SUPPORT_OPTIONS) },
    SET_HOURS: { value: choice(HOURS_OF_CARE) },
    SET_CONDITION: { value: choice(MEDICAL_CONDITIONS) },
    SET_OTHER_CONDITION: { text: TEXT },
    SET_LOCATION: { value: TEXT },
    TOGGLE_LANGUAGE: { language: choice(QUIZ_LANGUAGES) },
    SET_START_DATE: { value: TEXT },
    SET_CONTACT_FIELD: { field: choice(['name', 'email', 'phone']), value: TEXT },
  },
  // The home page's testimonials, as the lab starts the carousel.
  carousel: { GO_TO: { index: { kind: 'whole', min: 0, max: HOME_TESTIMONIALS.length - 1 } } },
  // The personal care page's questions, as the lab's example.
  accordion: { TOGGLE: { item: choice(personalCareFaq) } },
  chat: {
    TYPE: { text: TEXT },
    CHOOSE_SUGGESTION: { suggestion: choice(CHAT_SCRIPT.suggestions.map((s) => s.id)) },
    FOLLOW_LINK: { path: choice(Object.values(CHAT_LINK_PATHS)) },
    SUBMIT_OFFLINE_MESSAGE: { name: TEXT, email: TEXT, message: TEXT, phone: TEXT },
  },
  careCost: {
    SET_CARE_TYPE: { careType: choice(Object.keys(CARE_COST_RATES.hourlyRate)) },
    SET_REGION: { region: choice(Object.keys(CARE_COST_RATES.regionMultiplier)) },
    SET_HOURS: { value: TEXT },
  },
  franchiseEarnings: { SET_CLIENTS: { value: TEXT }, SET_HOURS: { value: TEXT } },
  consultationRequest: {
    SET_RELATIONSHIP: { value: choice(WHO_NEEDS_CARE) },
    SET_CITY: { value: choice(CONSULTATION_CITY_OPTIONS) },
    SET_POSTAL_CODE: { value: TEXT },
    SET_KIND: { value: choice(CONSULTATION_KINDS) },
    TOGGLE_WINDOW: { start: TEXT },
    SET_CONTACT_FIELD: { field: choice(['name', 'phone', 'email', 'note']), value: TEXT },
  },
  pathPlayer: { LOAD: { total: { kind: 'whole', min: 0, max: 1000 } } },
  labSession: { JUMP: { to: { kind: 'whole', min: 0, max: 1000 } } },
};
