import { machineEntry } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { MACHINE_LAB_PATH } from '../../src/content/machine-lab';
import { sessionExport, sessionLink } from '../../src/features/machine-lab/lab-export';
import { startRun } from '../../src/features/machine-lab/lab-session';

/** The committed export that runs as a model test of its own: tests/model/quiz-lab-session.exported.test.ts. */
export const EXPORTED_TEST = 'tests/model/quiz-lab-session.exported.test.ts';

/** A QA session on the quiz: start, a refused Next, an answer, Next. */
export function quizSession() {
  const events = [{ type: 'START' }, { type: 'NEXT' }, MACHINE_EXAMPLES.quiz.events[0]!, { type: 'NEXT' }];
  const run = startRun(machineEntry('quiz').machine, MACHINE_EXAMPLES.quiz.input, events);
  run.stop();
  const link = sessionLink('http://127.0.0.1:4173', MACHINE_LAB_PATH, 'quiz', events);
  return { run, session: sessionExport('quiz', 'intro', run.steps, link) };
}

