import { Box, Card, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LAB_HELD_TEXT } from '../../content/machine-lab';
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
  // What the view tried to do outside the lab (open a page, post a form): held, and said.
  const [held, setHeld] = useState<string | null>(null);
  return (
    <Card withBorder padding="md" data-testid="lab-real-view">
      <Title order={3} fz="h4" mb="xs">
        What a visitor sees
      </Title>
      {view?.render ? (
        <>
          <Text fz="xs" c="dimmed" mb="sm">
            The site's own view, bound to the machine on the diagram: use it as a visitor would, and every step lands on the timeline. Its
            effects are held here: the toasts it would show, the forms it would post and the pages it would open do not happen; the timeline's
            last column lists each one a step would have run.
          </Text>
          {/* Fixed parts of a view (the chat) stay inside this frame; its links and form posts are held here. */}
          <Box
            className="lab-real-view"
            h={view.height}
            onSubmitCapture={(e) => {
              e.preventDefault();
              setHeld(LAB_HELD_TEXT.formPost);
            }}
            onClickCapture={(e) => {
              const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
              if (!link) return;
              e.preventDefault();
              setHeld(LAB_HELD_TEXT.link(link.getAttribute('href') ?? ''));
            }}
          >
            <MachineObserverProvider key={run} value={observer}>
              {view.render()}
            </MachineObserverProvider>
          </Box>
          <Text fz="xs" mt={4} aria-live="polite" data-testid="lab-held">
            {held ?? ''}
          </Text>
        </>
      ) : (
        <Text fz="sm">{view?.note ?? fallback}</Text>
      )}
    </Card>
  );
}
