import './care-cost-calculator.css';
import { Button, Card, Group, NativeSelect, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CARE_TYPE_IDS, REGION_IDS, isCareTypeId, isRegionId } from '../../../machines/care-cost/care-cost.rules';
import { careCostMachine } from '../../../machines/care-cost/care-cost.machine';
import { careCostView, type CareCostView } from '../../../machines/care-cost/care-cost.view';
import { CARE_COST_QUERY, CARE_COST_RATES } from '../../content/calculators';
import type { CareCostWords } from '../../content/pages/care-cost-words';
import { copyText } from '../../shared/lib/clipboard';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { WholeNumberField } from './whole-number-field';
import { CardGrid, Column, Columns } from '../../shared/ui/layout-grid';

/**
 * The estimate lives in the URL query (`?type=&hours=&region=`), so a link reproduces it and a
 * reload keeps it. The prerendered page shows the defaults; after hydration the query is applied
 * through the machine (an out-of-range `hours` is refused like typed text), and every change
 * replaces the query without adding a history entry.
 */
function useEstimateQuery(view: CareCostView) {
  const [params, setParams] = useSearchParams();
  const restored = useRef(false);
  const { careType, hours, region } = view.selection;

  useEffect(() => {
    const type = params.get(CARE_COST_QUERY.careType);
    const place = params.get(CARE_COST_QUERY.region);
    const hoursText = params.get(CARE_COST_QUERY.hours);
    if (type && isCareTypeId(type)) view.chooseCareType(type);
    if (place && isRegionId(place)) view.chooseRegion(place);
    if (hoursText !== null) view.setHours(hoursText);
    // Applied once, after hydration; later changes flow the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      return;
    }
    const next = new URLSearchParams(params);
    next.set(CARE_COST_QUERY.careType, careType);
    next.set(CARE_COST_QUERY.hours, String(hours));
    next.set(CARE_COST_QUERY.region, region);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
    // The query follows the selection only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [careType, hours, region]);
}

export interface CareCostCalculatorProps {
  /** Every word, in the page's language (decision 0070). */
  words: CareCostWords;
  /** Money in the page's language: "$36.75" (src/shared/lib/money.ts) or "36,75 $" (src/content/french-formats.ts). */
  formatMoney: (amount: number) => string;
}

/**
 * The care cost calculator (docs/spec/SPEC.md §4.5, §9.3): three inputs, a live estimate, Reset, a
 * link to share. The same machine in every language; only the words and the money's format differ.
 */
export function CareCostCalculator({ words: text, formatMoney }: CareCostCalculatorProps) {
  const actor = useMachineActor(careCostMachine, { input: { rates: CARE_COST_RATES } });
  const view = useMachineView(actor, careCostView);
  const { toast } = useToast();
  useEstimateQuery(view);

  const { selection, estimate, hoursRange } = view;
  const figures = { hourly: formatMoney(estimate.hourly), weekly: formatMoney(estimate.weekly), monthly: formatMoney(estimate.monthly) };
  const refusal = view.isHoursRefused ? text.form.hoursRefused(hoursRange.min, hoursRange.max, selection.hours) : null;
  const announcement =
    refusal ??
    text.results.announcement(
      text.careTypes[selection.careType],
      selection.hours,
      text.regions[selection.region],
      figures.hourly,
      figures.weekly,
      figures.monthly,
    );

  const copyLink = async () => {
    const href = window.location.href;
    toast((await copyText(href, null)) ? text.results.copied : text.results.refused(href));
  };

  return (
    <Columns spacing="xl" data-state={view.dataState} data-testid="care-cost-calculator">
      <Column span={{ base: 12, md: 7 }}>
        <Card component="section" aria-labelledby="care-cost-form-heading" withBorder radius="lg" padding="xl">
          <Stack gap="xl">
            <Title order={2} fz="h3" id="care-cost-form-heading">
              {text.form.heading}
            </Title>
            <Radio.Group
              label={text.form.careType}
              value={selection.careType}
              onChange={(value) => isCareTypeId(value) && view.chooseCareType(value)}
              name="care-type"
            >
              <Stack gap="sm" mt="xs">
                {CARE_TYPE_IDS.map((id) => (
                  <Radio key={id} value={id} label={text.careTypes[id]} description={text.careTypeHelp[id]} color="maple.8" />
                ))}
              </Stack>
            </Radio.Group>
            <WholeNumberField
              id="care-hours"
              label={text.form.hours}
              hint={text.form.hoursHint(hoursRange.min, hoursRange.max)}
              min={hoursRange.min}
              max={hoursRange.max}
              value={selection.hours}
              text={view.hoursText}
              error={refusal}
              onChange={view.setHours}
              valueText={text.form.hoursValue}
            />
            <NativeSelect
              label={text.form.region}
              description={text.form.regionHint}
              value={selection.region}
              onChange={(event) => isRegionId(event.currentTarget.value) && view.chooseRegion(event.currentTarget.value)}
              data={REGION_IDS.map((id) => ({ value: id, label: text.regions[id] }))}
            />
          </Stack>
        </Card>
      </Column>
      <Column span={{ base: 12, md: 5 }}>
        <Card component="section" aria-labelledby="care-cost-results-heading" radius="lg" padding="xl" bg="var(--site-cream)" className="calculator-results">
          <Stack gap="lg">
            <Title order={2} fz="h3" id="care-cost-results-heading">
              {text.results.heading}
            </Title>
            <CardGrid component="dl" cols={1} spacing="md" m={0} data-testid="care-cost-figures">
              {(
                [
                  ['hourly', text.results.hourly, text.results.perHour],
                  ['weekly', text.results.weekly, text.results.perWeek(selection.hours)],
                  ['monthly', text.results.monthly, text.results.perMonth],
                ] as const
              ).map(([key, label, unit]) => (
                <div key={key}>
                  <Text component="dt" fw={600}>
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    <Text span fz={key === 'monthly' ? 36 : 28} fw={700} c="maple.9" data-testid={`care-cost-${key}`}>
                      {figures[key]}
                    </Text>{' '}
                    <Text span size="sm" c="gray.7">
                      {unit}
                    </Text>
                  </Text>
                </div>
              ))}
            </CardGrid>
            <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="care-cost-announcement">
              {announcement}
            </VisuallyHidden>
            <Group gap="sm">
              <Button variant="outline" onClick={view.reset} disabled={view.isAtDefaults} aria-describedby="care-cost-reset-hint">
                {text.form.reset}
              </Button>
              <Button onClick={() => void copyLink()}>{text.results.copyLink}</Button>
            </Group>
            <Text size="sm" c="gray.7" id="care-cost-reset-hint">
              {text.form.resetHint}
            </Text>
          </Stack>
        </Card>
      </Column>
    </Columns>
  );
}
