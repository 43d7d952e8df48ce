import type { AnyMachineSnapshot } from 'xstate';
import type { MachineId } from '../../machines/index';
import { accordionView } from '../../machines/accordion/accordion.view';
import { careCostView } from '../../machines/care-cost/care-cost.view';
import { carouselView } from '../../machines/carousel/carousel.view';
import { chatView } from '../../machines/chat/chat.view';
import { consultationRequestView } from '../../machines/consultation-request/consultation-request.view';
import { formSubmissionView } from '../../machines/form-submission/form-submission.view';
import { franchiseEarningsView } from '../../machines/franchise-earnings/franchise-earnings.view';
import { labSessionView } from '../../machines/lab-session/lab-session.view';
import { mobileMenuView } from '../../machines/mobile-menu/mobile-menu.view';
import { pathPlayerView } from '../../machines/path-player/path-player.view';
import { quizView } from '../../machines/quiz/quiz.view';
import { toastView } from '../../machines/toast/toast.view';

/**
 * Every machine's view model (machines/<id>/<id>.view.ts) for any of its snapshots: a generated
 * skeleton (scripts/machine-paths.ts `vitestSkeleton`) asserts in each state the plain values the
 * view model holds there on every path of the cover.
 */
type AnyView = (snapshot: never, send: () => void) => object;
const noop = () => {};
const of = (view: AnyView) => (snapshot: AnyMachineSnapshot) => view(snapshot as never, noop);

/**
 * Every machine's view model as a function of a snapshot and the `send` its actions call: what
 * tests/model/view-events.ts calls to learn which events a view can send in a state.
 */
export const VIEW_MODEL_FUNCTIONS: Record<MachineId, (snapshot: AnyMachineSnapshot, send: (event: unknown) => void) => object> = {
  mobileMenu: mobileMenuView as never,
  toast: toastView as never,
  formSubmission: formSubmissionView as never,
  quiz: quizView as never,
  carousel: carouselView as never,
  accordion: accordionView as never,
  chat: chatView as never,
  careCost: careCostView as never,
  franchiseEarnings: franchiseEarningsView as never,
  consultationRequest: consultationRequestView as never,
  pathPlayer: pathPlayerView as never,
  labSession: labSessionView as never,
};

export const SKELETON_VIEW_MODELS: Record<MachineId, (snapshot: AnyMachineSnapshot) => object> = {
  mobileMenu: of(mobileMenuView),
  toast: of(toastView),
  formSubmission: of(formSubmissionView),
  quiz: of(quizView),
  carousel: of(carouselView),
  accordion: of(accordionView),
  chat: of(chatView),
  careCost: of(careCostView),
  franchiseEarnings: of(franchiseEarningsView),
  consultationRequest: of(consultationRequestView),
  pathPlayer: of(pathPlayerView),
  labSession: of(labSessionView),
};

/** A view model's plain values (text, numbers, flags, null): what a skeleton can write down as literals. */
export function plainValues(view: object): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.entries(view).filter((entry): entry is [string, string | number | boolean | null] => {
      const value: unknown = entry[1];
      return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
    }),
  );
}
