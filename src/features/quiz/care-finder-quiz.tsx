import { Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { createElement, Suspense, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { contactProblems, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import { quizMachine, type QuizStep } from '../../../machines/quiz/quiz.machine';
import { quizView } from '../../../machines/quiz/quiz.view';
import { emptyVisitFacts, quizStartOf } from '../../../machines/shared/visit-facts';
import { QUIZ_LANGUAGES } from '../../content/languages';
import { readVisitFacts } from '../../shared/lib/visit-facts';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { QUIZ_STEP_NOTICE, contactNotice, type QuizResultsWords, type QuizWords } from '../../content/quiz';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { loadOnce, loadOncePer } from '../../shared/lib/load-once';
import type { SendPlanSlot } from './quiz-results';
import { useRestoredResults } from './use-restored-results';
import { useQuizDraft } from './use-quiz-draft';
import { useFocusOnChange } from '../../shared/hooks/use-focus-on-change';

/**
 * The results (the plan's rules and its card) are the quiz's last screen: their code is fetched
 * when the visitor starts the quiz, not with the page (it would weigh on the page's first load), and is there long
 * before the last step.
 */
const resultsCode = loadOnce(() => import('./quiz-results').then((m) => m.QuizResults));

/**
 * The steps' code (their chips, fieldsets and progress bar, with Mantine's code for them) comes when
 * the visitor reaches for Start, not with the page (decision 0067): the intro is all the page shows first.
 */
const stepsCode = loadOnce(() => import('./quiz-steps'));

function QuizStepBody(props: ComponentProps<Awaited<ReturnType<typeof stepsCode.preload>>['QuizStepBody']>) {
  return createElement(stepsCode.useLoaded().QuizStepBody, props);
}

function QuizProgressBar(props: ComponentProps<Awaited<ReturnType<typeof stepsCode.preload>>['QuizProgressBar']>) {
  return createElement(stepsCode.useLoaded().QuizProgressBar, props);
}

/** Start once the steps' code is there (at once when it is), so the first step shows whole, its heading focused. */
const startWhenReady = (start: () => void) => (stepsCode.current() ? start() : void stepsCode.preload().then(start, start));
const preloadSteps = () => void stepsCode.preload().catch(() => {});

/** The results' words of each language, fetched once, with the results' code (decision 0067). */
const resultsWords = loadOncePer((words: QuizWords): Promise<QuizResultsWords> => words.loadResults());

/** Loads the results' code and words of `words`' language (the model tests call it before rendering results). */
export const preloadQuizResults = (words: QuizWords) => Promise.all([resultsCode.preload(), resultsWords(words).preload(), stepsCode.preload()]);

function QuizResults(props: Omit<ComponentProps<Awaited<ReturnType<typeof resultsCode.preload>>>, 'resultsWords'>) {
  // Both read on every render (decision 0059).
  const View = resultsCode.useLoaded();
  const loadedWords = resultsWords(props.words).useLoaded();
  return createElement(View, { ...props, resultsWords: loadedWords });
}

/** Steps whose help text is the legend of their choices (so it is not repeated under the heading). */
const CHOICE_STEPS = new Set<QuizStep>(['whoNeedsCare', 'supportNeeded', 'hoursOfCare', 'medicalCondition', 'languages']);

export type AnswersLogger = (label: string, answers: QuizAnswers) => void;

// The spec asks for the answers in the browser console; tests inject their own logger.
const consoleLogger: AnswersLogger = (label, answers) => console.log(label, answers);

/**
 * The care-finder quiz at /find-your-care-plan, driven by the quiz machine. `sendPlan` is the
 * page's form for 'Send My Plan to a Care Advisor' (a form of the forms feature, which this
 * feature does not import), shown with the results.
 */
export function CareFinderQuiz({
  words,
  logAnswers = consoleLogger,
  sendPlan,
  preloadSendPlan,
}: {
  /** Every word on screen, in the page's language (decision 0067). */
  words: QuizWords;
  logAnswers?: AnswersLogger;
  sendPlan?: SendPlanSlot;
  /** Fetches the code of `sendPlan`'s form, called with the results' own when the quiz starts. */
  preloadSendPlan?: () => Promise<unknown>;
}) {
  const { toast, withdraw } = useToast();
  const t = words;
  const machine = useMemo(
    () =>
      quizMachine.provide({
        actions: {
          notifyIncomplete: () => toast({ ...t.notices.incomplete, variant: 'destructive', reason: QUIZ_STEP_NOTICE }),
          // What each field lacks, by the view model's own rule, as the refusal leaves it (the machine's context).
          notifyContactIncomplete: ({ context }) =>
            toast({ ...contactNotice(t, contactProblems(context.answers.contact)), variant: 'destructive', reason: QUIZ_STEP_NOTICE }),
          logAnswers: ({ context }) => logAnswers(t.answersLogLabel, context.answers),
        },
      }),
    [toast, logAnswers, t],
  );
  // A quiz starts from what this visit told the site (a language page's language and city): read
  // once, in the browser; the prerendered intro shows none of it.
  const [start] = useState(() => quizStartOf(typeof window === 'undefined' ? emptyVisitFacts() : readVisitFacts(), QUIZ_LANGUAGES, words.defaultLanguages));
  const actor = useMachineActor(machine, { input: { defaultLanguages: start.languages, defaultLocation: start.location } });
  const view = useMachineView(actor, quizView);
  const { step, answers } = view;
  const forgetResults = useRestoredResults(view);
  const forgetDraft = useQuizDraft(view);
  // A step's notice leaves with its reason: once the step is answered, or the visitor has moved on.
  const { isStepAnswered, dataState } = view;
  useEffect(() => {
    if (isStepAnswered) withdraw(QUIZ_STEP_NOTICE);
  }, [isStepAnswered, withdraw]);
  useEffect(() => withdraw(QUIZ_STEP_NOTICE), [dataState, withdraw]);

  const started = !view.isIntro;
  useEffect(() => {
    if (started) void Promise.all([preloadQuizResults(words), preloadSendPlan?.()]).catch(() => {});
  }, [started, preloadSendPlan, words]);

  // Each new screen's heading takes focus.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.dataState);

  return (
    <Card withBorder padding="xl" radius="lg" className="roomy-card" data-testid="care-finder-quiz" data-state={view.dataState} maw={860} mx="auto">
      {/* 'Generating Your Plan...' (docs/spec/SPEC.md §4.4), said in place above the plan, not as a toast
          that would sit over it. In the page from the start, so it is spoken when it appears (decision 0045). */}
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="quiz-plan-notice">
        {view.showsPlanNotice && (
          <Text mb="md" p="sm" bg="var(--site-cream)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text span fw={700}>
              {t.notices.generating.title}
            </Text>{' '}
            {t.notices.generating.description}
          </Text>
        )}
      </div>
      {view.isIntro && (
        <Stack gap="md">
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {t.introHeading}
          </Title>
          <Text>{t.introLead}</Text>
          <List spacing={4}>
            {t.introPoints.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
          <Button size="lg" w="fit-content" onClick={() => startWhenReady(view.start)} onPointerEnter={preloadSteps} onFocus={preloadSteps}>
            {t.start}
          </Button>
        </Stack>
      )}
      {step && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            view.forward();
          }}
        >
          <Stack gap="lg">
            <Stack gap={6}>
              <Text fw={600} id="quiz-progress-label">
                {t.progress(view.stepNumber!)}
              </Text>
              <Suspense fallback={null}>
                <QuizProgressBar value={view.progressPercent} />
              </Suspense>
            </Stack>
            <Stack gap={4}>
              {/* The heading takes focus on each step: its description is the progress, so a screen
                  reader says "Who needs care?, heading level 2, Step 1 of 8" (decision 0045). */}
              <Title order={2} ref={headingRef} tabIndex={-1} aria-describedby="quiz-progress-label">
                {t.steps[step].heading}
              </Title>
              {!CHOICE_STEPS.has(step) && <Text c="dimmed">{t.steps[step].help}</Text>}
            </Stack>
            <Suspense fallback={<Loader size="sm" />}>
              <QuizStepBody step={step} answers={answers} view={view} refused={view.isRefused} words={t} />
            </Suspense>
            <Group justify="space-between">
              <Button variant="default" onClick={view.back} disabled={!view.canGoBack}>
                {t.back}
              </Button>
              <Button type="submit">{view.isLastStep ? t.seeMyPlan : t.next}</Button>
            </Group>
          </Stack>
        </form>
      )}
      {view.isResults && (
        <Stack gap="lg">
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {t.resultsHeading}
          </Title>
          <Suspense fallback={<Loader aria-label={t.resultsLoading} />}>
            <QuizResults answers={answers} sendPlan={sendPlan} words={t} />
          </Suspense>
          <Button
            variant="default"
            w="fit-content"
            onClick={() => {
              forgetResults();
              forgetDraft();
              view.startOver();
            }}
          >
            {t.startOver}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
