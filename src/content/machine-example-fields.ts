import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';

/** The shape of the QA machine lab's and the model tests' example events and inputs (./machine-examples.ts). */
export interface MachineExamples<TMachine extends AnyStateMachine> {
  /** Payloads for the events that carry data; events without data need no entry. */
  events: readonly EventFromLogic<TMachine>[];
  /** What the lab starts the machine with: the site's real values. */
  input: InputFrom<TMachine>;
  /**
   * For a machine whose input carries the time (the consultation's calendar clock): its input at
   * an instant, ms since the epoch, so the lab starts it at its own clock's (decision 0044).
   */
  inputAt?: (at: number) => InputFrom<TMachine>;
  /**
   * What each field of its events may hold, as far as the lab can check and offer it (see
   * EventFieldRule); a field not named is not checked.
   */
  fields: EventFields<TMachine>;
}

/**
 * What an event's field may hold: one of the site's options (the quiz's answers, the calculator's
 * care types), a whole number in a range, or free text a visitor types (the machine itself refuses
 * what it must). The QA machine lab refuses a deep link or a payload with a value outside these,
 * naming the field and the allowed values, so no view ever shows `$NaN`; its payload form offers
 * these fields, a choice as a list.
 */
export type EventFieldRule =
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'text' }
  /** Whether a checkbox was left checked: a value event's `value` (decision 0061). */
  | { kind: 'yesNo' }
  /**
   * When the event happened, ms since the epoch (decision 0044): the view stamps its clock, the
   * QA lab stamps its own on every event it sends (to send at another time, move its clock).
   */
  | { kind: 'instant' }
  /**
   * Text the view words from the event's instant (the chat's hours line); the lab words it with
   * `words` when it stamps the instant.
   */
  | { kind: 'worded'; words: (at: number) => string };

type FieldRules<TEvent> = { readonly [K in Exclude<keyof TEvent, 'type'>]?: EventFieldRule };
/** A machine's event fields, by event type. */
export type EventFields<TMachine extends AnyStateMachine> = {
  readonly [T in EventFromLogic<TMachine>['type']]?: FieldRules<Extract<EventFromLogic<TMachine>, { type: T }>>;
};

export const choice = (options: readonly string[]): EventFieldRule => ({ kind: 'choice', options });
export const TEXT: EventFieldRule = { kind: 'text' };
export const INSTANT: EventFieldRule = { kind: 'instant' };
export const YES_NO: EventFieldRule = { kind: 'yesNo' };

/** One of a content list's options, checked by the compiler against that list. */
export function optionOf<const TOption extends string>(options: readonly TOption[], option: NoInfer<TOption>): TOption {
  if (!options.includes(option)) throw new Error(`"${option}" is not one of ${options.join(', ')}`);
  return option;
}
