/**
 * `npm run machines:layout`: lays out every machine of machines/index.ts with elkjs (layered,
 * left to right, nested states inside their parents) and writes the boxes and lines to
 * src/features/machine-lab/machine-layouts.json, which the QA machine lab and `machines:docs`
 * draw. elkjs runs here, at build time, never in the browser (it is about 450 KB gzipped).
 * tests/unit/machine-layout.test.ts fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { DIAGRAM_FONT, machineGraph, textWidth, type BoxLayout, type GraphNode, type MachineLayout } from '../machines/tooling/graph';
import { MACHINES } from '../machines/index';

/** From the repository's root, where npm runs scripts and Vitest runs tests. */
export const LAYOUT_FILE = resolve('src/features/machine-lab/machine-layouts.json');

const STATE_HEIGHT = 36;
const STATE_PADDING_X = 28;
const CONTAINER_PADDING = { top: 34, side: 16, bottom: 16 };
const LABEL_HEIGHT = DIAGRAM_FONT.lineHeight + 4;
const INITIAL_DOT = 10;

/**
 * States come in the machine's order (initial marker first), and cycles (NEXT one way, BACK the other) are
 * broken depth-first from the initial marker, so forward edges run left to right and the chart
 * reads from its start. Set on every container: under INCLUDE_CHILDREN each one breaks its own
 * cycles. (MODEL_ORDER cycle breaking and considerModelOrder crash elkjs 0.12 on nested graphs.)
 */
const READING_ORDER = { 'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST' };

const initialId = (parent: string) => `${parent}.__initial`;

function elkNode(node: GraphNode, byId: Map<string, GraphNode>): ElkNode {
  const labelWidth = textWidth(node.label) + STATE_PADDING_X;
  if (!node.children.length) {
    return { id: node.id, width: Math.max(labelWidth, 88), height: STATE_HEIGHT };
  }
  const children = node.children.map((id) => byId.get(id)).filter((c): c is GraphNode => c !== undefined);
  const initial = children.find((c) => c.initial);
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${CONTAINER_PADDING.top},left=${CONTAINER_PADDING.side},bottom=${CONTAINER_PADDING.bottom},right=${CONTAINER_PADDING.side}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${labelWidth + 2 * CONTAINER_PADDING.side}, ${STATE_HEIGHT + CONTAINER_PADDING.top})`,
      ...READING_ORDER,
    },
    children: [
      // The initial marker is a small node of its own, so the layout puts it (and the initial state) first.
      ...(initial ? [{ id: initialId(node.id), width: INITIAL_DOT, height: INITIAL_DOT }] : []),
      ...children.map((c) => elkNode(c, byId)),
    ],
    edges: initial ? [{ id: initialId(node.id), sources: [initialId(node.id)], targets: [initial.id] }] : [],
  };
}

/** The ancestors of a node, itself first. */
function ancestry(id: string, byId: Map<string, GraphNode>): string[] {
  const out: string[] = [];
  for (let at: string | null = id; at; at = byId.get(at)?.parent ?? null) out.push(at);
  return out;
}

/** The lowest node that contains both ends (an edge between a container and its child belongs to the container's parent). */
function edgeContainer(source: string, target: string, byId: Map<string, GraphNode>): string | null {
  const sourceUp = ancestry(source, byId).slice(1);
  const targetUp = new Set(ancestry(target, byId).slice(1));
  return sourceUp.find((id) => targetUp.has(id)) ?? null;
}

const round = (n: number) => Math.round(n * 10) / 10;
const box = (n: { x?: number; y?: number; width?: number; height?: number }): BoxLayout => ({
  x: round(n.x ?? 0),
  y: round(n.y ?? 0),
  width: round(n.width ?? 0),
  height: round(n.height ?? 0),
});

const elk = new ELK();

/** One machine's diagram: boxes and lines in absolute coordinates. */
export async function layoutMachine(machine: AnyStateMachine): Promise<MachineLayout> {
  const graph = machineGraph(machine);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const root = graph.nodes[0];
  if (!root) throw new Error(`Machine ${machine.id} has no root`);
  const top: ElkNode = {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      ...READING_ORDER,
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.edgeLabels.inline': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [elkNode(root, byId)],
    edges: [],
  };
  // Each edge goes in the lowest container of both its ends.
  const containers = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    containers.set(node.id, node);
    node.children?.forEach(index);
  };
  index(top);
  for (const edge of graph.edges) {
    const container = containers.get(edgeContainer(edge.source, edge.target, byId) ?? '__diagram') ?? top;
    const elkEdge: ElkExtendedEdge = {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ id: `${edge.id}:label`, text: edge.label, width: textWidth(edge.label) + 8, height: LABEL_HEIGHT }],
    };
    container.edges = [...(container.edges ?? []), elkEdge];
  }

  const laid = await elk.layout(top);
  const nodes: MachineLayout['nodes'] = {};
  const initialMarkers: MachineLayout['initialMarkers'] = {};
  const edges: MachineLayout['edges'] = {};
  const visit = (node: ElkNode) => {
    if (node.id !== '__diagram' && !node.id.endsWith('.__initial')) nodes[node.id] = box(node);
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const section = edge.sections?.[0];
      const points: [number, number][] = section
        ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p): [number, number] => [round(p.x), round(p.y)])
        : [];
      if (edge.id.endsWith('.__initial')) {
        const parent = edge.id.slice(0, -'.__initial'.length);
        const dot = node.children?.find((c) => c.id === edge.id);
        initialMarkers[parent] = { dot: box(dot ?? {}), points };
      } else {
        edges[edge.id] = { points, label: box(edge.labels?.[0] ?? {}) };
      }
    }
    node.children?.forEach(visit);
  };
  visit(laid);
  return { id: machine.id, width: round(laid.width ?? 0), height: round(laid.height ?? 0), nodes, initialMarkers, edges };
}

/** Every registered machine's diagram, by registry id. */
export async function layoutAll(): Promise<Record<string, MachineLayout>> {
  const out: Record<string, MachineLayout> = {};
  for (const entry of MACHINES) out[entry.id] = await layoutMachine(entry.machine);
  return out;
}

export function serializeLayouts(layouts: Record<string, MachineLayout>): string {
  return `${JSON.stringify(layouts, null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const layouts = await layoutAll();
  writeFileSync(LAYOUT_FILE, serializeLayouts(layouts));
  console.log(`machines:layout wrote ${Object.keys(layouts).length} diagrams to ${LAYOUT_FILE}`);
}
