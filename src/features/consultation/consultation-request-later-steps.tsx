import '@mantine/dates/styles.css';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { MAX_PREFERRED_WINDOWS, normalisedPostalCode } from '../../../machines/consultation-request/consultation-request.rules';
import type { ConsultationStep } from '../../../machines/consultation-request/consultation-request.machine';
import { weekdayOfDate, windowOnClocks, type ConsultationDay, type ConsultationWindow } from '../../../machines/consultation-request/consultation-windows';
// The French calendar's month and weekday names (dayjs's fr-ca locale, a few hundred bytes), here
// with the calendar rather than with the French page, which would bring dayjs into its first load.
import 'dayjs/locale/fr-ca';
import type { ConsultationCalendarWords } from '../../content/consultation';
import { OFFICE_TIME_ZONE } from '../../content/site';
import { CountedTextarea } from '../../shared/forms/lead-form';
import type { ConsultationLaterWords } from '../../content/pages/consultation';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { consultationRequestFields, windowInWords } from './consultation-request-fields';
import { ConsultationRequestForm } from './consultation-request-form';
import { isRefused, type StepProps } from './consultation-request-steps';
import { FormPurpose } from '../../shared/forms/form-purpose';
import { useConsultationLaterWords, useConsultationWords } from './consultation-words';

/**
 * The request's later steps (times, contact, review) and the post: fetched when the visitor starts
 * on the first step, not with the page (the page's first load carries only the first two steps).
 */

/** The visitor's zone once hydrated (the prerendered page knows only Toronto's clock). */
function useVisitorTimeZone(): string {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : OFFICE_TIME_ZONE), [hydrated]);
}

const timeText = (w: ConsultationWindow, zone: string, words: ConsultationCalendarWords) => words.timeText(windowOnClocks(w, zone));

/** A calendar day's name for screen readers: 'Friday, July 2, 2027: 12 times', or 'Not offered' beyond the two weeks. */
function dayAriaLabel(date: string, calendar: readonly ConsultationDay[], words: ConsultationCalendarWords, l: ConsultationLaterWords): string {
  const day = calendar.find((d) => d.date === date);
  if (day) return words.dayLabel(day);
  return words.label(words.dayName({ date, weekday: weekdayOfDate(date) }), l.notOffered);
}

export function TimesStep({ view }: StepProps) {
  const l = useConsultationLaterWords();
  const c = l.calendar;
  const zone = useVisitorTimeZone();
  const open = view.calendar.filter((d) => d.windows.length > 0);
  const openDates = new Set(open.map((d) => d.date));
  const [shown, setShown] = useState(() => view.chosenWindows[0]?.date ?? open[0]?.date ?? '');
  const day = view.calendar.find((d) => d.date === shown && d.windows.length > 0) ?? open[0];
  const chosen = new Set(view.answers.windows);
  return (
    <Stack gap="md">
      <Text>{l.timesLead}</Text>
      <div role="group" aria-labelledby="consultation-day-label" data-testid="consultation-calendar">
        <Text fw={500} size="sm" id="consultation-day-label" mb="xs">
          {l.dayLabel}
        </Text>
        <DatePicker
          value={day?.date ?? null}
          onChange={(date) => date && setShown(date)}
          defaultDate={day?.date}
          minDate={view.calendar[0]?.date}
          maxDate={view.calendar.at(-1)?.date}
          maxLevel="month"
          locale={c.locale}
          firstDayOfWeek={0}
          // Weekends are open days here, not set apart (Mantine's red also fails AA contrast).
          weekendDays={[]}
          excludeDate={(date) => !openDates.has(date)}
          // Days of the months before and after are not shown: greyed, they looked unavailable and could be picked.
          hideOutsideDates
          getDayAriaLabel={(date) => dayAriaLabel(date, view.calendar, c, l)}
          // A day without a time is struck through as well as disabled, so it does not rest on its colour alone.
          getDayProps={(date) => ({ 'aria-pressed': date === day?.date, style: openDates.has(date) ? undefined : { textDecoration: 'line-through' } })}
          ariaLabels={{ previousMonth: l.previousMonth, nextMonth: l.nextMonth }}
        />
      </div>
      {day && (
        <div role="group" aria-labelledby="consultation-windows-label" data-testid="consultation-windows">
          <Text fw={500} size="sm" id="consultation-windows-label">
            {l.windowsLabel(c.dayName(day))}
          </Text>
          <Stack gap={6} mt="xs">
            {day.windows.map((w) => (
              <Checkbox
                key={w.startIso}
                value={w.startIso}
                label={timeText(w, zone, c)}
                checked={chosen.has(w.startIso)}
                disabled={!chosen.has(w.startIso) && !view.canChooseMoreWindows}
                onChange={(event) => view.setWindow(w.startIso, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </div>
      )}
      <Stack gap={4} data-testid="consultation-chosen">
        <Title order={4}>{l.chosenHeading}</Title>
        <Text size="sm" aria-live="polite">
          {l.chosenCount(view.answers.windows.length, MAX_PREFERRED_WINDOWS)}
          {!view.canChooseMoreWindows && ` ${l.maxReached(MAX_PREFERRED_WINDOWS)}`}
        </Text>
        {view.chosenWindows.length === 0 ? (
          <Text size="sm">{l.noneChosen}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {view.chosenWindows.map((w) => (
              <List.Item key={w.startIso}>
                {windowInWords(w, view.calendar, c)} ({timeText(w, zone, c)}){' '}
                <Button
                  variant="subtle"
                  size="compact-md"
                  aria-label={l.removeWindow(windowInWords(w, view.calendar, c))}
                  onClick={() => view.setWindow(w.startIso, false)}
                >
                  ✕
                </Button>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

export function ContactStep({ view }: StepProps) {
  const l = useConsultationLaterWords();
  const c = view.answers.contact;
  const labels = l.contactLabels;
  const set = (field: keyof typeof c) => (event: { currentTarget: { value: string } }) => view.setContactField(field, event.currentTarget.value);
  return (
    <Stack gap="sm">
      <TextInput label={labels.name} value={c.name} onChange={set('name')} autoComplete="name" required error={isRefused(view, 'name')} />
      <TextInput
        label={labels.phone}
        description={l.phoneDescription}
        type="tel"
        value={c.phone}
        onChange={set('phone')}
        autoComplete="tel"
        required
        error={isRefused(view, 'phone')}
      />
      <TextInput label={labels.email} type="email" value={c.email} onChange={set('email')} autoComplete="email" required error={isRefused(view, 'email')} />
      <CountedTextarea label={labels.note} placeholder={l.notePlaceholder} rows={3} value={c.note} onChange={set('note')} />
      <Checkbox
        label={l.newsletterConsentLabel}
        description={l.newsletterConsent}
        checked={view.answers.newsletterConsent}
        onChange={(event) => view.setNewsletterConsent(event.currentTarget.checked)}
      />
      <FormPurpose />
    </Stack>
  );
}

const EDITABLE: readonly Exclude<ConsultationStep, 'review'>[] = ['whoAndWhere', 'kind', 'times', 'contact'];

export function ReviewStep({ view }: StepProps) {
  const t = useConsultationWords().request;
  const l = useConsultationLaterWords();
  const c = l.calendar;
  const a = view.answers;
  const zone = useVisitorTimeZone();
  const r = l.reviewLabels;
  // The choices as the visitor saw them (the answers hold the machine's values, which are posted).
  const place = view.isOutsideCityList ? c.label(t.cityChoice('Other'), normalisedPostalCode(a.postalCode)) : a.city;
  const sections: Record<(typeof EDITABLE)[number], { label: string; lines: string[] }[]> = {
    whoAndWhere: [
      { label: r.relationship, lines: [t.relationshipChoice(a.relationship)] },
      { label: r.place, lines: [place] },
      { label: r.languages, lines: [a.languages.trim() || l.notGiven] },
    ],
    kind: [{ label: r.kind, lines: [t.kindChoice(a.kind)] }],
    times: [{ label: r.times, lines: view.chosenWindows.map((w) => `${windowInWords(w, view.calendar, c)} (${timeText(w, zone, c)})`) }],
    contact: [
      { label: r.contact, lines: [a.contact.name, a.contact.phone, a.contact.email] },
      { label: r.note, lines: [a.contact.note.trim() || l.notGiven] },
      { label: r.newsletter, lines: [a.newsletterConsent ? l.yes : l.no] },
    ],
  };
  return (
    <Stack gap="md" data-testid="consultation-review">
      {EDITABLE.map((s) => (
        <Stack key={s} gap={4} data-testid={`consultation-review-${s}`}>
          <Group justify="space-between" align="baseline">
            <Title order={4}>{t.steps[s].label}</Title>
            <Button variant="subtle" size="compact-sm" onClick={() => view.edit(s)} aria-label={l.edit(t.steps[s].label.toLowerCase())}>
              {l.editShort}
            </Button>
          </Group>
          <dl>
            {sections[s].map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                {item.lines.map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </div>
            ))}
          </dl>
        </Stack>
      ))}
      {/* A note read in its place, not an alert (Mantine's default role) that interrupts as the step opens. */}
      <Alert
        variant="outline"
        color="hearth.9"
        radius="md"
        role="note"
        data-testid="consultation-confirm-notice"
        styles={{ message: { color: 'var(--mantine-color-text)' } }}
      >
        {l.confirmNotice}
      </Alert>
      <Title order={4} id="consultation-review-heading" className="visually-hidden">
        {t.steps.review.heading}
      </Title>
      {view.hasNoTimeLeft ? (
        // Every chosen time lapsed (each is named above): nothing is sent until times are chosen again.
        <Button size="md" variant="default" onClick={() => view.edit('times')} data-testid="consultation-choose-times-again">
          {l.chooseTimesAgain}
        </Button>
      ) : (
        <ConsultationRequestForm
          fields={consultationRequestFields(a, view.chosenWindows, view.calendar)}
          // Kept for the thank-you page's calendar file in the page's language.
          windows={view.chosenWindows.map((w) => ({ startIso: w.startIso, endIso: w.endIso, words: windowInWords(w, view.calendar, c) }))}
          // Asked again as the visitor sends: a time may have lapsed while the review was open (it is then let go and named).
          mayBeSent={view.confirmTimesStillOffered}
        />
      )}
    </Stack>
  );
}

/**
 * The chosen times the machine let go because they are no longer on offer, each named, on every
 * step: '4:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.'
 * Rendered inside the request's live region, which speaks it as it appears.
 */
export function NoLongerOffered({ view }: StepProps) {
  const l = useConsultationLaterWords();
  if (view.noLongerOffered.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="group" data-testid="consultation-no-longer-offered" styles={{ message: { color: '#2b211c' } }}>
      <Stack gap={4}>
        {view.noLongerOffered.map((time) => (
          <Text key={time.startIso} size="sm" c="inherit">
            {l.calendar.noLongerOffered(l.calendar.dayName(time), time.minutes, OFFICE_TIME_ZONE)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** The later step on screen. */
export function LaterStep({ view }: StepProps) {
  if (view.step === 'times') return <TimesStep view={view} />;
  if (view.step === 'contact') return <ContactStep view={view} />;
  if (view.step === 'review') return <ReviewStep view={view} />;
  return null;
}
