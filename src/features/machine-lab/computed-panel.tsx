import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MachineId } from '../../../machines/index';
import { chatStatus, openUntil } from '../../../machines/shared/business-hours';
import { consultationCalendar, startsOnOffer } from '../../../machines/consultation-request/consultation-windows';
import { areTimesChosen, lapsedWindows, type ConsultationAnswers } from '../../../machines/consultation-request/consultation-request.rules';
import { CHAT_BUSINESS_HOURS, PHONE_LINE_HOURS } from '../../content/chat';
import { officeAwayHoursText, weekdaysText } from '../../content/chat-panel-words';
import { CONSULTATION_HOURS } from '../../content/consultation';
import { consultationDayLabel, consultationDayName } from '../../content/pages/consultation-later';
import { clockTime, zoneCity } from '../../content/clock-words';
import { LAB_COMPUTED_TEXT } from '../../content/machine-lab';
import { onTorontoClock } from './lab-clock';

/** What a machine that reads the time computes at an instant, as the lab shows it beside the clock. */
export interface ComputedPanelProps {
  id: MachineId;
  /** The lab's time, ms since the epoch. */
  at: number;
  /** The machine's context now (the chat's status as read at its last opening). */
  context: unknown;
  /** Whether the chat's panel has opened in this session (its status was read then). */
  opened: boolean;
}

/**
 * The machine's own rules, run at the lab's time (decision 0044): the consultation's calendar (the
 * windows on offer and why a day has none), the chat's status and hours. The same functions the
 * machines and their views call, on the lab's clock.
 */
export function ComputedPanel({ id, at, context, opened }: ComputedPanelProps) {
  const body =
    id === 'consultationRequest' ? (
      <ConsultationWindows at={at} context={context} />
    ) : id === 'chat' ? (
      <ChatHours at={at} context={context} opened={opened} />
    ) : null;
  if (!body) return null;
  return (
    <Card withBorder padding="md" data-testid="lab-computed">
      <Title order={3} fz="h4" mb="xs">
        {LAB_COMPUTED_TEXT.heading}
      </Title>
      {body}
    </Card>
  );
}

const answersOf = (context: unknown): ConsultationAnswers | null =>
  typeof context === 'object' && context !== null && 'answers' in context ? (context.answers as ConsultationAnswers) : null;

function ConsultationWindows({ at, context }: { at: number; context: unknown }): ReactNode {
  const t = LAB_COMPUTED_TEXT;
  const calendar = consultationCalendar(new Date(at), CONSULTATION_HOURS);
  const first = calendar.flatMap((day) => day.windows)[0];
  const firstDay = first && calendar.find((day) => day.date === first.date);
  const answers = answersOf(context);
  const offered = startsOnOffer(calendar);
  const lapsed = answers ? lapsedWindows(answers, offered) : [];
  return (
    <Stack gap={4}>
      {answers && answers.windows.length > 0 && (
        <Text fz="sm" data-testid="lab-chosen-windows">
          {t.chosen(answers.windows.length, lapsed, areTimesChosen(answers, offered))}
        </Text>
      )}
      <Text fz="sm" fw={700} data-testid="lab-first-window">
        {first && firstDay ? t.firstWindow(`${consultationDayName(firstDay)}, ${clockTime(first.startMinutes)} Toronto time`) : t.noWindow}
      </Text>
      <Text fz="xs">{t.windowsWhy}</Text>
      <Text fz="sm" mt={4} id="lab-calendar-days">
        {t.daysLabel}
      </Text>
      <List size="xs" aria-labelledby="lab-calendar-days" data-testid="lab-calendar-days">
        {calendar.map((day) => (
          <List.Item key={day.date} data-date={day.date}>
            {consultationDayLabel(day)}
            {day.windows[0] ? ` (from ${clockTime(day.windows[0].startMinutes)})` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

const { days, opensAt, closesAt, timeZone } = CHAT_BUSINESS_HOURS;
/** 'Mon–Fri 8:00 AM–8:00 PM Toronto time'. */
const CHAT_HOURS = `${weekdaysText(days)} ${clockTime(opensAt)}–${clockTime(closesAt)} ${zoneCity(timeZone)} time`;

function ChatHours({ at, context, opened }: { at: number; context: unknown; opened: boolean }): ReactNode {
  const t = LAB_COMPUTED_TEXT;
  const status = chatStatus(new Date(at), CHAT_BUSINESS_HOURS);
  const held = typeof context === 'object' && context !== null && 'status' in context ? String(context.status) : null;
  const answered = answeredReplies(context);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={700} data-testid="lab-chat-status" data-status={status}>
        {t.chatStatus(status)}
      </Text>
      <Text fz="xs">{t.chatWhy(onTorontoClock(at), CHAT_HOURS)}</Text>
      <Text fz="sm">{opened && held ? t.chatHeld(held) : t.chatNotOpened}</Text>
      <Text fz="sm" mt={4}>
        {t.chatHoursLine}
      </Text>
      <Text fz="xs" data-testid="lab-chat-hours">
        {officeAwayHoursText(openUntil(new Date(at), PHONE_LINE_HOURS))}
      </Text>
      <Text fz="sm" mt={4}>
        {t.chatAnswersHeading}
      </Text>
      {answered.length > 0 ? (
        <List size="xs" data-testid="lab-chat-answers">
          {answered.map(({ id, topic, score }) => (
            <List.Item key={id}>{t.chatAnswered(id, topic, score)}</List.Item>
          ))}
        </List>
      ) : (
        <Text fz="xs" data-testid="lab-chat-answers">
          {t.chatNoAnswers}
        </Text>
      )}
    </Stack>
  );
}

/** The replies that answered from the site's words, from the chat's context (its messages' `answered`). */
function answeredReplies(context: unknown): { id: number; topic: string; score: number | null }[] {
  const messages =
    typeof context === 'object' && context !== null && 'messages' in context && Array.isArray(context.messages) ? (context.messages as unknown[]) : [];
  return messages.flatMap((m) => {
    const { id, answered } = m as { id?: number; answered?: { topic: string; score: number | null } };
    return typeof id === 'number' && answered ? [{ id, topic: answered.topic, score: answered.score }] : [];
  });
}
