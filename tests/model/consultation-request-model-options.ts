import type { SnapshotFrom } from 'xstate';
import {
  OTHER_PLACE,
  emptyConsultationAnswers,
  isCanadianPostalCode,
  isKindChosen,
  isPostalCodeMalformed,
  isWhoAndWhereGiven,
} from '../../machines/consultation-request/consultation-request.rules';
import type { consultationRequestMachine } from '../../machines/consultation-request/consultation-request.machine';
import { CONSULTATION_EXAMPLE_NOW, MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import type { ModelEvent } from './paths';

type ConsultationSnapshot = SnapshotFrom<typeof consultationRequestMachine>;

/** The request as the model test starts it: the lab's clock (a Wednesday afternoon in March 2031). */
export const CONSULTATION_REQUEST_INPUT = MACHINE_EXAMPLES.consultationRequest.input;
export const CONSULTATION_REQUEST_LAB_INPUT = { now: CONSULTATION_EXAMPLE_NOW };

/**
 * What tells two request states apart for path generation: what the current step's Next would
 * do (move on, refuse with the step's message, refuse with the postal code's), and on the times
 * and contact steps how far the answers go. The words of the answers do not change behaviour,
 * and a coarse key lets paths that reach a step by different routes meet again.
 */
export function consultationRequestSignificantContext(snapshot: ConsultationSnapshot): unknown {
  // A request the visit filled in (PREFILL) is told apart, so the walk still reaches the steps with empty contact fields.
  const step = stepContext(snapshot);
  return snapshot.context.fromVisit.length > 0 ? ['filled from the visit', step] : step;
}

function stepContext(snapshot: ConsultationSnapshot): unknown {
  const a = snapshot.context.answers;
  switch (snapshot.value) {
    case 'whoAndWhere':
      return isWhoAndWhereGiven(a) ? 'given' : isPostalCodeMalformed(a) ? 'postal code malformed' : 'missing';
    case 'kind':
      return isKindChosen(a);
    case 'times':
      return a.windows.length > 0;
    case 'contact':
      return [a.contact.name, a.contact.phone, a.contact.email].filter((v) => v !== '').length;
    default:
      return undefined;
  }
}

const isFresh = (snapshot: ConsultationSnapshot) => JSON.stringify(snapshot.context.answers) === JSON.stringify(emptyConsultationAnswers());

/**
 * What the walk lets a visitor do, to keep the paths few (CI time) while every transition and
 * guard outcome is taken: a draft, or the visit's facts (PREFILL), come only to a page just loaded; each answer is given
 * once, in the page's order, on the first pass (the postal code typed wrong, then right; the
 * contact fields top to bottom); a window is chosen when none is. Removing a window and changing
 * an answer are the rules' unit tests' (tests/unit/consultation-request.test.ts).
 */
export function consultationRequestCanHappen(snapshot: ConsultationSnapshot, event: ModelEvent<typeof consultationRequestMachine>): boolean {
  const a = snapshot.context.answers;
  const firstPass = a.kind === '';
  switch (event.type) {
    case 'RESTORE_DRAFT':
    case 'PREFILL':
      return isFresh(snapshot) && snapshot.context.fromVisit.length === 0;
    case 'SET_LANGUAGES':
      return firstPass && a.city !== '' && a.languages === '';
    case 'SET_RELATIONSHIP':
      return firstPass && a.relationship === '';
    case 'SET_CITY':
      return firstPass && a.relationship !== '' && a.city === '';
    case 'SET_POSTAL_CODE':
      return a.city === OTHER_PLACE && (isCanadianPostalCode(event.value) ? isPostalCodeMalformed(a) : a.postalCode === '');
    case 'SET_KIND':
      return a.kind === '';
    case 'SET_WINDOW':
      return a.windows.length === 0;
    case 'SET_CONTACT_FIELD': {
      const order = ['name', 'phone', 'email', 'note'] as const;
      const index = order.indexOf(event.field);
      return a.contact[event.field] === '' && order.slice(0, index).every((field) => a.contact[field] !== '');
    }
    case 'SET_NEWSLETTER_CONSENT':
      return !a.newsletterConsent;
    default:
      return true;
  }
}
