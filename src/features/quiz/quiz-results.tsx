import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { conditionText, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import { CONSULTATION_PATH } from '../../content/navigation';
import { QUIZ_TEXT } from '../../content/quiz';
import { SUPPORT_IN_PLAN, YOUR_CHOICES_HEADING } from '../../content/plan-choices';
import { PHONE } from '../../content/site';
import { useEffect, type ReactNode } from 'react';
import { rememberVisitFacts } from '../../shared/lib/visit-facts';
import { carePlanFor, carePlanRequestFields, planPriceBasis } from './care-plan';
import { calculatorPath, PRICE_STORY, regionOfCity } from '../../content/price-story';
import { CITIES } from '../../content/cities';
import { hourlyRate } from '../../shared/lib/care-rates';
import { cityNamedIn } from '../../../machines/shared/visit-facts';
import { CardGrid } from '../../shared/ui/layout-grid';

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

const CITY_NAMES = CITIES.map((c) => c.city);

/** The daily estimate's hourly basis and the calculator's rate for the family's region, with the calculator set to it (decision 0049). */
function PriceBasis({ answers, pricePerDay }: { answers: QuizAnswers; pricePerDay: number }) {
  const basis = planPriceBasis({ ...answers, conditionText: conditionText(answers) });
  const region = regionOfCity(cityNamedIn(answers.location, CITY_NAMES));
  return (
    <Stack gap={4} mt="xs" data-testid="plan-price-basis">
      <Text>{PRICE_STORY.planHourly(pricePerDay, basis.hoursPerDay)}</Text>
      {basis.careType ? (
        <>
          <Text>{PRICE_STORY.planCompare(basis.careType, region, hourlyRate(basis.careType, region))}</Text>
          <Text size="sm">{PRICE_STORY.planWhy}</Text>
          <Anchor component={Link} to={calculatorPath(basis.careType, region, basis.hoursPerDay * 7)} fw={600} underline="always">
            {PRICE_STORY.planLink(region)}
          </Anchor>
        </>
      ) : (
        <Text size="sm">{PRICE_STORY.liveIn}</Text>
      )}
    </Stack>
  );
}

/** How the page offers to send the plan: given the fields to post, the form that posts them. */
export type SendPlanSlot = (fields: Record<string, string>) => ReactNode;

/** The recommended plan (docs/spec/SPEC.md §9.2), the answers it rests on, and the way to send it. */
export function QuizResults({ answers, sendPlan }: { answers: QuizAnswers; sendPlan?: SendPlanSlot }) {
  const t = QUIZ_TEXT.results;
  const condition = conditionText(answers);
  const plan = carePlanFor({ ...answers, conditionText: condition });
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
    [t.careFor, answers.whoNeedsCare],
    [t.schedule, `${plan.hours} (${answers.hoursOfCare})`],
    [t.startingFrom, answers.startDate ? formatDate(answers.startDate) : t.flexibleStart],
    [t.languages, answers.languages.join(', ')],
    [t.location, answers.location.trim()],
    ...(condition && condition !== 'None' ? ([[t.condition, condition]] as Array<[string, string]>) : []),
  ];
  return (
    <Stack gap="lg" data-testid="quiz-results">
      <Card withBorder padding="xl" className="roomy-card" bg="var(--site-cream)">
        <Title order={3} fz="h2" c="maple.9" data-testid="plan-name">
          {plan.name}
        </Title>
        <Text fz="xl" fw={700} mt="xs" data-testid="plan-price">
          {t.perDay(plan.pricePerDay)}
        </Text>
        <Text c="dimmed">{plan.hours}</Text>
        <PriceBasis answers={answers} pricePerDay={plan.pricePerDay} />
        <Title order={4} mt="md" mb="xs">
          {t.includes}
        </Title>
        <List spacing={4}>
          {plan.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {answers.supportNeeded.length > 0 && (
          <>
            <Title order={4} mt="md" mb="xs">
              {YOUR_CHOICES_HEADING}
            </Title>
            <List spacing={4} data-testid="plan-choices">
              {answers.supportNeeded.map((s) => (
                <List.Item key={s}>{(SUPPORT_IN_PLAN as Record<string, string>)[s] ?? s}</List.Item>
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
          <Button component={Link} to={CONSULTATION_PATH}>
            {t.book}
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
