import type { KeyboardEvent } from 'react';
import { DIAGRAM_FONT, type GraphEdge, type GraphNode, type MachineGraph, type MachineLayout } from '../../../machines/tooling/graph';

/**
 * A machine's statechart as SVG: the boxes and lines laid out at build time
 * (scripts/machine-layout.ts), coloured by what the lab knows now. Pure SVG with inline
 * presentation attributes and no Mantine, so the same component draws the lab's live diagram,
 * the exported SVG and the docs' static ones (`npm run machines:docs`).
 */

export type EdgeCoverage = 'covered' | 'missed';

export interface DiagramHighlights {
  /** State ids of the active configuration. */
  active?: ReadonlySet<string>;
  /** The transition (key) the last step took. */
  last?: string | null;
  /** Transitions (keys) the current state can take now: their guards pass. */
  enabled?: ReadonlySet<string>;
  /** Transitions (keys) out of the current state whose guard fails now. */
  blocked?: ReadonlySet<string>;
  /** Transitions (keys) of the selected path or test. */
  path?: ReadonlySet<string>;
  /** Transitions (keys) coloured by coverage. */
  coverage?: ReadonlyMap<string, EdgeCoverage>;
  /** The selected state or transition. */
  selected?: string | null;
}

export interface MachineDiagramProps extends DiagramHighlights {
  graph: MachineGraph;
  layout: MachineLayout;
  /** Only these transitions (keys) are drawn strongly; the rest fade (the uncovered filter). */
  only?: ReadonlySet<string> | null;
  /** The viewBox (pan and zoom); the whole diagram by default. */
  viewBox?: { x: number; y: number; width: number; height: number };
  onSelectState?: (id: string) => void;
  onSelectTransition?: (key: string) => void;
  /** Whether states and transitions take focus and clicks (the static docs' drawing does not). */
  interactive?: boolean;
  title?: string;
}

export const DIAGRAM_COLORS = {
  text: '#1a1b1e',
  stateFill: '#ffffff',
  stateStroke: '#495057',
  containerFill: '#f8f9fa',
  activeFill: '#d3f9d8',
  activeStroke: '#2b8a3e',
  edge: '#495057',
  enabled: '#1864ab',
  blocked: '#862e9c',
  last: '#c2410c',
  path: '#7048e8',
  covered: '#2b8a3e',
  missed: '#c92a2a',
  selected: '#1864ab',
  faded: '#ced4da',
} as const;

function pathOf(points: readonly [number, number][]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
}

function edgeColor(edge: GraphEdge, h: DiagramHighlights, faded: boolean): { stroke: string; width: number; dash?: string } {
  if (faded) return { stroke: DIAGRAM_COLORS.faded, width: 1 };
  if (h.last === edge.transition) return { stroke: DIAGRAM_COLORS.last, width: 3 };
  if (h.path?.has(edge.transition)) return { stroke: DIAGRAM_COLORS.path, width: 3 };
  if (h.enabled?.has(edge.transition)) return { stroke: DIAGRAM_COLORS.enabled, width: 2 };
  if (h.blocked?.has(edge.transition)) return { stroke: DIAGRAM_COLORS.blocked, width: 2, dash: '3 3' };
  const coverage = h.coverage?.get(edge.transition);
  if (coverage === 'covered') return { stroke: DIAGRAM_COLORS.covered, width: 1.5 };
  if (coverage === 'missed') return { stroke: DIAGRAM_COLORS.missed, width: 2, dash: '6 4' };
  return { stroke: DIAGRAM_COLORS.edge, width: 1.2 };
}

function describeEdge(edge: GraphEdge, h: DiagramHighlights): string {
  const to = edge.stays ? 'stays in the same state' : `to ${edge.target}`;
  const notes = [
    h.enabled?.has(edge.transition) ? 'can be taken now' : null,
    h.blocked?.has(edge.transition) ? `blocked now: ${edge.guard ?? 'its guard'} is false (press Enter to see why)` : null,
    h.last === edge.transition ? 'last taken' : null,
    h.path?.has(edge.transition) ? 'on the selected path' : null,
    h.coverage?.get(edge.transition) === 'missed' ? 'not covered by tests' : h.coverage?.get(edge.transition) === 'covered' ? 'covered by tests' : null,
  ].filter(Boolean);
  return `Transition ${edge.label} from ${edge.source} ${to}${notes.length ? `, ${notes.join(', ')}` : ''}`;
}

function describeNode(node: GraphNode, h: DiagramHighlights): string {
  const kind = node.kind === 'atomic' ? 'State' : `${node.kind[0]?.toUpperCase()}${node.kind.slice(1)} state`;
  return `${kind} ${node.id}${node.initial ? ', initial' : ''}${h.active?.has(node.id) ? ', active' : ''}`;
}

/** Enter or Space acts as a click, as on a button. */
function onActivate(action: (() => void) | undefined) {
  return (event: KeyboardEvent) => {
    if (!action || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    action();
  };
}

export function MachineDiagram(props: MachineDiagramProps) {
  const { graph, layout, only, interactive = true, title } = props;
  const view = props.viewBox ?? { x: 0, y: 0, width: layout.width, height: layout.height };
  const markerId = `arrow-${graph.id}`;
  const markers = Object.entries({
    edge: DIAGRAM_COLORS.edge,
    enabled: DIAGRAM_COLORS.enabled,
    blocked: DIAGRAM_COLORS.blocked,
    last: DIAGRAM_COLORS.last,
    path: DIAGRAM_COLORS.path,
    covered: DIAGRAM_COLORS.covered,
    missed: DIAGRAM_COLORS.missed,
    faded: DIAGRAM_COLORS.faded,
  });
  const markerFor = (stroke: string) => `url(#${markerId}-${markers.find(([, c]) => c === stroke)?.[0] ?? 'edge'})`;
  // Containers first, so their children are drawn on top of them.
  const nodes = [...graph.nodes].sort((a, b) => Number(a.children.length === 0) - Number(b.children.length === 0));
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      // In the lab the drawing fills its panel (the view box says which part shows); elsewhere it has its natural size.
      width={props.viewBox ? '100%' : layout.width}
      height={props.viewBox ? '100%' : layout.height}
      style={props.viewBox ? { display: 'block' } : undefined}
      role={interactive ? 'group' : 'img'}
      aria-label={title ?? `Statechart of ${graph.id}`}
      data-machine={graph.id}
      fontFamily={DIAGRAM_FONT.family}
      fontSize={DIAGRAM_FONT.size}
    >
      {title && <title>{title}</title>}
      <defs>
        {markers.map(([name, color]) => (
          <marker key={name} id={`${markerId}-${name}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={color} />
          </marker>
        ))}
      </defs>
      <rect x={0} y={0} width={layout.width} height={layout.height} fill="#ffffff" />
      {nodes.map((node) => {
        const box = layout.nodes[node.id];
        if (!box) return null;
        const active = props.active?.has(node.id) ?? false;
        const container = node.children.length > 0;
        // A container is outlined when active, never filled (the machine itself is always active).
        const filled = active && !container;
        const selected = props.selected === node.id;
        const select = props.onSelectState && interactive ? () => props.onSelectState?.(node.id) : undefined;
        return (
          <g
            key={node.id}
            data-node={node.id}
            data-kind={node.kind}
            data-active={active || undefined}
            {...(interactive ? { tabIndex: 0, role: 'button', 'aria-label': describeNode(node, props), 'aria-pressed': selected } : {})}
            onClick={select}
            onKeyDown={onActivate(select)}
            className={interactive ? 'diagram-focusable' : undefined}
            style={interactive ? { cursor: 'pointer' } : undefined}
          >
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={container ? 10 : 8}
              fill={filled ? DIAGRAM_COLORS.activeFill : container ? DIAGRAM_COLORS.containerFill : DIAGRAM_COLORS.stateFill}
              stroke={selected ? DIAGRAM_COLORS.selected : active && node.parent ? DIAGRAM_COLORS.activeStroke : DIAGRAM_COLORS.stateStroke}
              strokeWidth={selected || (active && node.parent) ? 2.5 : 1.2}
              strokeDasharray={node.kind === 'parallel' ? '6 3' : undefined}
            />
            {node.kind === 'final' && (
              <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={6} fill="none" stroke={DIAGRAM_COLORS.stateStroke} />
            )}
            <text
              x={container ? box.x + 12 : box.x + box.width / 2}
              y={container ? box.y + 21 : box.y + box.height / 2 + 4}
              textAnchor={container ? 'start' : 'middle'}
              fill={DIAGRAM_COLORS.text}
              fontWeight={filled || container ? 700 : 400}
            >
              {node.label}
              {node.kind === 'parallel' ? ' (parallel)' : ''}
            </text>
          </g>
        );
      })}
      {Object.entries(layout.initialMarkers).map(([parent, marker]) => (
        <g key={`initial-${parent}`} data-initial-of={parent} aria-hidden="true">
          <circle cx={marker.dot.x + marker.dot.width / 2} cy={marker.dot.y + marker.dot.height / 2} r={marker.dot.width / 2} fill={DIAGRAM_COLORS.text} />
          <path d={pathOf(marker.points)} fill="none" stroke={DIAGRAM_COLORS.text} strokeWidth={1.2} markerEnd={`url(#${markerId}-edge)`} />
        </g>
      ))}
      {graph.edges.map((edge) => {
        const laid = layout.edges[edge.id];
        if (!laid) return null;
        const faded = only ? !only.has(edge.transition) : false;
        const { stroke, width, dash } = edgeColor(edge, props, faded);
        const selected = props.selected === edge.transition;
        const select = props.onSelectTransition && interactive ? () => props.onSelectTransition?.(edge.transition) : undefined;
        const primary = edge.id === edge.transition;
        return (
          <g
            key={edge.id}
            data-edge={edge.id}
            data-transition={primary ? edge.transition : undefined}
            data-enabled={props.enabled?.has(edge.transition) || undefined}
            data-blocked={props.blocked?.has(edge.transition) || undefined}
            data-last={props.last === edge.transition || undefined}
            data-on-path={props.path?.has(edge.transition) || undefined}
            data-coverage={props.coverage?.get(edge.transition)}
            {...(interactive && primary
              ? { tabIndex: 0, role: 'button', 'aria-label': describeEdge(edge, props), 'aria-pressed': selected }
              : { 'aria-hidden': true })}
            onClick={select}
            onKeyDown={onActivate(select)}
            className={interactive && primary ? 'diagram-focusable' : undefined}
            style={interactive ? { cursor: 'pointer' } : undefined}
          >
            <path
              d={pathOf(laid.points)}
              fill="none"
              stroke={selected ? DIAGRAM_COLORS.selected : stroke}
              strokeWidth={selected ? 3 : width}
              strokeDasharray={dash}
              markerEnd={markerFor(stroke)}
            />
            {/* A wider invisible line makes the edge easy to hit with a pointer. */}
            {interactive && <path d={pathOf(laid.points)} fill="none" stroke="transparent" strokeWidth={10} />}
            <rect
              x={laid.label.x}
              y={laid.label.y}
              width={laid.label.width}
              height={laid.label.height}
              rx={4}
              fill="#ffffff"
              stroke={selected ? DIAGRAM_COLORS.selected : faded ? DIAGRAM_COLORS.faded : stroke}
              strokeWidth={selected ? 2 : 1}
              strokeDasharray={dash}
            />
            <text x={laid.label.x + 4} y={laid.label.y + laid.label.height - 6} fill={faded ? '#495057' : DIAGRAM_COLORS.text}>
              {edge.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Attributes that make the live drawing interactive, left out of an exported one. */
const INTERACTIVE_ATTRIBUTES = ['tabindex', 'role', 'aria-pressed', 'aria-label', 'class', 'style'];

/**
 * The drawing as a file of its own: the whole diagram at its natural size (`viewBox`, `width` and
 * `height`), whatever the panel's zoom and pan, coloured as it is now, without the attributes that
 * make it a control; it opens alike in a browser and an image viewer.
 */
export function exportableSvg(live: SVGSVGElement, layout: Pick<MachineLayout, 'width' | 'height'>, title: string): string {
  const svg = live.cloneNode(true) as SVGSVGElement;
  for (const element of [svg, ...svg.querySelectorAll('*')]) for (const name of INTERACTIVE_ATTRIBUTES) element.removeAttribute(name);
  svg.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
  svg.setAttribute('width', String(layout.width));
  svg.setAttribute('height', String(layout.height));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', title);
  // Hit areas for the pointer are of no use in a picture.
  for (const hit of svg.querySelectorAll('path[stroke="transparent"]')) hit.remove();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
}
