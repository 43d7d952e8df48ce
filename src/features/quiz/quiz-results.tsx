import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { conditionText, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import type { QuizResultsWords, QuizWords } from '../../content/quiz';
import { PHONE } from '../../content/site';
import { useEffect, type ReactNode } from 'react';
import { rememberVisitFacts } from '../../shared/lib/visit-facts';
import { carePlanFor, carePlanIn, carePlanRequestFields, planPriceBasis } from './care-plan';
import { calculatorPath, regionOfCity } from '../../content/price-story';
import { CITIES } from '../../content/cities';
import { hourlyRate } from '../../shared/lib/care-rates';
import { cityNamedIn } from '../../../machines/shared/visit-facts';
import { CardGrid } from '../../shared/ui/layout-grid';

const CITY_NAMES = CITIES.map((c) => c.city);

/** A choice's words on screen (a value the words do not know, as it is). */
const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;

/** The daily estimate's hourly basis and the calculator's rate for the family's region, with the calculator set to it (decision 0049). */
function PriceBasis({ answers, pricePerDay, words }: { answers: QuizAnswers; pricePerDay: number; words: QuizResultsWords['price'] }) {
  const basis = planPriceBasis({ ...answers, conditionText: conditionText(answers) });
  const region = regionOfCity(cityNamedIn(answers.location, CITY_NAMES));
  const link = basis.careType ? words.planLink(region, calculatorPath(basis.careType, region, basis.hoursPerDay * 7)) : null;
  return (
    <Stack gap={4} mt="xs" data-testid="plan-price-basis">
      <Text>{words.planHourly(pricePerDay, basis.hoursPerDay)}</Text>
      {basis.careType && link ? (
        <>
          <Text>{words.planCompare(basis.careType, region, hourlyRate(basis.careType, region))}</Text>
          <Text size="sm">{words.planWhy}</Text>
          <Anchor component={Link} to={link.to} hrefLang={link.hrefLang} fw={600} underline="always">
            {link.label}
          </Anchor>
        </>
      ) : (
        <Text size="sm">{words.liveIn}</Text>
      )}
    </Stack>
  );
}

/** How the page offers to send the plan: given the fields to post, the form that posts them. */
export type SendPlanSlot = (fields: Record<string, string>) => ReactNode;

/** The recommended plan (docs/spec/SPEC.md §9.2), the answers it rests on, and the way to send it. */
export function QuizResults({
  answers,
  sendPlan,
  words,
  resultsWords: t,
}: {
  answers: QuizAnswers;
  sendPlan?: SendPlanSlot;
  /** The quiz's words (the choices' labels) and the results' own, in the page's language (decision 0067). */
  words: QuizWords;
  resultsWords: QuizResultsWords;
}) {
  const { choices } = words;
  const condition = conditionText(answers);
  // What is posted and remembered is the plan in English (the office reads English); the page shows it in its words.
  const plan = carePlanFor({ ...answers, conditionText: condition });
  const shown = carePlanIn(t.plans, { ...answers, conditionText: condition });
  // What the family told the quiz fills in the consultation request and the contact form later in
  // this visit, so they never say it twice (decision 0048).
  useEffect(() => {
    rememberVisitFacts({
      relationship: answers.whoNeedsCare,
      city: '',
      location: answers.location.trim(),
      languages: answers.languages,
      support: answers.supportNeeded,
      hours: answers.hoursOfCare,
      plan: plan.name,
      contact: { ...answers.contact },
      fromCarePlan: true,
    });
  }, [answers, plan.name]);
  const facts: Array<[string, string]> = [
    [t.careFor, labelOf(choices.whoNeedsCare, answers.whoNeedsCare)],
    [t.schedule, `${shown.hours} (${labelOf(choices.hoursOfCare, answers.hoursOfCare)})`],
    [t.startingFrom, answers.startDate ? t.longDate(answers.startDate) : t.flexibleStart],
    [t.languages, answers.languages.map((l) => labelOf(choices.languages, l)).join(', ')],
    [t.location, answers.location.trim()],
    // The condition chosen, in the page's words; the family's own words for Other.
    ...(condition && condition !== 'None'
      ? ([[t.condition, answers.medicalCondition === 'Other' ? condition : labelOf(choices.medicalCondition, condition)]] as Array<[string, string]>)
      : []),
  ];
  return (
    <Stack gap="lg" data-testid="quiz-results">
      <Card withBorder padding="xl" className="roomy-card" bg="var(--site-cream)">
        <Title order={3} fz="h2" c="maple.9" data-testid="plan-name">
          {shown.name}
        </Title>
        <Text fz="xl" fw={700} mt="xs" data-testid="plan-price">
          {t.perDay(plan.pricePerDay)}
        </Text>
        <Text c="dimmed">{shown.hours}</Text>
        <PriceBasis answers={answers} pricePerDay={plan.pricePerDay} words={t.price} />
        <Title order={4} mt="md" mb="xs">
          {t.includes}
        </Title>
        <List spacing={4}>
          {shown.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {answers.supportNeeded.length > 0 && (
          <>
            <Title order={4} mt="md" mb="xs">
              {t.yourChoicesHeading}
            </Title>
            <List spacing={4} data-testid="plan-choices">
              {answers.supportNeeded.map((s) => (
                <List.Item key={s}>{labelOf(t.supportInPlan, s)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Card>
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fw={700}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </CardGrid>
      <Stack gap="xs">
        <Title order={4}>{t.nextStepsHeading}</Title>
        <Text>{t.nextSteps}</Text>
        <Group>
          <Button component={Link} to={t.book.to} hrefLang={t.book.hrefLang}>
            {t.book.label}
          </Button>
          <Button component="a" href={PHONE.href} variant="outline">
            {t.call} {PHONE.display}
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          {t.estimateNote}
        </Text>
      </Stack>
      {sendPlan && (
        <Card withBorder padding="lg" radius="md">
          {sendPlan(carePlanRequestFields(answers, plan))}
        </Card>
      )}
    </Stack>
  );
}
