import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LAB_HELD_TEXT } from '../../content/machine-lab';
import { leadArrived } from '../../shared/forms/lead-arrived';
import { ToastQueue } from '../../shared/widgets/toast/toast-provider';

/**
 * What a view in the lab tries to send out of the page, held and listed (decision 0092, "the lab
 * shows what leaves the page"): every post with its address and fields as sent, every toast with its
 * words, every link. QA answers each post as the office's service would (accepted, refused, or
 * never), and the answer drives the machine's real outcome, as a step of the session: a post the
 * machine waits on (an invoked actor: the chat's message, handover, follow-up) is settled with its
 * done or error event, on the timeline like any step; a native post (a lead form's) is what the
 * browser's page would learn of it: accepted, its thank-you page is reached (the lead arrives, as on
 * /thank-you); then, accepted or refused, the family may come back with Back (the page restored).
 * Never answered, the machine's own time limit decides, on the lab's clock.
 */

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** How a post was answered: not yet, by the service (accepted or refused), or never (the machine's own time limit decides). */
export type PostOutcome = 'waiting' | 'accepted' | 'refused' | 'never';

/** A post as it would leave the page: where to, and its fields as sent. */
export interface PostOut {
  address: string;
  fields: Readonly<Record<string, string>>;
}

/** A post the machine waits on: its invoked actor (by id, and its run's session id), and what it would send. */
export interface WaitedPost extends PostOut {
  actorId: string;
  sessionId: string;
}

export type HeldPost = {
  kind: 'post';
  id: number;
  address: string;
  fields: readonly (readonly [string, string])[];
  outcome: PostOutcome;
} & ({ native: true } | { native: false; actorId: string; sessionId: string });

export type HeldEffect = HeldPost | { kind: 'toast'; id: number; title: string; description: string } | { kind: 'link'; id: number; address: string };

/** Effects are only ever added: each one's number is its place in the list. */
const appended = (list: readonly HeldEffect[], effect: DistributiveOmit<HeldEffect, 'id'>): HeldEffect[] => [
  ...list,
  { ...effect, id: list.length + 1 } as HeldEffect,
];

/**
 * The held effects of one run of a view and how QA answers them. `waiting`: the posts the machine
 * waits on now; `settle` sends an invoked actor's done or error event; `clock` is the lab's time.
 */
export function useHeldEffects(
  waiting: readonly WaitedPost[],
  settle: (actorId: string, accepted: boolean) => void,
  clock: () => number,
  /** The toasts each step of the session raised through the machine's own effects, in their words. */
  stepToasts: readonly (readonly { title?: string; description?: string }[])[],
) {
  const [effects, setEffects] = useState<HeldEffect[]>([]);
  // The steps whose toasts are listed already; a new step's are listed as it is first seen (state adjusted while rendering).
  const [stepsSeen, setStepsSeen] = useState(0);
  if (stepToasts.length !== stepsSeen) {
    setStepsSeen(stepToasts.length);
    const raised = stepToasts.slice(stepsSeen).flat();
    if (stepToasts.length > stepsSeen && raised.length > 0) {
      setEffects(
        raised.reduce<HeldEffect[]>(
          (list, toast) => appended(list, { kind: 'toast', title: toast.title ?? '', description: toast.description ?? '' }),
          effects,
        ),
      );
    }
  }
  const add = (effect: DistributiveOmit<HeldEffect, 'id'>) => setEffects((list) => appended(list, effect));

  // A post the machine started waiting on is listed once, as it is first seen (state adjusted while rendering).
  const unseen = waiting.filter((w) => !effects.some((e) => e.kind === 'post' && !e.native && e.sessionId === w.sessionId));
  if (unseen.length > 0) {
    setEffects([
      ...effects,
      ...unseen.map((w, i): HeldEffect => ({
        kind: 'post',
        id: effects.length + i + 1,
        address: w.address,
        fields: Object.entries(w.fields),
        native: false,
        actorId: w.actorId,
        sessionId: w.sessionId,
        outcome: 'waiting',
      })),
    ]);
  }

  // The toasts the view raises, in their words, as the site's toast queue shows them.
  const toasts = ToastQueue.useActorRef();
  useEffect(() => {
    let shown = toasts.getSnapshot().context.shownCount;
    const subscription = toasts.subscribe((snapshot) => {
      const { current, shownCount } = snapshot.context;
      if (shownCount === shown || !current) return;
      shown = shownCount;
      setEffects((list) => appended(list, { kind: 'toast', title: current.title ?? '', description: current.description ?? '' }));
    });
    return () => subscription.unsubscribe();
  }, [toasts]);

  /** A native form post the browser would have sent: held with its fields as they left. */
  const holdForm = (form: HTMLFormElement) =>
    add({
      kind: 'post',
      address: form.action,
      fields: [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name] as const),
      native: true,
      outcome: 'waiting',
    });
  const holdLink = (address: string) => add({ kind: 'link', address });

  /** Whether the machine still waits on a post it invoked (a post it left, by its time limit or otherwise, is no longer answerable). */
  const isWaitedOn = (post: HeldPost) => post.native || waiting.some((w) => w.sessionId === post.sessionId);
  const answer = (post: HeldPost, outcome: Exclude<PostOutcome, 'waiting'>) => {
    setEffects((list) => list.map((e) => (e.id === post.id ? { ...post, outcome } : e)));
    if (outcome === 'never') return;
    if (!post.native) settle(post.actorId, outcome === 'accepted');
    // The browser would now show the page the service answered: the thank-you page marks the lead arrived.
    else if (outcome === 'accepted') leadArrived(thankYouFrom(post.fields), clock());
  };
  return { effects, holdForm, holdLink, answer, isWaitedOn };
}

/** The `from` of a native post's thank-you page (its `_next`): which form's lead arrived. */
const thankYouFrom = (fields: readonly (readonly [string, string])[]): string => {
  const next = fields.find(([name]) => name === '_next')?.[1] ?? '';
  try {
    return new URL(next, window.location.origin).searchParams.get('from') ?? '';
  } catch {
    return '';
  }
};

/** The family comes back to the form with the browser's Back: the page restored from the back-forward cache. */
const comeBackWithBack = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

/** The list of held effects, newest last, each post with its answers. */
export function HeldEffectsList({ effects, answer, isWaitedOn }: Pick<ReturnType<typeof useHeldEffects>, 'effects' | 'answer' | 'isWaitedOn'>) {
  const t = LAB_HELD_TEXT;
  return (
    <Stack gap="xs" mt="sm" data-testid="lab-held-effects">
      {/* Not a heading: the view above it has headings of its own (a quiz's h2), which a heading here would follow out of order. */}
      <Text fw={700} fz="sm">
        {t.heading}
      </Text>
      {effects.length === 0 && <Text fz="sm">{t.none}</Text>}
      <Stack gap="sm" component="ol" aria-live="polite" style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
        {effects.map((effect) => (
          <li
            key={effect.id}
            data-kind={effect.kind}
            data-testid={`lab-held-${effect.kind}`}
            {...(effect.kind === 'post' ? { 'data-outcome': effect.outcome } : {})}
          >
            {effect.kind === 'toast' && <Text fz="sm">{t.toast(effect.title, effect.description)}</Text>}
            {effect.kind === 'link' && <Text fz="sm">{t.link(effect.address)}</Text>}
            {effect.kind === 'post' && (
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fz="sm" fw={700}>
                    {t.post(effect.address)}
                  </Text>
                  <Badge variant="outline" color="dark">
                    {t.outcomes[effect.outcome]}
                  </Badge>
                </Group>
                <Table withTableBorder fz="xs" verticalSpacing={2} aria-label={t.fieldsLabel}>
                  <Table.Tbody>
                    {effect.fields.map(([name, value]) => (
                      <Table.Tr key={name}>
                        <Table.Th scope="row">{name}</Table.Th>
                        <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Group gap="xs">
                  {(effect.outcome === 'waiting' || effect.outcome === 'never') && isWaitedOn(effect) && (
                    <>
                      <Button size="xs" variant="default" onClick={() => answer(effect, 'accepted')}>
                        {effect.outcome === 'never' ? t.acceptLate : t.accept}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => answer(effect, 'refused')}>
                        {effect.outcome === 'never' ? t.refuseLate : t.refuse}
                      </Button>
                    </>
                  )}
                  {effect.outcome === 'waiting' && isWaitedOn(effect) && (
                    <Button size="xs" variant="default" onClick={() => answer(effect, 'never')}>
                      {t.never}
                    </Button>
                  )}
                  {effect.native && (effect.outcome === 'accepted' || effect.outcome === 'refused') && (
                    <Button size="xs" variant="default" onClick={comeBackWithBack}>
                      {t.comeBack}
                    </Button>
                  )}
                </Group>
                {effect.outcome !== 'waiting' && <Text fz="xs">{t.said(effect.native, effect.outcome)}</Text>}
                {!isWaitedOn(effect) && (effect.outcome === 'waiting' || effect.outcome === 'never') && <Text fz="xs">{t.leftUnanswered}</Text>}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
