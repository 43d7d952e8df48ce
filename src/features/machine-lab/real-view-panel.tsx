import { Box, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MachineObserverProvider, type MachineObserver } from '../../shared/machines/machine-observer';
import { HeldEffectsList, useHeldEffects, type PostOut, type WaitedPost } from './held-effects';

/** A machine's own view in the lab, given by the page that hosts it (features never import each other). */
export interface LabView {
  render?: () => ReactNode;
  /**
   * The posts the machine's invoked actors would send (by the actor's id: the chat's
   * `deliverMessage`), from the actor's input: the address and the fields, as the view's own code
   * builds them, so the lab lists each post as it would leave the page.
   */
  posts?: Readonly<Record<string, (input: unknown) => PostOut>>;
  /**
   * The toasts the machine's own effects raise on the site (by action name: the quiz's
   * `notifyIncomplete`), in the view's words, from the context the step left: in the lab those
   * actions are the registry machine's, which raise nothing, so the lab says what the visitor would read.
   */
  toasts?: Readonly<Record<string, (context: never) => { title?: string; description?: string }>>;
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
  /** The posts the machine waits on now (its invoked actors the view says how to post). */
  waiting: readonly WaitedPost[];
  /** Settles an invoked actor as the service would answer: its done event (accepted) or its error event, a step of the session. */
  settle: (actorId: string, accepted: boolean) => void;
  /** The session's steps so far: the effects each ran, and the context it left. */
  steps: readonly { effects: readonly string[]; context: unknown }[];
}

/** The site's own view, bound to the lab's actor: what a visitor would see in this very state. */
export function RealViewPanel({ view, run, observer, fallback, waiting, settle, steps }: RealViewPanelProps) {
  // What the view tried to send out of the page (a post, a toast, a link): held, listed, and each post answered by QA.
  const toastsOf = (step: RealViewPanelProps['steps'][number]) =>
    step.effects.flatMap((name) => {
      const words = view?.toasts?.[name];
      return words ? [words(step.context as never)] : [];
    });
  const { effects, holdForm, holdLink, answer, isWaitedOn } = useHeldEffects(waiting, settle, () => observer.clock?.() ?? Date.now(), steps.map(toastsOf));
  return (
    <Card withBorder padding="md" data-testid="lab-real-view">
      <Title order={3} fz="h4" mb="xs">
        What a visitor sees
      </Title>
      {view?.render ? (
        <>
          <Text fz="xs" c="dimmed" mb="sm">
            The site's own view, bound to the machine on the diagram: use it as a visitor would, and every step lands on the timeline. What would leave the page
            is held here and listed below: each post with its fields as sent (answer it as the office's service would: accept, refuse, or never answer), each
            toast with its words, each link not followed.
          </Text>
          {/* Fixed parts of a view (the chat) stay inside this frame; its links and form posts are held here. */}
          <Box
            className="lab-real-view"
            h={view.height}
            // After the form's own handler (it may refuse the post, or stamp the submission's id): a post it let go is held.
            onSubmit={(e) => {
              if (e.defaultPrevented || !(e.target instanceof HTMLFormElement)) return;
              e.preventDefault();
              holdForm(e.target);
            }}
            onClickCapture={(e) => {
              const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
              if (!link) return;
              e.preventDefault();
              holdLink(link.getAttribute('href') ?? '');
            }}
          >
            <MachineObserverProvider key={run} value={observer}>
              {view.render()}
            </MachineObserverProvider>
          </Box>
          <HeldEffectsList effects={effects} answer={answer} isWaitedOn={isWaitedOn} />
        </>
      ) : (
        <Text fz="sm">{view?.note ?? fallback}</Text>
      )}
    </Card>
  );
}
