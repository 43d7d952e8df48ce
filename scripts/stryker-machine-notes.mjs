// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer (stryker.config.mjs `ignorers`, decision 0078): in a machine's file, what
 * the running machine never reads is not mutated. `meta` holds the notes the QA lab shows and
 * `npm run machines:properties` checks (which events a state ignores, and why: the properties
 * tests judge those); `types` is TypeScript's alone, erased when the code runs. A mutant there
 * could change nothing a visitor sees, and counted as a survivor it would hide the ones that can.
 */
const keyOf = (node) =>
  node.type === 'ObjectProperty' && !node.computed
    ? node.key.type === 'Identifier'
      ? node.key.name
      : node.key.type === 'StringLiteral'
        ? node.key.value
        : null
    : null;

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-notes', {
    shouldIgnore(path) {
      const file = path.hub?.file?.opts?.filename ?? '';
      if (!/\.machine\.ts$/.test(file)) return undefined;
      for (let at = path; at; at = at.parentPath) {
        const key = keyOf(at.node);
        if (key === 'meta') return "A state's notes for the lab and the properties check (meta), not read by the running machine";
        if (key === 'types') return "TypeScript's types (setup's types), erased when the code runs";
      }
      return undefined;
    },
  }),
];
