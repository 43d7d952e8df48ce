// Components only the lab uses bring their styles with its chunk (src/app/mantine-styles.ts).
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import './machine-lab.css';
import { Alert, Badge, Box, Button, Card, Code, Container, Group, List, NativeSelect, NumberInput, SegmentedControl, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { eventLabel, machineGraph } from '../../../machines/tooling/graph';
import { isMachineId, machineEntry, MACHINES, type MachineId } from '../../../machines/index';
import { acceptedEventTypes, activeStateIds, allTransitions, candidateChecks } from '../../../machines/tooling/introspection';
import { stateName } from '../../../machines/shared/state-name';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import { MACHINE_LAB_PATH } from '../../content/machine-lab';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { MachineObserverProvider, type MachineObserver } from '../../shared/machines/machine-observer';
import { sessionExport, sessionLink, vitestPathTest } from './lab-export';
import { parseEvents, revive, startRun, toJson, type LabRun } from './lab-session';
import { MachineDiagram, type EdgeCoverage } from './machine-diagram';
import { layoutOf } from './machine-layouts';
import labPaths from './machine-paths.json';
import { PathPlayer } from './path-player';
import { CardGrid } from '../../shared/ui/layout-grid';

interface PathRecord {
  test: string;
  variant?: string;
  initial: string;
  steps: { event: EventObject; state: string }[];
}
interface MachinePathList {
  variants: { variant?: string; labInput?: Record<string, unknown> }[];
  paths: PathRecord[];
}
interface CoverageTest {
  test: string;
  transitions: string[];
  guardOutcomes: string[];
}

/** reports/machine-coverage.json, when `npm run machines:coverage` wrote it before the build. */
const coverageReports = import.meta.glob<{ machines: { id: string; tests?: CoverageTest[] }[] }>('../../../reports/machine-coverage.json', {
  eager: true,
  import: 'default',
});
const COVERAGE = Object.values(coverageReports)[0] ?? null;

/** The lab's path list, with the payloads JSON cannot hold (a pinned toast's Infinity) restored. */
const LAB_PATHS = revive(labPaths as unknown as Record<string, MachinePathList>);
const pathListOf = (id: MachineId) => LAB_PATHS[id] ?? { variants: [], paths: [] };

const show = (value: unknown) => toJson(value);

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const { text } = eventLabel(type);
  return Object.keys(payload).length ? `${text} ${show(payload)}` : text;
}

/** The machine's input as the lab starts it: the example input, a variant's JSON over it, and a fixed clock when it reads one. */
function labInput(id: MachineId, variant: string | undefined, now: string): unknown {
  const base: unknown = MACHINE_EXAMPLES[id].input;
  const extra = pathListOf(id).variants.find((v) => v.variant === variant)?.labInput ?? {};
  if (typeof base !== 'object' || base === null) return base;
  const merged: Record<string, unknown> = { ...base, ...extra };
  if (typeof merged.now === 'function' || typeof merged.now === 'string') {
    const instant = new Date(typeof extra.now === 'string' ? extra.now : now);
    merged.now = () => instant;
  }
  return merged;
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function readAddress(): { id: MachineId; events: EventObject[]; now: string; error: string | null } {
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('machine');
  const id = requested && isMachineId(requested) ? requested : MACHINES[0].id;
  const parsed = parseEvents(params.get('events'));
  const now = params.get('now') ?? new Date().toISOString();
  const unknownMachine = requested && !isMachineId(requested) ? `There is no machine "${requested}" in the registry.` : null;
  return 'error' in parsed ? { id, events: [], now, error: parsed.error } : { id, events: parsed.events, now, error: unknownMachine };
}

/** The site's own views, by machine: the page that hosts the lab composes them (features never import each other). */
export type LabViews = Partial<Record<MachineId, { render: () => ReactNode; /** The frame's height, for views with fixed parts (the chat). */ height?: number }>>;

interface LabSessionProps {
  id: MachineId;
  initialEvents: EventObject[];
  now: string;
  onEventsChange: (events: EventObject[]) => void;
  views: LabViews;
}

function LabSession({ id, initialEvents, now, onEventsChange, views }: LabSessionProps) {
  const entry = machineEntry(id);
  const machine: AnyStateMachine = entry.machine;
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const layout = layoutOf(id);
  const transitions = useMemo(() => allTransitions(machine), [machine]);
  const paths = pathListOf(id).paths;
  const coverageTests = useMemo(() => COVERAGE?.machines.find((m) => m.id === id)?.tests ?? [], [id]);

  // The session: every event so far, and how many of them are applied (back and forward move this).
  const [history, setHistory] = useState<EventObject[]>(initialEvents);
  const [position, setPosition] = useState(initialEvents.length);
  const [variant, setVariant] = useState<string | undefined>(undefined);
  // What the run replays when it is (re)built: a jump on the timeline or a path step sets it.
  const [replay, setReplay] = useState<{ events: EventObject[] }>({ events: initialEvents });
  // Moving the clock without a timer firing changes no snapshot: this re-renders its time.
  const [, setClockMoves] = useState(0);
  const moveClock = (ms: number) => {
    run.clock.increment(ms);
    setClockMoves((n) => n + 1);
  };
  const [payloadText, setPayloadText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [advanceMs, setAdvanceMs] = useState<number | string>(500);
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<'diagram' | 'table'>('diagram');
  const [onlyUncovered, setOnlyUncovered] = useState(false);
  const [selectedPath, setSelectedPath] = useState<number | null>(null);
  const [selectedTest, setSelectedTest] = useState<string | null>(null);
  const [pathFailure, setPathFailure] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);

  const applied = useMemo(() => history.slice(0, position), [history, position]);

  // The run: a fresh actor on a fresh simulated clock, the replayed events applied. Every later
  // step (an event QA sends, a timer the clock fires) is recorded in the session's history.
  const run = useMemo(() => {
    const started: LabRun = startRun(machine, labInput(id, variant, now), replay.events, (step) => {
      setHistory((h) => [...h.slice(0, started.steps.length - 1), step.event]);
      setPosition(started.steps.length);
    });
    return started;
  }, [machine, id, variant, now, replay]);
  useEffect(() => () => run.stop(), [run]);
  const snapshot = useSelector(run.actor, (s) => s as AnyMachineSnapshot);
  const steps = run.steps;
  // The real view shows the lab's actor: what a visitor would see in this very state.
  const observer = useMemo<MachineObserver>(() => ({ actorFor: (candidate) => (candidate.id === machine.id ? run.actor : undefined) }), [machine, run]);
  const realView = views[id];

  useEffect(() => {
    onEventsChange(applied);
  }, [applied, onEventsChange]);

  /** Rebuilds the state after `to` steps by replaying the session's events from the start. */
  const jumpTo = (to: number, events: readonly EventObject[] = history) => {
    setHistory([...events]);
    setPosition(to);
    setReplay({ events: events.slice(0, to) });
  };

  const send = (event: EventObject) => {
    setMessage(null);
    run.actor.send(event);
  };

  const accepted = acceptedEventTypes(snapshot);
  const active = new Set(activeStateIds(snapshot));
  const examples: readonly EventObject[] = MACHINE_EXAMPLES[id].events;
  const eventsToOffer = accepted.flatMap((type) => {
    const withPayload = examples.filter((e) => e.type === type);
    return withPayload.length ? withPayload : [{ type }];
  });
  const enabled = new Set(eventsToOffer.flatMap((event) => candidateChecks(machine, snapshot, event).filter((c) => c.taken).map((c) => c.key)));
  const last = steps.at(-1)?.transitions.at(-1) ?? null;
  const timers = run.clock.timers();
  const coveredKeys = new Set(coverageTests.flatMap((t) => t.transitions));
  const coverage = COVERAGE ? new Map<string, EdgeCoverage>(transitions.map((t) => [t.key, coveredKeys.has(t.key) ? 'covered' : 'missed'])) : undefined;
  const uncovered = coverage ? new Set(transitions.filter((t) => !coveredKeys.has(t.key)).map((t) => t.key)) : null;
  const testPath = selectedTest ? new Set(coverageTests.find((t) => t.test === selectedTest)?.transitions ?? []) : undefined;
  const playerPath = selectedPath !== null ? paths[selectedPath] : undefined;
  const playerKeys = playerPath ? pathTransitionKeys(machine, labInput(id, playerPath.variant, now), playerPath) : undefined;
  const selectedTransition = transitions.find((t) => t.key === selected);
  const testsTaking = selectedTransition ? coverageTests.filter((t) => t.transitions.includes(selectedTransition.key)).map((t) => t.test) : [];

  const sendPayload = () => {
    let value: unknown;
    try {
      value = JSON.parse(payloadText);
    } catch {
      setMessage('The payload is not valid JSON: nothing was sent.');
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { type?: unknown }).type !== 'string') {
      setMessage('The payload must be a JSON object with a "type": nothing was sent.');
      return;
    }
    const event = revive(value as EventObject);
    if (!accepted.includes(event.type)) {
      setMessage(`The current state does not accept ${event.type}: nothing was sent.`);
      return;
    }
    if (!snapshot.can(event)) {
      const blocked = candidateChecks(machine, snapshot, event).filter((c) => !c.passes).map((c) => c.guard);
      setMessage(`The machine refuses this payload${blocked.length ? `: ${blocked.join(', ')} does not pass` : ''}. Nothing was sent.`);
      return;
    }
    send(event);
  };

  const onPlayerPosition = (to: number) => {
    if (!playerPath) return;
    const events = playerPath.steps.slice(0, to).map((s) => s.event);
    const replayed = startRun(machine, labInput(id, playerPath.variant, now), events);
    const reached = stateName(replayed.actor.getSnapshot().value);
    replayed.stop();
    const expected = to === 0 ? playerPath.initial : playerPath.steps[to - 1]?.state;
    setPathFailure(reached === expected ? null : `Step ${to}: the machine is in ${reached}, the path expects ${expected}.`);
    setVariant(playerPath.variant);
    jumpTo(events.length, events);
  };

  const exportSession = () => {
    const link = sessionLink(window.location.origin, MACHINE_LAB_PATH, id, applied, hasClock(id) ? now : undefined);
    return sessionExport(id, stateName(runInitial(machine, labInput(id, variant, now))), steps, link, hasClock(id) ? now : undefined);
  };

  const width = layout.width / zoom;
  const height = layout.height / zoom;
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('[role="button"]')) return;
    drag.current = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y };
  };
  const onViewportKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = width / 10;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setPan((p) => ({ ...p, x: p.x - step })),
      ArrowRight: () => setPan((p) => ({ ...p, x: p.x + step })),
      ArrowUp: () => setPan((p) => ({ ...p, y: p.y - step })),
      ArrowDown: () => setPan((p) => ({ ...p, y: p.y + step })),
      '+': () => setZoom((z) => Math.min(4, z * 1.25)),
      '=': () => setZoom((z) => Math.min(4, z * 1.25)),
      '-': () => setZoom((z) => Math.max(0.25, z / 1.25)),
      '0': () => {
        setZoom(1);
        setPan({ x: 0, y: 0 });
      },
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const box = e.currentTarget.getBoundingClientRect();
    const scale = width / Math.max(1, box.width);
    setPan({ x: drag.current.panX - (e.clientX - drag.current.x) * scale, y: drag.current.panY - (e.clientY - drag.current.y) * scale });
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={700}>Current state:</Text>
        <Badge size="lg" color="hearth.8" data-testid="lab-state" data-state={stateName(snapshot.value)}>
          {stateName(snapshot.value)}
        </Badge>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v === 'table' ? 'table' : 'diagram')}
          data={[
            { value: 'diagram', label: 'Diagram' },
            { value: 'table', label: 'Transition table' },
          ]}
        />
      </Group>

      {view === 'diagram' ? (
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setZoom((z) => Math.min(4, z * 1.25))}>
                Zoom in
              </Button>
              <Button size="xs" variant="default" onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>
                Zoom out
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setZoom(1);
                  setPan({ x: 0, y: 0 });
                }}
              >
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
            {coverage && (
              <Switch label="Only uncovered transitions" checked={onlyUncovered} onChange={(e) => setOnlyUncovered(e.currentTarget.checked)} />
            )}
          </Group>
          <Box
            data-testid="lab-diagram"
            tabIndex={0}
            role="region"
            aria-label={`${entry.title} diagram: arrow keys pan, + and - zoom, 0 fits; Tab moves through its states and transitions`}
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
              active={active}
              last={last}
              enabled={enabled}
              path={testPath ?? playerKeys}
              coverage={coverage}
              only={onlyUncovered ? uncovered : null}
              selected={selected}
              onSelectState={setSelected}
              onSelectTransition={(key) => {
                setSelected(key);
                const transition = transitions.find((t) => t.key === key);
                const event = transition && eventsToOffer.find((e) => e.type === transition.event);
                if (event && enabled.has(key)) send(event);
              }}
              title={`${entry.title} statechart`}
            />
          </Box>
          <Text fz="xs" c="dimmed" mt={4}>
            Active states are green, transitions that can be taken now blue (click or press Enter to take one), the last one taken orange
            {coverage ? '; covered transitions green, missed ones red and dashed' : ''}. Drag to pan.
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
              <Table.Tr key={t.key} data-active={active.has(t.source) || undefined} fw={active.has(t.source) ? 700 : undefined}>
                <Table.Td>
                  {t.source}
                  {active.has(t.source) && <span className="visually-hidden"> (active)</span>}
                </Table.Td>
                <Table.Td>{eventLabel(t.event).text}</Table.Td>
                <Table.Td>{t.guard ?? '—'}</Table.Td>
                <Table.Td>{t.targets.join(', ') || '(stays)'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Card withBorder padding="md" data-testid="lab-real-view">
        <Title order={3} fz="h4" mb="xs">
          What a visitor sees
        </Title>
        {realView ? (
          <>
            <Text fz="xs" c="dimmed" mb="sm">
              The site's own view, bound to the machine on the diagram: use it as a visitor would, and every step lands on the timeline.
            </Text>
            {/* Fixed parts of a view (the chat) stay inside this frame; a form's post is held here (the machine still shows it submitting). */}
            <Box className="lab-real-view" h={realView.height} onSubmitCapture={(e) => e.preventDefault()}>
              <MachineObserverProvider key={run.serial} value={observer}>
                {realView.render()}
              </MachineObserverProvider>
            </Box>
          </>
        ) : (
          <Text fz="sm">{entry.id === 'mobileMenu' ? "The phone menu is part of the site's header: narrow the window to see it." : "This machine's view is the lab itself or the site's shared chrome; step it here and watch the diagram."}</Text>
        )}
      </Card>

      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <Title order={3} fz="h4" mb="xs">
            Events and guards
          </Title>
          <Stack gap="xs">
            {eventsToOffer.map((event) => {
              const checks = candidateChecks(machine, snapshot, event);
              const can = checks.some((c) => c.taken);
              return (
                <Box key={describeEvent(event)} data-testid="lab-event">
                  <Group gap={4}>
                    <Button size="xs" variant={can ? 'filled' : 'default'} onClick={() => send(event)}>
                      {describeEvent(event)}
                    </Button>
                    {Object.keys(event).length > 1 && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setPayloadText(toJson(event, 1))} aria-label={`Edit as JSON: ${describeEvent(event)}`}>
                        Edit as JSON
                      </Button>
                    )}
                  </Group>
                  <List size="xs" mt={2}>
                    {checks.map((c) => (
                      <List.Item key={c.key}>
                        {c.guard ? `${c.guard}: ${c.passes ? 'passes' : `blocks (${c.guard} is false)`}` : 'no guard'}
                        {c.taken ? ' → taken' : ''}
                      </List.Item>
                    ))}
                  </List>
                </Box>
              );
            })}
            <Textarea
              label="Payload (JSON)"
              description='An event with its data, e.g. {"type":"SET_LOCATION","value":"Brampton"}'
              value={payloadText}
              onChange={(e) => setPayloadText(e.currentTarget.value)}
              minRows={3}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Group gap="xs">
              <Button size="xs" onClick={sendPayload}>
                Send payload
              </Button>
            </Group>
            <div aria-live="polite">
              {message && (
                <Alert color="red" variant="outline" data-testid="lab-message">
                  {message}
                </Alert>
              )}
            </div>
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Title order={3} fz="h4" mb="xs">
            Clock
          </Title>
          <Text fz="sm">Simulated time: {run.clock.now()} ms (paused: time moves only when you move it)</Text>
          <List size="sm" my="xs" data-testid="lab-timers">
            {timers.length === 0 && <List.Item>No timers pending.</List.Item>}
            {timers.map((t) => (
              <List.Item key={t.id}>
                {eventLabel(t.event.type).text} in {t.due - run.clock.now()} ms{' '}
                <Button size="compact-xs" variant="default" onClick={() => send(t.event)}>
                  Fire {eventLabel(t.event.type).text} now
                </Button>
              </List.Item>
            ))}
          </List>
          <Group gap="xs" align="flex-end">
            <NumberInput label="Advance by (ms)" value={advanceMs} onChange={setAdvanceMs} min={1} w={140} size="xs" />
            <Button
              size="xs"
              variant="default"
              onClick={() => moveClock(Math.max(1, Number(advanceMs) || 0))}
            >
              Advance
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!timers.length}
              onClick={() => {
                const next = timers[0];
                if (next) moveClock(next.due - run.clock.now());
              }}
            >
              Jump to next timer
            </Button>
          </Group>
        </Card>
      </CardGrid>

      <Card withBorder padding="md">
        <Group justify="space-between" mb="xs">
          <Title order={3} fz="h4">
            Timeline
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={position === 0} onClick={() => jumpTo(position - 1)}>
              Back
            </Button>
            <Button size="xs" variant="default" disabled={position >= history.length} onClick={() => jumpTo(position + 1)}>
              Forward
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => jumpTo(0, [])}
            >
              Reset
            </Button>
          </Group>
        </Group>
        <Text fz="sm" aria-live="polite" data-testid="lab-position">
          Step {position} of {history.length}
        </Text>
        <Table withTableBorder fz="xs" data-testid="lab-timeline">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Context changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => jumpTo(index + 1)} aria-label={`Go to step ${index + 1}`}>
                    {index + 1}
                  </Button>
                </Table.Td>
                <Table.Td>{describeEvent(step.event)}</Table.Td>
                <Table.Td>{step.state}</Table.Td>
                <Table.Td>{step.changes.map((c) => `${c.path}: ${show(c.before)} → ${show(c.after)}`).join('; ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <Title order={3} fz="h4" mb="xs">
            Generated test paths
          </Title>
          <PathPlayer
            key={id}
            paths={paths.map((p) => ({ name: p.test.replace(/^.* > /, ''), steps: p.steps.length }))}
            selected={selectedPath}
            onSelect={(index) => {
              setSelectedPath(index);
              setPathFailure(null);
            }}
            onPosition={onPlayerPosition}
            failure={pathFailure}
          />
          {pathFailure && (
            <Alert color="red" variant="outline" mt="xs" data-testid="path-failure">
              {pathFailure}
            </Alert>
          )}
        </Card>
        <Card withBorder padding="md" data-testid="lab-coverage">
          <Title order={3} fz="h4" mb="xs">
            Coverage by the model tests
          </Title>
          {COVERAGE ? (
            <Stack gap="xs">
              <Text fz="sm">
                {transitions.length - (uncovered?.size ?? 0)} of {transitions.length} transitions covered by {coverageTests.length} path tests.
              </Text>
              <NativeSelect
                label="Highlight a test's path"
                data={[{ value: '', label: 'None' }, ...coverageTests.map((t) => ({ value: t.test, label: t.test.replace(/^.* > /, '') }))]}
                value={selectedTest ?? ''}
                onChange={(e) => setSelectedTest(e.currentTarget.value || null)}
              />
              {selectedTest && (
                <Text fz="xs" data-testid="lab-test-guards">
                  Guard outcomes this test sees: {coverageTests.find((t) => t.test === selectedTest)?.guardOutcomes.join(', ') || 'none'}
                </Text>
              )}
              {selectedTransition && (
                <Box>
                  <Text fz="sm" fw={700}>
                    Tests that take {eventLabel(selectedTransition.event).text} from {selectedTransition.source}:
                  </Text>
                  <List size="xs">
                    {testsTaking.length ? testsTaking.map((t) => <List.Item key={t}>{t}</List.Item>) : <List.Item>None: this transition is not covered.</List.Item>}
                  </List>
                </Box>
              )}
            </Stack>
          ) : (
            <Text fz="sm">
              No coverage report in this build. Run <Code>npm run machines:coverage</Code> (it writes reports/machine-coverage.json), then
              rebuild or restart the dev server.
            </Text>
          )}
        </Card>
      </CardGrid>

      <Card withBorder padding="md">
        <Title order={3} fz="h4" mb="xs">
          Record and share
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => download(`${id}-session.json`, 'application/json', `${toJson(exportSession(), 2)}\n`)}>
            Export session (JSON)
          </Button>
          <Button size="xs" variant="default" onClick={() => download(`${id}-lab-session.test.ts`, 'text/typescript', vitestPathTest(exportSession()))}>
            Export Vitest path test
          </Button>
        </Group>
        <Text fz="xs" c="dimmed" mt={4}>
          This page's address rebuilds this exact state: paste it into a bug report.
        </Text>
      </Card>

      <Box>
        <Title order={3} fz="h4" mb="xs">
          Context
        </Title>
        <Code block>{toJson(snapshot.context ?? {}, 2)}</Code>
      </Box>
    </Stack>
  );
}

/** The transitions a generated path takes, replayed as the lab replays it. */
function pathTransitionKeys(machine: AnyStateMachine, input: unknown, path: PathRecord): Set<string> {
  const replayed = startRun(machine, input, path.steps.map((s) => s.event));
  replayed.stop();
  return new Set(replayed.steps.flatMap((s) => s.transitions));
}

function hasClock(id: MachineId): boolean {
  const input: unknown = MACHINE_EXAMPLES[id].input;
  return typeof input === 'object' && input !== null && 'now' in input;
}

function runInitial(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot['value'] {
  const run = startRun(machine, input, []);
  const value = run.actor.getSnapshot().value as AnyMachineSnapshot['value'];
  run.stop();
  return value;
}

/**
 * QA's view of every machine in machines/index.ts: its diagram, live state, clock, timeline,
 * paths and coverage. The session comes from the address (a deep link), which only the browser
 * knows: the prerendered page and the hydration render show the heading alone, then the lab.
 */
export function MachineLab({ views = {} }: { views?: LabViews }) {
  const hydrated = useHydrated();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Machine Lab</Title>
        <Text>
          Every state machine of the site, read from the one registry. Pick a machine, step through it on its diagram, move its clock, go back
          on the timeline, replay the paths the model tests generate, and share the exact state as a link.
        </Text>
        {hydrated ? <LabFromAddress views={views} /> : <Text c="dimmed">Loading the lab…</Text>}
      </Stack>
    </Container>
  );
}

function LabFromAddress({ views }: { views: LabViews }) {
  const [address] = useState(readAddress);
  const [id, setId] = useState<MachineId>(address.id);
  const [run, setRun] = useState(0);
  const [initialEvents, setInitialEvents] = useState<EventObject[]>(address.events);
  const entry = machineEntry(id);
  const onEventsChange = useCallback(
    (events: EventObject[]) => {
      const params = new URLSearchParams(window.location.search);
      params.set('machine', id);
      params.set('events', show(events));
      if (hasClock(id)) params.set('now', address.now);
      else params.delete('now');
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
    },
    [id, address.now],
  );
  return (
    <>
      {address.error && (
        <Alert color="red" variant="outline" data-testid="lab-address-error">
          {address.error} The machine starts from its beginning.
        </Alert>
      )}
      <Group align="flex-end">
        <NativeSelect
          label="Machine"
          data={MACHINES.map((m) => ({ value: m.id, label: `${m.title} (${m.id})` }))}
          value={id}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isMachineId(chosen)) {
              setInitialEvents([]);
              setId(chosen);
            }
          }}
          w={340}
        />
        <Button
          variant="default"
          onClick={() => {
            setInitialEvents([]);
            setRun((n) => n + 1);
          }}
        >
          Restart machine
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <Title order={2} fz="h3">
          {entry.title}
        </Title>
        <Text c="dimmed" mb="md">
          {entry.description}
        </Text>
        <LabSession key={`${entry.id}-${run}`} id={id} initialEvents={initialEvents} now={address.now} onEventsChange={onEventsChange} views={views} />
      </Card>
    </>
  );
}
