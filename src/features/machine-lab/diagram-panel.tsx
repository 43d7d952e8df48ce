import { Box, Button, Card, Group, SegmentedControl, Switch, Table, Text } from '@mantine/core';
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { eventLabel, type MachineGraph, type MachineLayout } from '../../../machines/tooling/graph';
import type { TransitionInfo } from '../../../machines/tooling/introspection';
import { download } from './lab-download';
import { MachineDiagram, type DiagramHighlights } from './machine-diagram';

const ZOOM = { min: 0.25, max: 4, step: 1.25 };

export interface DiagramPanelProps extends DiagramHighlights {
  id: string;
  title: string;
  graph: MachineGraph;
  layout: MachineLayout;
  transitions: readonly TransitionInfo[];
  /** Transitions (keys) the model tests never take, when the build carries a coverage report. */
  uncovered: ReadonlySet<string> | null;
  onSelectState: (id: string) => void;
  /** A click (or Enter) on a transition: select it, and take it if it can be taken now. */
  onSelectTransition: (key: string) => void;
}

/**
 * The machine drawn, or read as a transition table: pan (drag, arrow keys), zoom (buttons, + and
 * -), fit (0), the uncovered filter and the SVG export. How the drawing is viewed is this panel's
 * own business; what is active, enabled or selected comes from the session.
 */
export function DiagramPanel({ id, title, graph, layout, transitions, uncovered, onSelectState, onSelectTransition, ...highlights }: DiagramPanelProps) {
  const [view, setView] = useState<'diagram' | 'table'>('diagram');
  const [onlyUncovered, setOnlyUncovered] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);
  const width = layout.width / zoom;
  const height = layout.height / zoom;
  const zoomIn = () => setZoom((z) => Math.min(ZOOM.max, z * ZOOM.step));
  const zoomOut = () => setZoom((z) => Math.max(ZOOM.min, z / ZOOM.step));
  const fit = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  const { active } = highlights;

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('[role="button"]')) return;
    drag.current = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const scale = width / Math.max(1, e.currentTarget.getBoundingClientRect().width);
    setPan({ x: drag.current.panX - (e.clientX - drag.current.x) * scale, y: drag.current.panY - (e.clientY - drag.current.y) * scale });
  };
  const onViewportKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = width / 10;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setPan((p) => ({ ...p, x: p.x - step })),
      ArrowRight: () => setPan((p) => ({ ...p, x: p.x + step })),
      ArrowUp: () => setPan((p) => ({ ...p, y: p.y - step })),
      ArrowDown: () => setPan((p) => ({ ...p, y: p.y + step })),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': fit,
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  return (
    <>
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(v) => setView(v === 'table' ? 'table' : 'diagram')}
        data={[
          { value: 'diagram', label: 'Diagram' },
          { value: 'table', label: 'Transition table' },
        ]}
        w="fit-content"
      />
      {view === 'diagram' ? (
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={zoomIn}>
                Zoom in
              </Button>
              <Button size="xs" variant="default" onClick={zoomOut}>
                Zoom out
              </Button>
              <Button size="xs" variant="default" onClick={fit}>
                Fit
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  const svg = document.querySelector(`[data-testid="lab-diagram"] svg`);
                  if (svg) download(`${id}.svg`, 'image/svg+xml', svg.outerHTML);
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
            data-testid="lab-diagram"
            tabIndex={0}
            role="region"
            aria-label={`${title} diagram: arrow keys pan, + and - zoom, 0 fits; Tab moves through its states and transitions`}
            className="diagram-viewport"
            onKeyDown={onViewportKey}
            style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)', touchAction: 'none', cursor: 'grab' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerLeave={() => (drag.current = null)}
          >
            <MachineDiagram
              graph={graph}
              layout={layout}
              viewBox={{ x: pan.x, y: pan.y, width, height }}
              {...highlights}
              only={onlyUncovered ? uncovered : null}
              onSelectState={onSelectState}
              onSelectTransition={onSelectTransition}
              title={`${title} statechart`}
            />
          </Box>
          <Text fz="xs" c="dimmed" mt={4}>
            Active states are green, transitions that can be taken now blue (click or press Enter to take one), the last one taken orange
            {highlights.coverage ? '; covered transitions green, missed ones red and dashed' : ''}. Drag to pan.
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
