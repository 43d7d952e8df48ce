import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allTransitions, stateNodes, type TransitionInfo } from './introspection';

/**
 * A machine as a statechart to draw: its state nodes as boxes (compound and parallel ones as
 * containers) and its transitions as labelled edges. Pure and small, so both the build-time
 * layout (scripts/machine-layout.ts, with elkjs) and the QA machine lab read the same graph: the
 * lab draws the layout's boxes and lines and finds them again by these ids.
 */

export type GraphNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The state node's id (`chat.open.online`); the machine itself is the root. */
  id: string;
  /** What the box says: the state's own key (the machine's id for the root). */
  label: string;
  kind: GraphNodeKind;
  parent: string | null;
  /** Whether this is its parent's initial state (the diagram points a dot at it). */
  initial: boolean;
  /** The ids of its child states, in the order the machine declares them. */
  children: string[];
}

export type GraphEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface GraphEdge {
  /** One line of the drawing: the transition's key, with `#n` for its n-th extra target. */
  id: string;
  /** The transition it draws (machines/tooling/introspection.ts `TransitionInfo.key`). */
  transition: string;
  source: string;
  /** Where it leads; a transition without a target (context only) loops back to its source. */
  target: string;
  /** Whether the transition has no target: the state stays, only the context changes. */
  stays: boolean;
  kind: GraphEdgeKind;
  /** The event type as the machine names it (`xstate.after.TYPING_DELAY.chat.open.online.typing`). */
  event: string;
  /** The delay's name for an `after` transition. */
  delay?: string;
  guard?: string;
  /** What the edge says: `NEXT [isStepValid]`, `after TYPING_DELAY`, `always`. */
  label: string;
}

export interface MachineGraph {
  id: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** How an event type reads on an edge: `after TYPING_DELAY`, `done deliverMessage`, or the type itself. */
export function eventLabel(event: string): { kind: GraphEdgeKind; text: string; delay?: string } {
  if (event === 'always') return { kind: 'always', text: 'always' };
  const delay = /^xstate\.after\.([^.]+)\./.exec(event)?.[1];
  if (delay) return { kind: 'after', text: `after ${delay}`, delay };
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (settled?.[1] === 'done' || settled?.[1] === 'error') return { kind: settled[1], text: `${settled[1]} ${settled[2]}` };
  return { kind: 'event', text: event };
}

/** The label of a transition: its event, then its guard in brackets. */
export function transitionLabel(t: Pick<TransitionInfo, 'event' | 'guard'>): string {
  const { text } = eventLabel(t.event);
  return t.guard ? `${text} [${t.guard}]` : text;
}

function nodeKind(node: AnyStateNode): GraphNodeKind {
  if (node.type === 'parallel') return 'parallel';
  if (node.type === 'final') return 'final';
  if (node.type === 'history') return 'history';
  return Object.keys(node.states).length ? 'compound' : 'atomic';
}

/** The machine's statechart as boxes and lines, in the machine's own order (initial states first). */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = stateNodes(machine).map((node): GraphNode => {
    const parent = node.parent;
    const initialTargets = parent?.type === 'compound' ? (parent.initial?.target ?? []) : [];
    const children = Object.values(node.states);
    // Initial state first, then the rest in declaration order: the diagram reads from its start.
    const ordered = [...children.filter((c) => node.initial?.target?.includes(c)), ...children.filter((c) => !node.initial?.target?.includes(c))];
    return {
      id: node.id,
      label: parent ? node.key : machine.id,
      kind: nodeKind(node),
      parent: parent?.id ?? null,
      initial: initialTargets.includes(node),
      children: ordered.map((c) => c.id),
    };
  });
  const edges = allTransitions(machine).flatMap((t): GraphEdge[] => {
    const { kind, delay } = eventLabel(t.event);
    const targets = t.targets.length ? t.targets : [t.source];
    return targets.map((target, index) => ({
      id: index === 0 ? t.key : `${t.key}#${index}`,
      transition: t.key,
      source: t.source,
      target,
      stays: t.targets.length === 0,
      kind,
      event: t.event,
      ...(delay ? { delay } : {}),
      ...(t.guard ? { guard: t.guard } : {}),
      label: transitionLabel(t),
    }));
  });
  return { id: machine.id, nodes, edges };
}

/** Where the layout put a box: absolute coordinates in the diagram. */
export interface BoxLayout {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeLayout {
  /** The line's points, start to end (absolute). */
  points: [number, number][];
  label: BoxLayout;
}

/** A machine's diagram as scripts/machine-layout.ts lays it out with elkjs at build time. */
export interface MachineLayout {
  id: string;
  width: number;
  height: number;
  nodes: Record<string, BoxLayout>;
  /** The dot of each compound state's initial marker, by the compound state's id. */
  initialMarkers: Record<string, { dot: BoxLayout; points: [number, number][] }>;
  edges: Record<string, EdgeLayout>;
}

/** Diagram text is monospace at this size, so the build's sizes are the browser's. */
export const DIAGRAM_FONT = { family: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace', size: 12, charWidth: 7.3, lineHeight: 16 } as const;

/** How wide a line of diagram text is. */
export function textWidth(text: string): number {
  return Math.ceil([...text].length * DIAGRAM_FONT.charWidth);
}
