import { Badge, Button, Card, Divider, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { franchiseEarningsMachine } from '../../../machines/franchise-earnings/franchise-earnings.machine';
import { franchiseEarningsView } from '../../../machines/franchise-earnings/franchise-earnings.view';
import { FRANCHISE_EXPENSE_LABELS, FRANCHISE_TERMS, type ExpenseId } from '../../content/calculators';
import { FRANCHISE_PAGE } from '../../content/pages/franchise';
import { formatCadWhole } from '../../shared/lib/money';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { WholeNumberField } from './whole-number-field';
import { Column, Columns } from '../../shared/ui/layout-grid';

const text = FRANCHISE_PAGE.calculator;

/**
 * The franchise earnings calculator (docs/spec/SPEC.md §4.5, §9.4): clients and weekly hours per client, each
 * with a slider and a number box; a yearly statement in whole CAD that updates live. A loss is
 * said in words and with a minus sign, not in colour alone.
 */
export function FranchiseEarningsCalculator() {
  const actor = useMachineActor(franchiseEarningsMachine, { input: { terms: FRANCHISE_TERMS } });
  const view = useMachineView(actor, franchiseEarningsView);
  const { earnings, selection, clientsRange, hoursRange } = view;

  const clientsRefusal = view.isClientsRefused ? text.refused(text.clients, clientsRange.min, clientsRange.max, text.clientsValue(selection.clients)) : null;
  const hoursRefusal = view.isHoursRefused ? text.refused(text.hours, hoursRange.min, hoursRange.max, text.hoursValue(selection.hours)) : null;
  const net = formatCadWhole(earnings.netProfit);
  const announcement = [
    clientsRefusal,
    hoursRefusal,
    text.announcement(text.clientsValue(selection.clients), text.hoursValue(selection.hours), formatCadWhole(earnings.revenue), net, view.isLoss),
  ]
    .filter(Boolean)
    .join(' ');

  const rows: readonly { key: string; label: string; note?: string; amount: number; strong?: boolean }[] = [
    { key: 'revenue', label: text.revenue, note: text.revenueNote(formatCadWhole(FRANCHISE_TERMS.clientRate)), amount: earnings.revenue },
    { key: 'costOfCare', label: text.costOfCare, note: text.costOfCareNote(formatCadWhole(FRANCHISE_TERMS.caregiverCost)), amount: -earnings.costOfCare },
    { key: 'grossProfit', label: text.grossProfit, amount: earnings.grossProfit, strong: true },
    ...earnings.expenses.map((expense) => ({
      key: expense.id,
      label: FRANCHISE_EXPENSE_LABELS[expense.id as ExpenseId],
      amount: -expense.amount,
    })),
    { key: 'totalExpenses', label: text.totalExpenses, amount: -earnings.totalExpenses, strong: true },
  ];

  return (
    <Columns spacing="xl" data-state={view.dataState} data-testid="earnings-calculator">
      <Column span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" padding="xl" h="100%">
          <Stack gap="xl">
            <WholeNumberField
              id="franchise-clients"
              label={text.clients}
              hint={text.clientsHint(clientsRange.min, clientsRange.max)}
              min={clientsRange.min}
              max={clientsRange.max}
              value={selection.clients}
              text={view.clientsText}
              error={clientsRefusal}
              onChange={view.setClients}
              valueText={text.clientsValue}
            />
            <WholeNumberField
              id="franchise-hours"
              label={text.hours}
              hint={text.hoursHint(hoursRange.min, hoursRange.max)}
              min={hoursRange.min}
              max={hoursRange.max}
              value={selection.hours}
              text={view.hoursText}
              error={hoursRefusal}
              onChange={view.setHours}
              valueText={text.hoursValue}
            />
            <Button variant="outline" w="fit-content" onClick={view.reset} disabled={view.isAtDefaults}>
              {text.reset}
            </Button>
          </Stack>
        </Card>
      </Column>
      <Column span={{ base: 12, md: 7 }}>
        <Card radius="lg" padding="xl" bg="var(--site-cream)" component="section" aria-labelledby="earnings-results-heading">
          <Stack gap="md">
            <Title order={3} id="earnings-results-heading">
              {text.resultsHeading}
            </Title>
            <Table aria-label={text.statementLabel} verticalSpacing="xs" data-testid="earnings-statement">
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid={`earnings-${row.key}`}>
                    <Table.Th scope="row" fw={row.strong ? 700 : 400}>
                      {row.label}
                      {row.note && (
                        <Text size="xs" c="gray.7" fw={400}>
                          {row.note}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td ta="right" fw={row.strong ? 700 : 400} className="tabular-figures" data-testid="amount">
                      {formatCadWhole(row.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Divider />
            <Group justify="space-between" align="baseline" data-testid="earnings-net" data-loss={view.isLoss}>
              <Group gap="xs" align="center">
                <Text fw={700} fz="lg">
                  {view.isLoss ? text.netLoss : text.netProfit}
                </Text>
                {view.isLoss && (
                  <Badge color="red.9" variant="light">
                    {text.lossBadge}
                  </Badge>
                )}
              </Group>
              <Text fz={32} fw={800} c={view.isLoss ? 'red.9' : 'maple.9'} className="tabular-figures" data-testid="net-amount">
                {net}
              </Text>
            </Group>
            {view.isLoss && <Text size="sm">{text.lossNote}</Text>}
            <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="earnings-announcement">
              {announcement}
            </VisuallyHidden>
          </Stack>
        </Card>
      </Column>
    </Columns>
  );
}
