import type { accordionMachine } from '../../machines/accordion/accordion.machine';
import type { careCostMachine } from '../../machines/care-cost/care-cost.machine';
import type { carouselMachine } from '../../machines/carousel/carousel.machine';
import type { chatMachine } from '../../machines/chat/chat.machine';
import type { consultationRequestMachine } from '../../machines/consultation-request/consultation-request.machine';
import type { formSubmissionMachine } from '../../machines/form-submission/form-submission.machine';
import type { franchiseEarningsMachine } from '../../machines/franchise-earnings/franchise-earnings.machine';
import type { MachineId, MachineOf } from '../../machines/index';
import type { mobileMenuMachine } from '../../machines/mobile-menu/mobile-menu.machine';
import type { labSessionMachine } from '../../machines/lab-session/lab-session.machine';
import type { pathPlayerMachine } from '../../machines/path-player/path-player.machine';
import type { toastMachine } from '../../machines/toast/toast.machine';
import { CARE_COST_RATES, FRANCHISE_TERMS } from './calculators';
import { CHAT_BUSINESS_HOURS, CHAT_LINK_PATHS, CHAT_TIMINGS, PHONE_LINE_HOURS } from './chat';
import { CHAT_SCRIPT } from './chat-script';
import { SERVICE_AREA_TABLE } from './postal-areas';
import { SERVICE_AREA_ANSWER, chatPlaceReply } from './service-area-answer';
import { officeAwayHoursText } from './chat-panel-words';
import { COPIED_TOAST } from './clipboard';
import { CONSULTATION_HOURS } from './consultation';
import { CONSULTATION_CITY_OPTIONS, CONSULTATION_KINDS } from './consultation-choices';
import { FORM_SENDING_TIME_LIMIT_MS } from './form-basics';
import { CONTACT_FORM } from './forms';
import { PERSONAL_CARE_PAGE } from './info-pages/personal-care';
import type { InfoSection } from './info-pages/types';
import { MACHINE_LAB_TIMINGS } from './machine-lab';
import { NOT_FOUND } from './pages/not-found';
import { QUIZ_EXAMPLES } from './machine-examples-quiz';
import { choice, INSTANT, optionOf, TEXT, YES_NO, type MachineExamples } from './machine-example-fields';
import { QUIZ_STEP_NOTICE, QUIZ_TEXT, WHO_NEEDS_CARE } from './quiz';
import { TIMINGS } from './site';
import { HOME_TESTIMONIALS } from './testimonials';

/**
 * Example events and inputs for every machine of machines/index.ts, made of the site's own
 * content. The QA machine lab offers these events as buttons and starts machines with these
 * inputs; the model tests and the path tests send these payloads (an event type without an
 * example is sent bare). Typed per machine, so a payload the machine would not accept does not
 * compile (their shape: ./machine-example-fields.ts; the quiz's: ./machine-examples-quiz.ts).
 */

type FaqSection = Extract<InfoSection, { kind: 'faq' }>;
const isFaq = (section: InfoSection): section is FaqSection => section.kind === 'faq';
const personalCareFaq = PERSONAL_CARE_PAGE.sections.find(isFaq);
if (!personalCareFaq) throw new Error('The personal care page has an FAQ section');

const MOBILE_MENU_EXAMPLES: MachineExamples<typeof mobileMenuMachine> = { events: [], input: undefined, fields: {} };

const TOAST_EXAMPLES: MachineExamples<typeof toastMachine> = {
  events: [
    { type: 'SHOW', toast: COPIED_TOAST },
    // The 404 page's notice for an empty search.
    { type: 'SHOW', toast: { ...NOT_FOUND.search.emptySearchToast, variant: 'destructive' } },
    { type: 'SHOW', toast: { title: 'Download Started (Simulation)', duration: Infinity } },
    // The quiz's notice on an unanswered step, and its withdrawal once the step is answered.
    { type: 'SHOW', toast: { ...QUIZ_TEXT.notices.incomplete, variant: 'destructive', reason: QUIZ_STEP_NOTICE } },
    { type: 'WITHDRAW', reason: QUIZ_STEP_NOTICE },
  ],
  fields: { WITHDRAW: { reason: TEXT } },
  input: { defaultDuration: TIMINGS.toastDurationMs },
};

/** When the lab's form is sent: Monday 30 November 2026, 2:14 PM in Brampton. */
const FORM_SENT_AT = Date.UTC(2026, 10, 30, 19, 14);

const FORM_SUBMISSION_EXAMPLES: MachineExamples<typeof formSubmissionMachine> = {
  events: [
    { type: 'SUBMIT', at: FORM_SENT_AT },
    // The contact form names a refused field by its label.
    { type: 'INVALID', fields: [CONTACT_FORM.fields.phone.label] },
    // Back to the form after its thank-you page, and after a post that never reached it.
    { type: 'PAGE_RESTORED', reachedOffice: true },
    { type: 'PAGE_RESTORED', reachedOffice: false },
    // The form appears in a tab that sent it: reloaded while it was on its way; Back after its thank-you page.
    { type: 'SENT_BEFORE', at: FORM_SENT_AT, reachedOffice: false },
    { type: 'SENT_BEFORE', at: FORM_SENT_AT, reachedOffice: true },
  ],
  fields: {},
  input: { sendingTimeLimitMs: FORM_SENDING_TIME_LIMIT_MS },
};

const CAROUSEL_EXAMPLES: MachineExamples<typeof carouselMachine> = {
  events: [{ type: 'GO_TO', index: HOME_TESTIMONIALS.length - 1 }],
  // The home page's testimonial carousel.
  fields: { GO_TO: { index: { kind: 'whole', min: 0, max: HOME_TESTIMONIALS.length - 1 } } },
  input: { count: HOME_TESTIMONIALS.length, intervalMs: TIMINGS.homeCarouselMs },
};

const ACCORDION_EXAMPLES: MachineExamples<typeof accordionMachine> = {
  // Two real questions of the personal care page's FAQ.
  events: personalCareFaq.items.slice(0, 2).map((item) => ({ type: 'TOGGLE', item: item.question })),
  fields: { TOGGLE: { item: choice(personalCareFaq.items.map((item) => item.question)) } },
  input: undefined,
};

/**
 * The chat's example clock: Saturday, November 28, 2026, 11:00 AM in Toronto, when the advisors
 * are away (the lab stamps its own clock on what it sends; the model tests' variants their own).
 */
export const CHAT_EXAMPLE_NOW = '2026-11-28T16:00:00.000Z';

/**
 * The chat's example question, and what the site's words make of it (decision 0089): Laval is
 * served on request, the service-area rule's answer with its link, as the chat's panel words it.
 */
const CHAT_EXAMPLE_QUESTION = 'Do you serve Laval?';
function exampleAnswer() {
  const laval = SERVICE_AREA_TABLE.onRequest.find((place) => place.city === 'Laval');
  if (!laval) throw new Error("Laval is no longer served on request: change the chat's example question");
  const verdict = { answer: 'on-request', city: laval.city, office: laval.office, postalArea: '' } as const;
  return { topic: 'service-area', score: null, reply: chatPlaceReply(verdict, CHAT_EXAMPLE_QUESTION, SERVICE_AREA_ANSWER) };
}

const CHAT_EXAMPLES: MachineExamples<typeof chatMachine> = {
  events: [
    // The panel opened at the example's clock, with the hours line on the office's clock (the lab knows no visitor).
    { type: 'OPEN', at: Date.parse(CHAT_EXAMPLE_NOW), awayHours: officeAwayHoursText() },
    { type: 'TYPE', text: CHAT_EXAMPLE_QUESTION },
    // Send, with what the page's understanding makes of the question typed.
    { type: 'SEND', answer: exampleAnswer() },
    ...CHAT_SCRIPT.suggestions.map((s) => ({ type: 'CHOOSE_SUGGESTION' as const, suggestion: s.id })),
    { type: 'FOLLOW_LINK', path: CHAT_LINK_PATHS.careers },
    { type: 'FOLLOW_LINK', path: CHAT_LINK_PATHS.franchise },
    {
      type: 'SUBMIT_OFFLINE_MESSAGE',
      name: 'Harpreet Sandhu',
      email: 'harpreet.sandhu@example.ca',
      message: 'Please call me about weekday visits for my mother in Brampton.',
      phone: '905-555-0163',
    },
    // A name of spaces only: the browser's `required` lets it through, the machine refuses it.
    {
      type: 'SUBMIT_OFFLINE_MESSAGE',
      name: '   ',
      email: 'harpreet.sandhu@example.ca',
      message: 'Please call me about weekday visits for my mother in Brampton.',
      phone: '',
    },
    // A call-back number no one could dial: the browser's `type=tel` lets it through, the machine refuses it.
    {
      type: 'SUBMIT_OFFLINE_MESSAGE',
      name: 'Harpreet Sandhu',
      email: 'harpreet.sandhu@example.ca',
      message: 'Please call me about weekday visits for my mother in Brampton.',
      phone: 'evenings',
    },
    // 'Send this conversation to a care coordinator' (decision 0047): the form, a complete handover, and one with no way to reach the visitor.
    { type: 'START_HANDOVER' },
    { type: 'SUBMIT_HANDOVER', name: 'Gurpreet Singh', phone: '905-555-0178', email: '', city: 'Brampton', note: 'Mornings are best.' },
    { type: 'SUBMIT_HANDOVER', name: 'Gurpreet Singh', phone: '', email: '', city: 'Brampton', note: '' },
  ],
  fields: {
    // The lab words the hours line at any time (the machine says it only when Away; the site's view skips it when Online).
    OPEN: { at: INSTANT, awayHours: { kind: 'worded', words: () => officeAwayHoursText() } },
    TYPE: { text: TEXT },
    CHOOSE_SUGGESTION: { suggestion: choice(CHAT_SCRIPT.suggestions.map((s) => s.id)) },
    FOLLOW_LINK: { path: choice(Object.values(CHAT_LINK_PATHS)) },
    SUBMIT_OFFLINE_MESSAGE: { name: TEXT, email: TEXT, message: TEXT, phone: TEXT },
    SUBMIT_HANDOVER: { name: TEXT, phone: TEXT, email: TEXT, city: TEXT, note: TEXT },
  },
  input: {
    script: CHAT_SCRIPT,
    timings: CHAT_TIMINGS,
    hours: CHAT_BUSINESS_HOURS,
    phoneHours: PHONE_LINE_HOURS,
  },
};

const CARE_COST_EXAMPLES: MachineExamples<typeof careCostMachine> = {
  events: [
    { type: 'SET_CARE_TYPE', careType: 'specialized' },
    { type: 'SET_REGION', region: 'ottawa' },
    { type: 'SET_HOURS', value: '35' },
    // Typed by a visitor: more hours than a week has.
    { type: 'SET_HOURS', value: '200' },
  ],
  fields: {
    SET_CARE_TYPE: { careType: choice(Object.keys(CARE_COST_RATES.hourlyRate)) },
    SET_REGION: { region: choice(Object.keys(CARE_COST_RATES.regionMultiplier)) },
    SET_HOURS: { value: TEXT },
  },
  input: { rates: CARE_COST_RATES },
};

const FRANCHISE_EARNINGS_EXAMPLES: MachineExamples<typeof franchiseEarningsMachine> = {
  events: [
    // A first-year franchise with three clients: the year ends at a loss.
    { type: 'SET_CLIENTS', value: '3' },
    // Typed by a visitor: over the 100-client maximum.
    { type: 'SET_CLIENTS', value: '150' },
    { type: 'SET_HOURS', value: '30' },
    { type: 'SET_HOURS', value: '90' },
  ],
  fields: { SET_CLIENTS: { value: TEXT }, SET_HOURS: { value: TEXT } },
  input: { terms: FRANCHISE_TERMS },
};

/**
 * The consultation request's clock in the lab: Wednesday, March 5, 2031, 2:00 PM in Toronto, so
 * the example window (Thursday 10:00 AM) is on offer.
 */
export const CONSULTATION_EXAMPLE_NOW = '2031-03-05T19:00:00.000Z';
/** The same instant, as the events carry it (ms since the epoch). */
export const CONSULTATION_EXAMPLE_AT = Date.parse(CONSULTATION_EXAMPLE_NOW);

const CONSULTATION_REQUEST_EXAMPLES: MachineExamples<typeof consultationRequestMachine> = {
  events: [
    { type: 'SET_RELATIONSHIP', value: optionOf(WHO_NEEDS_CARE, 'My Mother') },
    { type: 'SET_CITY', value: optionOf(CONSULTATION_CITY_OPTIONS, 'Brampton') },
    { type: 'SET_CITY', value: optionOf(CONSULTATION_CITY_OPTIONS, 'Other') },
    // Typed by a visitor: a Canadian postal code, then one of the wrong shape.
    { type: 'SET_POSTAL_CODE', value: 'K7L 3N6' },
    { type: 'SET_POSTAL_CODE', value: '90210' },
    { type: 'SET_LANGUAGES', value: 'Punjabi, English' },
    { type: 'SET_KIND', value: optionOf(CONSULTATION_KINDS, 'Video call') },
    { type: 'SET_WINDOW', start: '2031-03-06T10:00:00-05:00', value: true, at: CONSULTATION_EXAMPLE_AT },
    { type: 'SET_NEWSLETTER_CONSENT', value: true },
    // Next, Back and Edit times at the example's clock (the lab stamps its own).
    { type: 'NEXT', at: CONSULTATION_EXAMPLE_AT },
    { type: 'BACK', at: CONSULTATION_EXAMPLE_AT },
    { type: 'EDIT_TIMES', at: CONSULTATION_EXAMPLE_AT },
    // The view tells the time each minute (in the lab, the lab's clock: move it past a chosen time's notice).
    { type: 'TIME_PASSED', at: CONSULTATION_EXAMPLE_AT },
    { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Amrit Gill' },
    { type: 'SET_CONTACT_FIELD', field: 'phone', value: '905-555-0147' },
    { type: 'SET_CONTACT_FIELD', field: 'email', value: 'amrit@example.ca' },
    { type: 'SET_CONTACT_FIELD', field: 'note', value: 'My mother hears better on the left side.' },
    // The page reloaded: the draft this tab kept, whole.
    {
      type: 'RESTORE_DRAFT',
      answers: {
        relationship: optionOf(WHO_NEEDS_CARE, 'My Father'),
        city: optionOf(CONSULTATION_CITY_OPTIONS, 'Mississauga'),
        postalCode: '',
        languages: '',
        kind: optionOf(CONSULTATION_KINDS, 'In-home visit'),
        windows: ['2031-03-06T14:00:00-05:00', '2031-03-08T11:00:00-05:00'],
        contact: { name: 'Harpreet Sandhu', phone: '905-555-0199', email: 'harpreet.sandhu@example.ca', note: '' },
        newsletterConsent: true,
      },
      at: CONSULTATION_EXAMPLE_AT,
    },
    // The visitor did the quiz first (decision 0048): its answers fill the request in.
    {
      type: 'PREFILL',
      answers: {
        relationship: optionOf(WHO_NEEDS_CARE, 'My Mother'),
        city: optionOf(CONSULTATION_CITY_OPTIONS, 'Brampton'),
        postalCode: '',
        languages: 'English, Punjabi',
        kind: '',
        windows: [],
        contact: {
          name: 'Gurpreet Dhillon',
          phone: '905-555-0123',
          email: 'gurpreet@example.ca',
          note: 'From my care plan: Personal Care, for Bathing, Meal Prep (2-4 hours a day).',
        },
        newsletterConsent: false,
      },
      from: [
        'From your care plan: My Mother, Brampton, English, Punjabi, Personal Care',
        'We have filled these in for you. Change anything that is not right.',
      ],
    },
  ],
  fields: {
    RESTORE_DRAFT: { at: INSTANT },
    NEXT: { at: INSTANT },
    BACK: { at: INSTANT },
    EDIT_TIMES: { at: INSTANT },
    TIME_PASSED: { at: INSTANT },
    SET_RELATIONSHIP: { value: choice(WHO_NEEDS_CARE) },
    SET_CITY: { value: choice(CONSULTATION_CITY_OPTIONS) },
    SET_POSTAL_CODE: { value: TEXT },
    SET_LANGUAGES: { value: TEXT },
    SET_KIND: { value: choice(CONSULTATION_KINDS) },
    SET_WINDOW: { start: TEXT, value: YES_NO, at: INSTANT },
    SET_NEWSLETTER_CONSENT: { value: YES_NO },
    SET_CONTACT_FIELD: { field: choice(['name', 'phone', 'email', 'note']), value: TEXT },
  },
  input: { clock: CONSULTATION_EXAMPLE_AT, hours: CONSULTATION_HOURS },
  inputAt: (at) => ({ clock: at, hours: CONSULTATION_HOURS }),
};

const PATH_PLAYER_EXAMPLES: MachineExamples<typeof pathPlayerMachine> = {
  // A two-step path: the mobile menu opened, then closed.
  events: [{ type: 'LOAD', total: 2 }],
  fields: { LOAD: { total: { kind: 'whole', min: 0, max: 1000 } } },
  input: { intervalMs: MACHINE_LAB_TIMINGS.pathStepMs },
};

const LAB_SESSION_EXAMPLES: MachineExamples<typeof labSessionMachine> = {
  // The lab's session of the mobile menu: a step QA takes, a jump back to the first step, and a
  // generated path's first step loaded by the path player.
  events: [
    { type: 'RECORD', event: { type: 'TOGGLE_MENU' } },
    { type: 'JUMP', to: 1 },
    { type: 'LOAD_PATH', events: [{ type: 'TOGGLE_MENU' }] },
  ],
  fields: { JUMP: { to: { kind: 'whole', min: 0, max: 1000 } } },
  input: { events: [] },
};

/** Every machine's examples, by registry id. */
export const MACHINE_EXAMPLES: { readonly [TId in MachineId]: MachineExamples<MachineOf<TId>> } = {
  mobileMenu: MOBILE_MENU_EXAMPLES,
  toast: TOAST_EXAMPLES,
  formSubmission: FORM_SUBMISSION_EXAMPLES,
  quiz: QUIZ_EXAMPLES,
  carousel: CAROUSEL_EXAMPLES,
  accordion: ACCORDION_EXAMPLES,
  chat: CHAT_EXAMPLES,
  careCost: CARE_COST_EXAMPLES,
  franchiseEarnings: FRANCHISE_EARNINGS_EXAMPLES,
  consultationRequest: CONSULTATION_REQUEST_EXAMPLES,
  pathPlayer: PATH_PLAYER_EXAMPLES,
  labSession: LAB_SESSION_EXAMPLES,
};
