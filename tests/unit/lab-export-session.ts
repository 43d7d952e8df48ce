import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { MACHINE_LAB_PATH } from '../../src/content/machine-lab';
import type { LabSessionAddress } from '../../src/features/machine-lab/lab-address';
import { exportedTestPath, sessionExport, sessionLink } from '../../src/features/machine-lab/lab-export';
import { startRun } from '../../src/features/machine-lab/lab-session';
import { clockStart, labInput, pathListOf, runStart, variantInput } from '../../src/features/machine-lab/lab-setup';

/** Where the page was opened, in the committed export's link. */
const ORIGIN = 'http://127.0.0.1:4173';
/** The instant the page was opened: a weekday afternoon, when the chat would be online. */
export const PAGE_NOW = '2031-03-05T19:00:00.000Z';

/**
 * A QA session on the chat in its "away" variant (a Saturday morning): the launcher appears, the
 * visitor opens it, the greeting and the office-hours notice come, they start a message, and 5 s
 * pass. Its context changes at every step; its variant and clock are what make it reproduce.
 */
export function chatAwaySession() {
  const path = pathListOf('chat').paths.find((p) => p.variant === 'away' && p.steps.at(-1)?.state === 'open.away.leavingMessage');
  if (!path) throw new Error('The chat has a generated "away" path to open.away.leavingMessage');
  const machine = machineEntry('chat').machine;
  const input = labInput('chat', 'away', PAGE_NOW);
  const run = startRun(
    machine,
    input,
    path.steps.map((s) => s.event),
  );
  // QA lets 5 s pass while the visitor writes: a clock move, a step of the session (decision 0044).
  run.advance(5000);
  run.stop();
  const address: LabSessionAddress = { machine: 'chat', variant: 'away', now: clockStart('chat', 'away', PAGE_NOW), events: run.steps.map((s) => s.event) };
  const start = runStart(machine, input);
  const session = sessionExport(address, {
    initial: stateName(start.value),
    startContext: start.context,
    steps: run.steps,
    link: sessionLink(ORIGIN, MACHINE_LAB_PATH, address),
    input: variantInput('chat', 'away'),
  });
  return { run, session, file: exportedTestPath(session) };
}
