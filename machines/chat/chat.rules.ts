import { isEmailAddress } from '../shared/contact-rules';
import { isTelephoneNumber } from '../shared/telephone-rules';

/**
 * The chat's pure rules (decision 0047,
 * docs/spec/DECISIONS.md "The chat is an automated assistant"): which question the assistant asks next, so that nothing the visitor
 * answered is asked again, and when the handover to a care coordinator is complete enough to send.
 */

/** What the assistant can ask: what the visitor needs, their name, the city where care is needed. */
export type QuestionId = 'need' | 'name' | 'city';

/** The visitor's answers, by the question they answered (each kept once, as first given). */
export type ChatAnswers = Partial<Record<QuestionId, string>>;

export interface QuestionState {
  answers: ChatAnswers;
  /** The questions the assistant has asked (shown), in order: none is asked twice. */
  asked: readonly QuestionId[];
  /** The question the assistant's last reply asked and no message has answered yet. */
  awaiting: QuestionId | null;
}

/**
 * What a typed message answers: the question awaiting an answer, else (the first time) what the
 * visitor needs. A message that answers nothing new changes nothing (it stays in the transcript).
 */
export function takeAnswer(state: QuestionState, text: string): QuestionState {
  const answer = text.trim();
  const question: QuestionId | null = state.awaiting ?? (state.answers.need === undefined ? 'need' : null);
  if (!question || answer === '' || state.answers[question] !== undefined) return { ...state, awaiting: null };
  return { ...state, answers: { ...state.answers, [question]: answer }, awaiting: null };
}

/** What a coordinator needs, in the order the assistant asks for it after a typed message. */
export type FollowUpId = 'name' | 'city';
const FOLLOW_UP: readonly FollowUpId[] = ['name', 'city'];

/** The next question after a typed message: the first the visitor has neither answered nor been asked; null when none is left. */
export function nextQuestion({ answers, asked }: QuestionState): FollowUpId | null {
  return FOLLOW_UP.find((q) => answers[q] === undefined && !asked.includes(q)) ?? null;
}

/** A question once shown: it is awaited and will not be asked again. */
export function askQuestion(state: QuestionState, question: QuestionId | null): QuestionState {
  if (!question) return { ...state, awaiting: null };
  return { ...state, awaiting: question, asked: state.asked.includes(question) ? state.asked : [...state.asked, question] };
}

/** What the visitor fills in to send the conversation to a care coordinator. */
export interface HandoverRequest {
  name: string;
  /** Phone or e-mail: one is enough ('' when not given). */
  phone: string;
  email: string;
  /** Optional: where care is needed, pre-filled from the conversation. */
  city: string;
  /** Optional: anything the visitor wants to add. */
  note: string;
}

/** Why a handover cannot be sent yet, the first problem in the order the form shows its fields. */
export type HandoverProblem = 'name' | 'contact' | 'phone' | 'email';

/**
 * The handover's first problem, or null when it can be sent: a name (not only spaces), a phone
 * number or an e-mail address (one is enough), and each one given valid (the forms' rules).
 */
export function handoverProblem(request: HandoverRequest): HandoverProblem | null {
  if (request.name.trim() === '') return 'name';
  const phone = request.phone.trim();
  const email = request.email.trim();
  if (phone === '' && email === '') return 'contact';
  if (phone !== '' && !isTelephoneNumber(phone)) return 'phone';
  if (email !== '' && !isEmailAddress(email)) return 'email';
  return null;
}
