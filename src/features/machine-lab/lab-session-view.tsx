import { Alert, Badge, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { labSessionMachine } from '../../../machines/lab-session/lab-session.machine';
import { labSessionView } from '../../../machines/lab-session/lab-session.view';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineEntry, type MachineId } from '../../../machines/index';
import { stateName } from '../../../machines/shared/state-name';
import { machineGraph } from '../../../machines/tooling/graph';
import { declaredEvents } from '../../../machines/tooling/properties';
import {
  acceptedEventsWithExamples,
  acceptedEventTypes,
  activeStateIds,
  allTransitions,
  eventsTake,
  guardOutcomeCoverage,
} from '../../../machines/tooling/introspection';
import { LAB_VIEW_NOTES } from '../../content/machine-lab';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import type { MachineObserver } from '../../shared/machines/machine-observer';
import { memoryStorage } from '../../shared/lib/memory-storage';
import { releaseStandIn, standInForSession } from '../../shared/lib/session-store';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { CardGrid } from '../../shared/ui/layout-grid';
import { ClockPanel } from './clock-panel';
import { describeEvent, pathDetails, pathTitle, shortTestName } from './lab-describe';
import { CoveragePanel } from './coverage-panel';
import { DiagramPanel } from './diagram-panel';
import { EventsPanel } from './events-panel';
import type { LabSessionAddress } from './lab-address';
import { startRun, toJson, type IgnoredEvent } from './lab-session';
import { clockStart, counterexamplePathsOf, COVERAGE, COVERAGE_IS_STALE, hasClock, labInput, pathListOf, propertiesOf, stampEvent } from './lab-setup';
import { PropertiesPanel } from './properties-panel';
import { ComputedPanel } from './computed-panel';
import { LabSearch, searchItemsOf, type SearchItem } from './lab-search';
import { labEdges } from './lab-edges';
import { SelfCheckPanel } from './self-check-panel';
import { SequencePanel } from './sequence-panel';
import { SharePanel } from './share-panel';
import { payloadProblem } from './lab-validate';
import { layoutOf } from './machine-layouts';
import { PathPlayer } from './path-player';
import { RealViewPanel, type LabView } from './real-view-panel';
import type { WaitedPost } from './held-effects';
import { TimelinePanel } from './timeline-panel';
import type { EdgeCoverage } from './machine-diagram';

export interface LabSessionProps {
  id: MachineId;
  initialEvents: EventObject[];
  /** The variant the session opens in (from the address). */
  initialVariant?: string | undefined;
  /** The clock start the address asks for (honoured over the variant's own, decision 0044). */
  requestedNow?: string | undefined;
  /** The page's load time: the clock start of a machine whose variant has none. */
  pageNow: string;
  /** Hears the session as the address must hold it, whenever it changes. */
  onSessionChange: (session: LabSessionAddress) => void;
  view: LabView | undefined;
}

/**
 * One machine's session: the lab session machine keeps its timeline (its events so far and how
 * many are applied); the run replays the applied ones on a fresh actor and simulated clock
 * whenever the timeline is rebuilt. The panels below read both and send to them.
 */
/** The posts the machine waits on: its invoked actors the view says how to post, each with what it would send (from the actor's input). */
function waitingPosts(snapshot: AnyMachineSnapshot, view: LabView | undefined): WaitedPost[] {
  return Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>).flatMap(([actorId, actor]) => {
    const post = view?.posts?.[actorId];
    if (!post || !actor) return [];
    return [{ actorId, sessionId: actor.sessionId, ...post((actor.getSnapshot() as { input?: unknown }).input) }];
  });
}

export function LabSession({ id, initialEvents, initialVariant, requestedNow, pageNow, onSessionChange, view }: LabSessionProps) {
  const entry = machineEntry(id);
  const machine: AnyStateMachine = entry.machine;
  // This session's own storage (decision 0092): what its views keep (a consultation draft, a sent request)
  // stays in the lab, never in the visitor's tab, and the next session (Restart, another machine)
  // starts clean. Taken as the session renders first, before its view's effects read a draft.
  const [storage] = useState(() => {
    const own = memoryStorage();
    standInForSession(own);
    return own;
  });
  useEffect(() => {
    standInForSession(storage);
    return () => releaseStandIn(storage);
  }, [storage]);
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const transitions = useMemo(() => allTransitions(machine), [machine]);
  // The model tests' paths, then any failing property's counterexample (the Properties panel plays it).
  const paths = useMemo(() => [...pathListOf(id).paths, ...counterexamplePathsOf(id)], [id]);
  const coverageTests = useMemo(() => COVERAGE?.machines.find((m) => m.id === id)?.tests ?? [], [id]);

  // The timeline (what is recorded, what is applied, what the run replays) is the lab session machine.
  const sessionActor = useMachineActor(labSessionMachine, { input: { events: initialEvents, ...(initialVariant ? { variant: initialVariant } : {}) } });
  const session = useMachineView(sessionActor, labSessionView);
  const { replay, variant, applied } = session;
  // Moving the clock without a timer firing changes no snapshot: this re-renders its time.
  const [, setClockMoves] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedPath, setSelectedPath] = useState<number | null>(null);
  const [selectedTest, setSelectedTest] = useState<string | null>(null);
  const [pathFailure, setPathFailure] = useState<string | null>(null);
  // The last event the machine ignored (not a step): said until the next step.
  const [ignored, setIgnored] = useState<IgnoredEvent | null>(null);
  // The one clock (decision 0044): where the session's clock started; the lab's time is this plus the simulated clock's.
  const [start, setStart] = useState(() => clockStart(id, initialVariant, pageNow, requestedNow));
  const startMs = Date.parse(start);
  const reads = hasClock(id);
  // Where the search sends QA: a state or transition on the diagram, a path in the player.
  const [jump, setJump] = useState<{ target: string; nonce: number } | null>(null);
  const [pathRequest, setPathRequest] = useState<{ index: number; nonce: number } | null>(null);

  // The run: a fresh actor on a fresh simulated clock, the replayed events applied. Every later
  // step (an event QA sends, a timer the clock fires) is recorded on the session's timeline.
  const run = useMemo(
    () =>
      startRun(
        machine,
        labInput(id, variant, start),
        replay.events,
        (step) => {
          setIgnored(null);
          sessionActor.send({ type: 'RECORD', event: step.event });
        },
        setIgnored,
      ),
    [machine, id, variant, start, replay, sessionActor],
  );
  useEffect(() => () => run.stop(), [run]);
  const address = useMemo<LabSessionAddress>(
    () => ({ machine: id, ...(variant ? { variant } : {}), ...(reads ? { now: start } : {}), events: applied }),
    [id, variant, reads, start, applied],
  );
  useEffect(() => onSessionChange(address), [address, onSessionChange]);
  const snapshot = useSelector(run.actor, (s) => s as AnyMachineSnapshot);
  // The real view shows the lab's actor: what a visitor would see in this very state; the events it stamps carry the lab's time.
  const observer = useMemo<MachineObserver>(
    () => ({ actorFor: (candidate) => (candidate.id === machine.id ? run.actor : undefined), clock: () => startMs + run.clock.now() }),
    [machine, run, startMs],
  );

  /** The lab's time: the clock's start and the simulated time since. */
  const labNow = () => startMs + run.clock.now();
  // What the lab sends carries its time (decision 0044).
  const send = (event: EventObject) => run.actor.send(stampEvent(id, event, labNow()));
  // A clock move is a step (in the timeline, the address and the exports); the timers due meanwhile fire first.
  const advance = (ms: number) => {
    run.advance(ms);
    setClockMoves((n) => n + 1);
  };
  /** Starts the clock elsewhere: a session afresh, since its steps carried the old time. */
  const restartClockAt = (at: number) => {
    setStart(new Date(at).toISOString());
    session.reset();
  };

  const accepted = acceptedEventTypes(snapshot);
  const eventsToOffer = acceptedEventsWithExamples(
    snapshot,
    MACHINE_EXAMPLES[id].events.map((event: EventObject) => stampEvent(id, event, labNow())),
  );
  const {
    enabled,
    blocked,
    leadsTo,
    asks: edgeAsks,
    details: edgeDetails,
  } = labEdges({
    id,
    machine,
    running: run.machine,
    snapshot,
    transitions,
    offered: eventsToOffer,
    send: (events) => events.forEach(send),
    coverageTests,
  });
  const coveredKeys = new Set(coverageTests.flatMap((t) => t.transitions));
  const coverage = COVERAGE ? new Map<string, EdgeCoverage>(transitions.map((t) => [t.key, coveredKeys.has(t.key) ? 'covered' : 'missed'])) : undefined;
  const uncovered = coverage ? new Set(transitions.filter((t) => !coveredKeys.has(t.key)).map((t) => t.key)) : null;
  const testPath = selectedTest ? new Set(coverageTests.find((t) => t.test === selectedTest)?.transitions ?? []) : undefined;
  const playerPath = selectedPath !== null ? paths[selectedPath] : undefined;
  const playerKeys = playerPath
    ? eventsTake(
        machine,
        labInput(id, playerPath.variant, clockStart(id, playerPath.variant, pageNow)),
        playerPath.steps.map((s) => s.event),
      )
    : undefined;

  const searchable = useMemo(() => searchItemsOf(graph, transitions, paths), [graph, transitions, paths]);
  const onSearchPick = (item: SearchItem) => {
    const nonce = (jump?.nonce ?? 0) + (pathRequest?.nonce ?? 0) + 1;
    if (typeof item.target === 'number') setPathRequest({ index: item.target, nonce });
    else {
      setSelected(item.target);
      setJump({ target: item.target, nonce });
    }
  };

  const onPlayerPosition = (to: number) => {
    if (!playerPath) return;
    const events = playerPath.steps.slice(0, to).map((s) => s.event);
    // A path replays at its variant's clock, where its events' instants were made.
    const pathStart = clockStart(id, playerPath.variant, pageNow);
    const replayed = startRun(machine, labInput(id, playerPath.variant, pathStart), events);
    const reached = stateName(replayed.actor.getSnapshot().value);
    replayed.stop();
    const expected = to === 0 ? playerPath.initial : playerPath.steps[to - 1]?.state;
    setPathFailure(reached === expected ? null : `Step ${to}: the machine is in ${reached}, the path expects ${expected}.`);
    setStart(pathStart);
    session.loadPath(events, playerPath.variant);
  };

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={700}>Current state:</Text>
        <Badge size="lg" color="hearth.8" data-testid="lab-state" data-state={stateName(snapshot.value)}>
          {stateName(snapshot.value)}
        </Badge>
        {variant && (
          <Badge size="lg" variant="outline" color="gray.8" data-testid="lab-variant">
            variant: {variant}
          </Badge>
        )}
      </Group>
      <Text fz="sm" aria-live="polite" data-testid="lab-ignored">
        {ignored ? `${describeEvent(ignored.event)} was ignored: ${ignored.state} does not take it, so it is not a step.` : ''}
      </Text>
      <LabSearch items={searchable} onPick={onSearchPick} />
      <DiagramPanel
        id={id}
        jumpTo={jump}
        title={entry.title}
        graph={graph}
        layout={layoutOf(id)}
        transitions={transitions}
        uncovered={uncovered}
        active={new Set(activeStateIds(snapshot))}
        last={run.steps.at(-1)?.transitions.at(-1) ?? null}
        enabled={enabled}
        blocked={blocked}
        leadsTo={leadsTo}
        declared={declaredEvents(machine, activeStateIds(snapshot))}
        edgeDetails={edgeDetails}
        edgeAsks={edgeAsks}
        path={testPath ?? playerKeys}
        coverage={coverage}
        selected={selected}
        onSelectState={setSelected}
        onSelectTransition={(key) => {
          setSelected(key);
          const transition = transitions.find((t) => t.key === key);
          const event = transition && eventsToOffer.find((e) => e.type === transition.event);
          if (event && enabled.has(key)) send(event);
        }}
      />
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EventsPanel
          machine={machine}
          snapshot={snapshot}
          accepted={accepted}
          events={eventsToOffer}
          send={send}
          payloadProblem={(event) => payloadProblem(id, event)}
          stamp={(event) => stampEvent(id, event, labNow())}
        />
        <Card withBorder padding="md">
          <Title order={3} fz="h4" mb="xs">
            Context
          </Title>
          <Code block data-testid="lab-context" mah={420} style={{ overflow: 'auto' }} tabIndex={0} aria-label="The machine's context">
            {toJson(snapshot.context ?? {}, 2)}
          </Code>
        </Card>
      </CardGrid>
      <RealViewPanel
        key={run.serial}
        view={view}
        run={run.serial}
        observer={observer}
        fallback={LAB_VIEW_NOTES.other}
        waiting={waitingPosts(snapshot, view)}
        settle={(actorId, accepted) => send({ type: `xstate.${accepted ? 'done' : 'error'}.actor.${actorId}` })}
        steps={run.steps}
      />
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ClockPanel
          now={run.clock.now()}
          timers={run.clock.timers()}
          advance={advance}
          // The next timer fires by moving the clock to it (the clock then reads its time); a later one is sent out of turn.
          fire={(timer) => (timer.id === run.clock.timers()[0]?.id ? advance(timer.due - run.clock.now()) : send(timer.event))}
          {...(reads ? { wall: { start: startMs, setStart: restartClockAt } } : {})}
        />
        <SharePanel address={address} machine={machine} input={labInput(id, variant, start)} steps={run.steps} />
      </CardGrid>
      <ComputedPanel id={id} at={labNow()} context={snapshot.context} opened={run.steps.some((s) => s.event.type === 'OPEN')} />
      <TimelinePanel steps={run.steps} session={session} />
      <SequencePanel machine={machine.id} initialChildren={run.initialChildren} steps={run.steps} />
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <Title order={3} fz="h4" mb="xs">
            Generated test paths
          </Title>
          <PathPlayer
            key={id}
            paths={paths.map((p, index) => ({ label: pathTitle(p, index), details: `${shortTestName(p.test)}: ${pathDetails(p)}`, steps: p.steps.length }))}
            selected={selectedPath}
            onSelect={(index) => {
              setSelectedPath(index);
              setPathFailure(null);
              // A chosen path starts from its beginning, in its variant (the empty carousel's has no steps at all).
              const chosen = index === null ? undefined : paths[index];
              if (chosen) {
                setStart(clockStart(id, chosen.variant, pageNow));
                session.loadPath([], chosen.variant);
              }
            }}
            onPosition={onPlayerPosition}
            failure={pathFailure}
            request={pathRequest}
          />
          {pathFailure && (
            <Alert color="red" variant="outline" mt="xs" data-testid="path-failure">
              {pathFailure}
            </Alert>
          )}
        </Card>
        <CoveragePanel
          hasReport={COVERAGE !== null}
          stale={COVERAGE_IS_STALE}
          writtenAt={COVERAGE?.writtenAt}
          transitions={transitions}
          uncoveredCount={uncovered?.size ?? 0}
          guardOutcomes={guardOutcomeCoverage(
            machine,
            coverageTests.flatMap((t) => t.guardOutcomes),
          )}
          tests={coverageTests}
          selectedTest={selectedTest}
          onSelectTest={setSelectedTest}
          selectedTransition={transitions.find((t) => t.key === selected)}
        />
      </CardGrid>
      <PropertiesPanel
        properties={propertiesOf(id)}
        onPlay={(path) => {
          const index = paths.indexOf(path);
          if (index >= 0) setPathRequest({ index, nonce: (pathRequest?.nonce ?? 0) + (jump?.nonce ?? 0) + 1 });
        }}
      />
      <SelfCheckPanel now={start} />
    </Stack>
  );
}
