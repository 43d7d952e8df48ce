import type { SnapshotFrom } from 'xstate';
import type { quizMachine } from '../../machines/quiz/quiz.machine';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import type { ModelEvent } from './paths';

type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

/** The quiz as the site starts it (the machine lab starts it the same way). */
export const QUIZ_INPUT = MACHINE_EXAMPLES.quiz.input;

/**
 * What tells two quiz states apart for path generation: whether the current step is answered as
 * docs/spec/SPEC.md §5 asks (said here by hand, not with the machine's rules, so a rule gone wrong
 * does not also change the paths that test it), plus which contact fields are filled (so the walk
 * reaches a complete contact step). Everything else in the answers does not change behaviour.
 */
export function quizSignificantContext(snapshot: QuizSnapshot): unknown {
  const a = snapshot.context.answers;
  switch (snapshot.value) {
    case 'whoNeedsCare':
      return a.whoNeedsCare !== '';
    case 'supportNeeded':
      return a.supportNeeded.length > 0;
    case 'hoursOfCare':
      return a.hoursOfCare !== '';
    case 'medicalCondition':
      return a.medicalCondition === 'Other';
    case 'location':
      return a.location.trim() !== '';
    // A date before the visitor's today (yyyy-mm-dd compares as text) or not.
    case 'startDate':
      return a.startDate !== '' && a.startDate < snapshot.context.earliestStartDate;
    case 'contact':
      return [a.contact.name !== '', a.contact.email !== '', a.contact.phone !== ''];
    default:
      return undefined;
  }
}

/** The box for another condition exists only while Other is chosen: only then can a visitor type in it. */
export function quizCanHappen(snapshot: QuizSnapshot, event: ModelEvent<typeof quizMachine>): boolean {
  return event.type !== 'SET_OTHER_CONDITION' || snapshot.context.answers.medicalCondition === 'Other';
}
