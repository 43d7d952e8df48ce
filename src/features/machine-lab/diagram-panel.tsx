import { Box, Button, Card, Group, Popover, SegmentedControl, Switch, Table, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { eventLabel, type MachineGraph, type MachineLayout } from '../../../machines/tooling/graph';
import type { TransitionInfo } from '../../../machines/tooling/introspection';
import { bounds, edgeRects, fitView, focusView, panBy, viewBoxOf, wholeView, zoomAt, ZOOM, type DiagramView, type Rect } from './diagram-view';
import { download } from './lab-download';
import { usePanZoom } from './use-pan-zoom';
import type { DeclaredEvent } from '../../../machines/tooling/properties';
import { StateList } from './state-list';
import type { LabEdges } from './lab-edges';
import { exportableSvg, MachineDiagram, type DiagramHighlights } from './machine-diagram';

type ViewMode = 'diagram' | 'list' | 'table';
const VIEW_MODES: readonly { value: ViewMode; label: string }[] = [
  { value: 'diagram', label: 'Diagram' },
  { value: 'list', label: 'List' },
  { value: 'table', label: 'Transition table' },
];
/** global.css's phone width. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** The panel's size before its first measurement. */
const UNMEASURED_PANEL = { width: 1000, height: 480 };

export interface DiagramPanelProps extends DiagramHighlights {
  id: string;
  title: string;
  graph: MachineGraph;
  layout: MachineLayout;
  transitions: readonly TransitionInfo[];
  /** Transitions (keys) the model tests never take, when the build carries a coverage report. */
  uncovered: ReadonlySet<string> | null;
  onSelectState: (id: string) => void;
  /** A click (or Enter) on a transition with nothing to ask: select it, and take it if it can be taken now. */
  onSelectTransition: (key: string) => void;
  /**
   * What to show beside a transition when it is clicked instead of taking it at once (why it is
   * blocked, which payload to send), or null to take it. `close` closes the popover.
   */
  edgeDetails: (key: string, close: () => void) => ReactNode | null;
  /** Whether a click on a transition opens its details rather than taking it. */
  edgeAsks: (key: string) => boolean;
  /** A state or transition to bring into view (the lab's search), once per `nonce`. */
  jumpTo?: { target: string; nonce: number } | null;
  /** Where each enabled way out really leads (the list says it). */
  leadsTo: LabEdges['leadsTo'];
  /** What the active states ignore or refuse on purpose (the list says it). */
  declared?: readonly DeclaredEvent[];
}

/** Where the popover points: a transition's label, in the viewport's pixels. */
interface Anchor {
  key: string;
  x: number;
  y: number;
}

/**
 * The machine drawn, or read as a transition table. The drawing is moved by hand: drag anywhere
 * but a transition or a label to pan (arrow keys too), wheel or pinch to zoom around the pointer
 * (+ and - around the centre), Fit (0) and Focus (F) on the active state. How it is viewed is this
 * panel's own business (./diagram-view.ts); what is active, enabled or blocked comes from the session.
 */
export function DiagramPanel({
  id,
  title,
  graph,
  layout,
  transitions,
  uncovered,
  onSelectState,
  onSelectTransition,
  edgeDetails,
  edgeAsks,
  jumpTo = null,
  leadsTo,
  declared,
  ...highlights
}: DiagramPanelProps) {
  // A phone starts with the list: the drawing is there too, a tap away (the lab renders after hydration only).
  const [mode, setMode] = useState<ViewMode>(() => (window.matchMedia(PHONE_QUERY).matches ? 'list' : 'diagram'));
  const [onlyUncovered, setOnlyUncovered] = useState(false);
  const { ref: measured, width, height } = useElementSize<HTMLDivElement>();
  const viewport = useRef<HTMLDivElement>(null);
  const viewportRef = useMergedRef(measured, viewport);
  // Until the panel is measured (a frame after it mounts), a typical one.
  const panel = width > 0 ? { width, height } : UNMEASURED_PANEL;
  const [view, setView] = useState<DiagramView | null>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const { active } = highlights;
  // The active leaf states' boxes: Fit keeps them in sight on a wide machine, Focus zooms to them.
  const activeLeaves = new Set(graph.nodes.filter((n) => active?.has(n.id) && n.children.length === 0).map((n) => n.id));
  const activeBoxes = [...activeLeaves].flatMap((nodeId) => (layout.nodes[nodeId] ? [layout.nodes[nodeId]] : []));
  const activeBox = bounds(activeBoxes);
  const shown = view ?? fitView(layout, panel, activeBox);
  const laidOut = (edgeId: string): Rect[] => {
    const laid = layout.edges[edgeId];
    return laid ? edgeRects(laid) : [];
  };

  // Fit shows the whole machine, as it says; Readable size is the view the diagram opens with.
  const fit = () => setView(wholeView(layout, panel));
  const readable = () => setView(fitView(layout, panel, activeBox));
  const zoom = (factor: number) => setView(zoomAt(shown, factor, { x: width / 2, y: height / 2 }));
  /** The active states and the transitions out of them, with their labels. */
  const focus = () => {
    const part = bounds([...activeBoxes, ...graph.edges.filter((e) => activeLeaves.has(e.source)).flatMap((e) => laidOut(e.id))]);
    if (part) setView(focusView(part, panel));
  };

  // A search result brings its state or transition into view (and the drawing back from the list or table).
  const [jumped, setJumped] = useState(0);
  if (jumpTo && jumpTo.nonce !== jumped) {
    setJumped(jumpTo.nonce);
    const laidEdge = graph.edges.find((e) => e.transition === jumpTo.target);
    const part = layout.nodes[jumpTo.target] ?? (laidEdge ? bounds(laidOut(laidEdge.id)) : null);
    if (part) setView(focusView(part, panel));
    setMode('diagram');
  }

  const gestures = usePanZoom(viewport, shown, setView, mode);

  const onViewportKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = Math.min(width, height) / 4;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setView(panBy(shown, step, 0)),
      ArrowRight: () => setView(panBy(shown, -step, 0)),
      ArrowUp: () => setView(panBy(shown, 0, step)),
      ArrowDown: () => setView(panBy(shown, 0, -step)),
      '+': () => zoom(ZOOM.step),
      '=': () => zoom(ZOOM.step),
      '-': () => zoom(1 / ZOOM.step),
      '0': fit,
      f: focus,
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  const selectTransition = (key: string) => {
    const label = viewport.current?.querySelector(`[data-transition="${CSS.escape(key)}"] rect`);
    const box = viewport.current?.getBoundingClientRect();
    const at = label?.getBoundingClientRect();
    if (edgeAsks(key) && box && at) {
      setAnchor({ key, x: at.left - box.left + at.width / 2, y: at.bottom - box.top });
      onSelectState(key);
      return;
    }
    onSelectTransition(key);
  };
  const closePopover = () => setAnchor(null);
  const details = anchor ? edgeDetails(anchor.key, closePopover) : null;
  const anchored = anchor ? transitions.find((t) => t.key === anchor.key) : undefined;
  const popoverLabel = anchored ? `Transition ${eventLabel(anchored.event).text} from ${anchored.source}` : undefined;

  return (
    <>
      <SegmentedControl
        aria-label="View"
        value={mode}
        onChange={(v) => setMode(VIEW_MODES.find((m) => m.value === v)?.value ?? 'diagram')}
        data={[...VIEW_MODES]}
        w="fit-content"
      />
      {mode === 'list' ? (
        <StateList
          active={[...(active ?? [])]}
          transitions={transitions}
          enabled={highlights.enabled ?? new Set()}
          blocked={highlights.blocked ?? new Set()}
          leadsTo={leadsTo}
          onTake={onSelectTransition}
          asks={edgeAsks}
          details={edgeDetails}
          declared={declared ?? []}
        />
      ) : mode === 'diagram' ? (
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => zoom(ZOOM.step)}>
                Zoom in
              </Button>
              <Button size="xs" variant="default" onClick={() => zoom(1 / ZOOM.step)}>
                Zoom out
              </Button>
              <Button size="xs" variant="default" onClick={fit}>
                Fit
              </Button>
              <Button size="xs" variant="default" onClick={readable}>
                Readable size
              </Button>
              <Button size="xs" variant="default" onClick={focus}>
                Focus on the active state
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  const svg = viewport.current?.querySelector('svg');
                  if (svg) download(`${id}.svg`, 'image/svg+xml', exportableSvg(svg, layout, `${title} statechart`));
                }}
              >
                Export diagram (SVG)
              </Button>
            </Group>
            {highlights.coverage && (
              <Switch label="Only uncovered transitions" checked={onlyUncovered} onChange={(e) => setOnlyUncovered(e.currentTarget.checked)} />
            )}
          </Group>
          <Box
            ref={viewportRef}
            data-testid="lab-diagram"
            data-scale={shown.scale.toFixed(3)}
            tabIndex={0}
            role="region"
            aria-label={`${title} diagram: arrow keys pan, + and - zoom, 0 fits, F focuses the active state; Tab moves through its states and transitions`}
            className="diagram-viewport"
            onKeyDown={onViewportKey}
            {...gestures}
          >
            <MachineDiagram
              graph={graph}
              layout={layout}
              viewBox={viewBoxOf(shown, panel)}
              {...highlights}
              only={onlyUncovered ? uncovered : null}
              onSelectState={onSelectState}
              onSelectTransition={selectTransition}
              title={`${title} statechart`}
            />
            {/* Never hidden as "detached": its target is a 1 px point under the edge's label, which Floating UI
                reads as clipped when the label sits at the diagram's edge; a hidden dropdown then left focus on
                the diagram (Mantine warned 'Failed to find focusable element'), and typing went past it. */}
            <Popover
              opened={details !== null}
              onChange={(opened) => !opened && closePopover()}
              position="bottom"
              withArrow
              shadow="md"
              trapFocus
              returnFocus
              hideDetached={false}
              width={360}
            >
              <Popover.Target>
                <div
                  aria-hidden="true"
                  style={{ position: 'absolute', left: anchor?.x ?? 0, top: anchor?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }}
                />
              </Popover.Target>
              {/* Focusable itself, so the focus trap has a place to start while its details render. */}
              <Popover.Dropdown data-testid="lab-edge-popover" aria-label={popoverLabel} tabIndex={-1}>
                {details}
              </Popover.Dropdown>
            </Popover>
          </Box>
          <Text fz="xs" c="dimmed" mt={4}>
            Active states are green; transitions that can be taken now blue (click or press Enter to take one), blocked ones purple and dashed (click one to see
            why), the last one taken orange
            {highlights.coverage ? '; covered transitions green, missed ones red and dashed' : ''}. Drag the drawing to pan, wheel or pinch to zoom.
          </Text>
        </Card>
      ) : (
        <Table striped withTableBorder data-testid="lab-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">From state</Table.Th>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">Guard</Table.Th>
              <Table.Th scope="col">To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transitions.map((t) => (
              <Table.Tr key={t.key} data-active={active?.has(t.source) || undefined} fw={active?.has(t.source) ? 700 : undefined}>
                <Table.Td>
                  {t.source}
                  {active?.has(t.source) && <span className="visually-hidden"> (active)</span>}
                </Table.Td>
                <Table.Td>{eventLabel(t.event).text}</Table.Td>
                <Table.Td>{t.guard ?? '—'}</Table.Td>
                <Table.Td>{t.targets.join(', ') || '(stays)'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
