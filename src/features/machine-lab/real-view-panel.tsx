import { Box, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MachineObserverProvider, type MachineObserver } from '../../shared/machines/machine-observer';

/** A machine's own view in the lab, given by the page that hosts it (features never import each other). */
export interface LabView {
  render?: () => ReactNode;
  /** The frame's height, for views with fixed parts (the chat). */
  height?: number;
  /** What to say instead when the view lives elsewhere. */
  note?: string;
}

export interface RealViewPanelProps {
  view: LabView | undefined;
  /** Says which run the view is bound to: a new run mounts the view afresh. */
  run: number;
  observer: MachineObserver;
  /** Said when the machine has no view of its own here. */
  fallback: string;
}

/** The site's own view, bound to the lab's actor: what a visitor would see in this very state. */
export function RealViewPanel({ view, run, observer, fallback }: RealViewPanelProps) {
  return (
    <Card withBorder padding="md" data-testid="lab-real-view">
      <Title order={3} fz="h4" mb="xs">
        What a visitor sees
      </Title>
      {view?.render ? (
        <>
          <Text fz="xs" c="dimmed" mb="sm">
            The site's own view, bound to the machine on the diagram: use it as a visitor would, and every step lands on the timeline.
          </Text>
          {/* Fixed parts of a view (the chat) stay inside this frame; a form's post is held here (the machine still shows it submitting). */}
          <Box className="lab-real-view" h={view.height} onSubmitCapture={(e) => e.preventDefault()}>
            <MachineObserverProvider key={run} value={observer}>
              {view.render()}
            </MachineObserverProvider>
          </Box>
        </>
      ) : (
        <Text fz="sm">{view?.note ?? fallback}</Text>
      )}
    </Card>
  );
}
