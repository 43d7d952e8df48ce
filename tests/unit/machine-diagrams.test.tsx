import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { machineGraph, transitionLabel } from '../../machines/tooling/graph';
import { MACHINES } from '../../machines/index';
import { allTransitions, stateNodes } from '../../machines/tooling/introspection';
import { DOCS_DIR, machineDocs, mermaidOf } from '../../scripts/machine-docs';
import { LAYOUT_FILE, layoutAll, serializeLayouts } from '../../scripts/machine-layout';
import { MachineDiagram } from '../../src/features/machine-lab/machine-diagram';
import { layoutOf } from '../../src/features/machine-lab/machine-layouts';

describe('the build-time layout of the machines (npm run machines:layout)', () => {
  it('is fresh: elkjs lays the registry out exactly as the committed file says', async () => {
    const fresh = serializeLayouts(await layoutAll());
    expect(fresh === readFileSync(LAYOUT_FILE, 'utf8'), 'src/features/machine-lab/machine-layouts.json is stale: run npm run machines:layout').toBe(true);
  });

  it.each(MACHINES.map((m) => [m.id, m] as const))('%s: every state is inside its parent and every line has ends', (id, entry) => {
    const layout = layoutOf(id);
    const graph = machineGraph(entry.machine);
    for (const node of graph.nodes) {
      const box = layout.nodes[node.id];
      const parent = node.parent ? layout.nodes[node.parent] : { x: 0, y: 0, width: layout.width, height: layout.height };
      expect(box, node.id).toBeDefined();
      if (!box || !parent) continue;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    for (const edge of graph.edges) expect(layout.edges[edge.id]?.points.length, edge.id).toBeGreaterThanOrEqual(2);
  });

  it('reads from the start: the quiz runs left to right in its own order, intro first and results last', () => {
    const layout = layoutOf('quiz');
    const order = ['intro', 'whoNeedsCare', 'supportNeeded', 'hoursOfCare', 'medicalCondition', 'location', 'languages', 'startDate', 'contact', 'results'];
    const xs = order.map((s) => layout.nodes[`quiz.${s}`]?.x ?? NaN);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });
});

describe('the diagram drawn from the layout', () => {
  it.each(MACHINES.map((m) => [m.id, m] as const))('%s: draws every state and every transition of the definition, labelled', (id, entry) => {
    const { container } = render(<MachineDiagram graph={machineGraph(entry.machine)} layout={layoutOf(id)} />);
    const drawnStates = [...container.querySelectorAll('[data-node]')].map((g) => g.getAttribute('data-node'));
    expect(drawnStates.sort()).toEqual(
      stateNodes(entry.machine)
        .map((n) => n.id)
        .sort(),
    );
    const transitions = allTransitions(entry.machine);
    const drawn = [...container.querySelectorAll('[data-transition]')];
    expect(drawn.map((g) => g.getAttribute('data-transition')).sort()).toEqual(transitions.map((t) => t.key).sort());
    for (const t of transitions) {
      const g = container.querySelector(`[data-transition="${CSS.escape(t.key)}"]`);
      // The label is the transition's (its event, then its guard: see the literal cases below).
      expect(g?.textContent ?? '').toContain(transitionLabel(t));
      expect(g).toHaveAttribute('aria-label', expect.stringContaining(`from ${t.source}`));
    }
    // Every compound state marks its initial state.
    const compounds = stateNodes(entry.machine).filter((n) => n.type === 'compound' && Object.keys(n.states).length);
    for (const n of compounds) expect(container.querySelector(`[data-initial-of="${CSS.escape(n.id)}"]`), n.id).not.toBeNull();
  });
});

describe('the machine docs (npm run machines:docs)', () => {
  it('are fresh: docs/machines/ holds exactly what the registry gives', () => {
    const files = machineDocs();
    for (const [name, text] of Object.entries(files)) {
      expect(text === readFileSync(join(DOCS_DIR, name), 'utf8'), `docs/machines/${name} is stale: run npm run machines:docs`).toBe(true);
    }
  });

  it('writes a Mermaid stateDiagram-v2 with nested states, initial arrows and every transition', () => {
    const text = mermaidOf(machineGraph(MACHINES.find((m) => m.id === 'chat')!.machine));
    expect(text.split('\n')[0]).toBe('stateDiagram-v2');
    expect(text).toContain('state open_away {');
    expect(text).toContain('[*] --> waiting');
    expect(text).toContain('open_away_leavingMessage --> open_away_sending: SUBMIT_OFFLINE_MESSAGE [and(isOfflineFormComplete, isCallbackNumberValid)]');
    expect(text).toContain('waiting --> closed: after APPEAR_DELAY');
    const franchise = mermaidOf(machineGraph(MACHINES.find((m) => m.id === 'franchiseEarnings')!.machine));
    expect(franchise).toMatch(/state clients \{[\s\S]*\}\n {2}--\n {2}state "hours"/);
  });
});

describe('transition labels', () => {
  it.each([
    [{ event: 'TOGGLE_MENU' }, 'TOGGLE_MENU'],
    [{ event: 'NEXT', guard: 'isSupportChosen' }, 'NEXT [isSupportChosen]'],
    [{ event: 'xstate.after.TYPING_DELAY.chat.open.online.typing' }, 'after TYPING_DELAY'],
    [{ event: 'xstate.done.actor.deliverMessage' }, 'done deliverMessage'],
    [{ event: 'xstate.error.actor.deliverMessage' }, 'error deliverMessage'],
    [{ event: 'always', guard: 'isPathDone' }, 'always [isPathDone]'],
  ])('%j reads %s', (transition, label) => {
    expect(transitionLabel(transition)).toBe(label);
  });
});
