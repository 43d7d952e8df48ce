import type { AnyMachineSnapshot } from 'xstate';
import * as rules from '../../machines/quiz-rules';
import { DEFAULT_LANGUAGES } from '../../src/content/quiz';

export const QUIZ_INPUT = { defaultLanguages: DEFAULT_LANGUAGES };

/**
 * What tells two quiz states apart for path generation: the guards that decide the current
 * step's Next/See My Plan, plus which contact fields are filled (so the walk reaches a complete
 * contact step). Everything else in the answers does not change behaviour.
 */
export function quizSignificantContext(snapshot: AnyMachineSnapshot): unknown {
  const a = snapshot.context.answers as rules.QuizAnswers;
  switch (snapshot.value) {
    case 'whoNeedsCare':
      return rules.isWhoNeedsCareAnswered(a);
    case 'supportNeeded':
      return rules.isSupportChosen(a);
    case 'hoursOfCare':
      return rules.isHoursChosen(a);
    case 'medicalCondition':
      return a.medicalCondition === 'Other';
    case 'location':
      return rules.isLocationGiven(a);
    case 'contact':
      return [a.contact.name !== '', a.contact.email !== '', a.contact.phone !== ''];
    default:
      return undefined;
  }
}
