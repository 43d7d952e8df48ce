import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { pathPlayerMachine } from '../../../machines/path-player/path-player.machine';
import { pathPlayerView } from '../../../machines/path-player/path-player.view';
import { MACHINE_LAB_TIMINGS, PATH_PLAYER_TEXT } from '../../content/machine-lab';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';

export interface PlayablePath {
  /** The path's title in the list (short). */
  label: string;
  /** Its full name, shown once it is chosen. */
  details: string;
  steps: number;
}

export interface PathPlayerProps {
  paths: readonly PlayablePath[];
  /** The index of the chosen path, or null. */
  selected: number | null;
  onSelect: (index: number | null) => void;
  /** Steps taken so far: the lab replays that many of the path's events. */
  onPosition: (position: number) => void;
  /** Set when the last step reached a state the path does not expect: playback pauses. */
  failure?: string | null;
  /** A path chosen elsewhere (the lab's search): chosen here as if from the list, once per `nonce`. */
  request?: { index: number; nonce: number } | null;
}

/**
 * The lab's path player (machines/path-player/path-player.machine.ts): choose one of the paths the model tests
 * generate, then play it, pause it or take it step by step. It reports how far it has got; the
 * lab replays that many steps on the machine under test and checks each expected state.
 */
export function PathPlayer({ paths, selected, onSelect, onPosition, failure = null, request = null }: PathPlayerProps) {
  const actor = useMachineActor(pathPlayerMachine, { input: { intervalMs: MACHINE_LAB_TIMINGS.pathStepMs } });
  const view = useMachineView(actor, pathPlayerView);
  const { position, isPlaying, pause } = view;

  // Told only when the position moves (the lab's callback changes with every render).
  const report = useEffectEvent((at: number) => onPosition(at));
  useEffect(() => {
    report(position);
  }, [position]);

  useEffect(() => {
    if (failure && isPlaying) pause();
  }, [failure, isPlaying, pause]);

  const choose = (index: number | null) => {
    onSelect(index);
    view.load(index === null ? 0 : (paths[index]?.steps ?? 0));
  };
  const chooseRequested = useEffectEvent((index: number) => choose(index));
  useEffect(() => {
    if (request) chooseRequested(request.index);
  }, [request]);

  return (
    <Stack gap="xs" data-testid="path-player" data-state={view.dataState}>
      <NativeSelect
        label={PATH_PLAYER_TEXT.pathLabel}
        data={[{ value: '', label: PATH_PLAYER_TEXT.noPath }, ...paths.map((p, i) => ({ value: String(i), label: p.label }))]}
        value={selected === null ? '' : String(selected)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          choose(value === '' ? null : Number(value));
        }}
      />
      {selected !== null && paths[selected] && (
        <Text fz="xs" c="dimmed" data-testid="path-details">
          {paths[selected].details}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={view.play} disabled={!view.canPlay}>
          {PATH_PLAYER_TEXT.play}
        </Button>
        <Button size="xs" variant="default" onClick={view.pause} disabled={!view.canPause}>
          {PATH_PLAYER_TEXT.pause}
        </Button>
        <Button size="xs" variant="default" onClick={view.step} disabled={!view.canStep}>
          {PATH_PLAYER_TEXT.step}
        </Button>
        <Button size="xs" variant="default" onClick={view.restart} disabled={!view.canRestart}>
          {PATH_PLAYER_TEXT.restart}
        </Button>
      </Group>
      <Text fz="sm" aria-live="polite" data-testid="path-progress">
        {view.hasPath ? PATH_PLAYER_TEXT.progress(view.position, view.total) : PATH_PLAYER_TEXT.idle}
        {view.isFinished && !failure ? ` ${PATH_PLAYER_TEXT.finished}` : ''}
      </Text>
    </Stack>
  );
}
