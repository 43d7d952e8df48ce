import { afterAll, beforeAll, describe, it } from 'vitest';
import { MACHINES } from '../../machines/index';
import { MODEL_CONFIGURATIONS } from './configurations';
import { WALKED, WALK_LENGTH, WALK_RUNS, WALK_SEED, assertRandomWalks } from './random-walks';
import { SKELETON_VIEWS } from './skeleton-views';

/**
 * Random walks over every machine's real view, beside the covering paths (tests/model/random-walks.tsx,
 * decision 0058): in CI one run of at most WALK_LENGTH events per configuration, seeds from
 * WALK_SEED on (printed); `npm run machines:all` runs many more. Replay a failure with
 * MACHINE_WALK_SEED=<its seed>.
 */
const WALK_TIMEOUT = WALK_RUNS > 1 ? 20 * 60_000 : undefined;
const configurations = MACHINES.flatMap(({ id }) => MODEL_CONFIGURATIONS[id].map((c) => ({ id, variant: c.variant })));

beforeAll(async () => {
  await Promise.all(Object.values(SKELETON_VIEWS).map((view) => view.preload?.()));
});

afterAll(() => {
  process.stdout.write(`random walks: ${WALKED.runs} runs, ${WALKED.events} events, seeds ${WALK_SEED}–${WALK_SEED + configurations.length - 1}\n`);
});

describe(`random walks over the real views (${WALK_RUNS} run(s) of up to ${WALK_LENGTH} events per configuration, seeds ${WALK_SEED}–${WALK_SEED + configurations.length - 1})`, () => {
  for (const [index, { id, variant }] of configurations.entries()) {
    it(
      `${id}${variant ? ` (${variant})` : ''}: the view follows the machine and reports no error, seed ${WALK_SEED + index}`,
      async () => {
        await assertRandomWalks(id, variant, WALK_SEED + index);
        // Many runs (npm run machines:all) take longer than Vitest's default.
      },
      WALK_TIMEOUT,
    );
  }
});
