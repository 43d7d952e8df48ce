import { FRENCH_LANG } from '../../content/french-paths';
import { usePageLanguage } from '../../shared/lib/page-language';
import '@mantine/core/styles/Stepper.css';
import { Alert, Button, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { createElement, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { emptyConsultationAnswers, parseConsultationDraft } from '../../../machines/consultation-request/consultation-request.rules';
import { CONSULTATION_STEPS, consultationRequestMachine } from '../../../machines/consultation-request/consultation-request.machine';
import { calendarByTheMinute, consultationRequestView } from '../../../machines/consultation-request/consultation-request.view';
import { CONSULTATION_HOURS } from '../../content/consultation';
import type { ConsultationWords } from '../../content/pages/consultation';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { useViewClock } from '../../shared/machines/machine-observer';
import { draftKey } from '../../shared/forms/form-keys';
import { KindStep, WhoAndWhereStep } from './consultation-request-steps';
import { loadOnce } from '../../shared/lib/load-once';
import { keepsVisitFacts, sessionStore as storage } from '../../shared/lib/session-store';
import { useFocusOnChange } from '../../shared/hooks/use-focus-on-change';
import { ConsultationWordsContext, preloadLaterWords, useConsultationWords } from './consultation-words';

/** The times, contact and review steps (and the notice of times no longer on offer): fetched once the visitor starts on the first step. */
const laterStepsCode = loadOnce(() => import('./consultation-request-later-steps'));
/** The later steps' code and their words in the page's language. */
export const preloadLaterConsultationSteps = (words: ConsultationWords) => Promise.all([laterStepsCode.preload(), preloadLaterWords(words)]);

type LaterProps = ComponentProps<Awaited<ReturnType<typeof laterStepsCode.preload>>['LaterStep']>;

function LaterStep(props: LaterProps) {
  return createElement(laterStepsCode.useLoaded().LaterStep, props);
}

function NoLongerOffered(props: LaterProps) {
  return createElement(laterStepsCode.useLoaded().NoLongerOffered, props);
}

/** How often an open request tells its machine the time, so a chosen time that lapses is let go and named within the minute. */
const TIME_TOLD_EVERY_MS = 60_000;

/** The draft's key among the lead drafts, so /thank-you clears it with theirs (./lead-draft.ts). */
export const CONSULTATION_DRAFT_ID = 'consultation-request';

const EMPTY = JSON.stringify(emptyConsultationAnswers());
const systemClock = () => new Date();

/**
 * /book-a-free-care-consultation's request, after
 * docs/spec/DECISIONS.md "The consultation page takes requests": a Mantine stepper over the
 * consultation-request machine. The view reads only the
 * view model; the answers are kept as a draft in this tab and come back after a reload; the
 * review posts through the lead form.
 */
export function ConsultationRequest({ now = systemClock, words }: { now?: () => Date; words: ConsultationWords }) {
  return (
    <ConsultationWordsContext value={words}>
      <ConsultationRequestSteps now={now} />
    </ConsultationWordsContext>
  );
}

function ConsultationRequestSteps({ now }: { now: () => Date }) {
  // The clock its events carry (decision 0044): the visitor's, or the QA lab's when the lab shows this view.
  const clock = useViewClock(now);
  const actor = useMachineActor(consultationRequestMachine, { input: { clock: clock(), hours: CONSULTATION_HOURS } });
  // This view's calendar, remembered by the minute for its lifetime (a view model is made on every keystroke).
  const [calendar] = useState(calendarByTheMinute);
  const view = useMachineView(
    actor,
    useCallback<typeof consultationRequestView>((snapshot, send) => consultationRequestView(snapshot, send, clock, calendar), [clock, calendar]),
  );
  const words = useConsultationWords();
  const t = words.request;
  const preloadQuietly = useCallback(() => void preloadLaterConsultationSteps(words).catch(() => {}), [words]);

  // A draft kept in this tab comes back once the page has hydrated (the prerendered page has none);
  // without one, what the visitor told the site earlier in this visit fills the answers in (decision 0048).
  const french = usePageLanguage() === FRENCH_LANG;
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const answers = parseConsultationDraft(storage()?.getItem(draftKey(CONSULTATION_DRAFT_ID, window.location.pathname)) ?? null);
    if (answers) {
      actor.send({ type: 'RESTORE_DRAFT', answers, at: clock() });
      return;
    }
    // The code that reads the visit's facts is fetched only when this tab keeps some.
    if (!keepsVisitFacts()) return;
    const untouched = actor.getSnapshot().context.answers;
    // On a French page, its facts are said in French (./visit.fr-CA.ts).
    const words = french ? import('../../content/visit.fr-CA').then((v) => v.FROM_VISIT_FR) : undefined;
    void Promise.all([import('../../shared/forms/visit-prefill'), words]).then(([m, visitWords]) => {
      const prefill = m.consultationPrefillFromVisit(visitWords);
      // Only onto an untouched request: nothing the visitor chose meanwhile is replaced.
      if (prefill && actor.getSnapshot().context.answers === untouched) actor.send({ type: 'PREFILL', ...prefill });
    });
  }, [actor, clock, french]);
  useEffect(() => {
    const json = JSON.stringify(view.answers);
    if (json === EMPTY) return;
    try {
      storage()?.setItem(draftKey(CONSULTATION_DRAFT_ID, window.location.pathname), json);
    } catch {
      // Storage full or refused: the request still works, only without a draft.
    }
  }, [view.answers]);

  // The machine is told the time as the tab comes back into view (a hidden tab's timers are slowed)
  // and, while a time is chosen, each minute: a time that lapses is let go and named where the family is.
  const tellTime = useEffectEvent(() => view.tellTime());
  const hasTimes = view.answers.windows.length > 0;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') tellTime();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  useEffect(() => {
    if (!hasTimes) return;
    const timer = setInterval(tellTime, TIME_TOLD_EVERY_MS);
    return () => clearInterval(timer);
  }, [hasTimes]);

  // Each new step's heading takes focus, so keyboard and screen reader users start there.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.step);

  // A restored draft goes on to the later steps with the next press: fetch them now.
  useEffect(() => {
    if (view.stepIndex > 0) preloadQuietly();
  }, [view.stepIndex, preloadQuietly]);

  const step = t.steps[view.step];
  return (
    <Stack
      gap="lg"
      data-testid="consultation-request"
      data-state={view.dataState}
      aria-labelledby="consultation-request-heading"
      component="section"
      onFocusCapture={preloadQuietly}
      onPointerDownCapture={preloadQuietly}
    >
      <Title order={2} fz="h3" id="consultation-request-heading" c="maple.9">
        {t.formHeading}
      </Title>
      <Stepper active={view.stepIndex} size="sm" allowNextStepsSelect={false} aria-hidden="true">
        {CONSULTATION_STEPS.map((s) => (
          <Stepper.Step key={s} label={t.steps[s].label} allowStepSelect={false} />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" data-testid="consultation-progress" id="consultation-progress">
        {t.progress(view.stepIndex + 1, CONSULTATION_STEPS.length)}
      </Text>
      {/* Focused on each step, the heading is described by the progress: "Step 2 of 5" is spoken with it (decision 0045). */}
      <Title order={3} ref={headingRef} tabIndex={-1} id="consultation-step-heading" aria-describedby="consultation-progress">
        {step.heading}
      </Title>
      {view.step === 'whoAndWhere' && <WhoAndWhereStep view={view} />}
      {view.step === 'kind' && <KindStep view={view} />}
      {view.stepIndex > 1 && (
        <Suspense fallback={<Loader size="sm" aria-label={t.loading} />}>
          <LaterStep view={view} />
        </Suspense>
      )}
      <div aria-live="polite" data-testid="consultation-no-longer-offered-region">
        {view.noLongerOffered.length > 0 && (
          <Suspense fallback={null}>
            <NoLongerOffered view={view} />
          </Suspense>
        )}
      </div>
      <div aria-live="polite" data-testid="consultation-refusal-region">
        {view.refusal && (
          // The live region around it speaks it; Mantine's default role="alert" would speak it again (decision 0045).
          <Alert color="red" variant="light" role="group" data-testid="consultation-refusal" styles={{ message: { color: '#2b211c' } }}>
            {t.refusals[view.refusal]}
          </Alert>
        )}
      </div>
      <Group gap="sm">
        {view.canGoBack && (
          <Button variant="default" onClick={view.back}>
            {t.back}
          </Button>
        )}
        {!view.isReview && <Button onClick={view.next}>{view.step === 'contact' ? t.toReview : t.next}</Button>}
      </Group>
    </Stack>
  );
}
