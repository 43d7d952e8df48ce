import { normalisedPostalCode, isOutsideCityList, type ConsultationAnswers } from '../../../machines/consultation-request/consultation-request.rules';
import { windowOnClocks, type ConsultationDay, type ConsultationWindow } from '../../../machines/consultation-request/consultation-windows';
import type { ConsultationCalendarWords } from '../../content/consultation';
import { CONSULTATION_CALENDAR_WORDS, CONSULTATION_POST } from '../../content/pages/consultation-later';
import { SERVICE_AREA_FIELD, serviceAreaField } from '../../content/service-area-answer';
import { consultationServiceArea } from './consultation-service-area';

/**
 * 'Thursday, March 6, 2031, 10:00 AM to 11:00 AM Toronto time': a window on the office's clock, in
 * words, in English unless other words are given (the post is always in English: the office reads it).
 */
export function windowInWords(
  window: ConsultationWindow,
  calendar: readonly ConsultationDay[],
  words: ConsultationCalendarWords = CONSULTATION_CALENDAR_WORDS,
): string {
  const day = calendar.find((d) => d.date === window.date);
  const { office } = windowOnClocks(window, window.timeZone);
  return words.windowText(day ? words.dayName(day) : window.date, office.minutes, window.timeZone);
}

/**
 * What the request posts (docs/spec/DECISIONS.md "The consultation page takes requests"): every
 * answer as a readable field, each preferred time in words on Toronto's clock and as an ISO 8601
 * interval with Toronto's offset that day, and `Service area`, where the place is served
 * (docs/spec/DECISIONS.md "Where we serve").
 */
export function consultationRequestFields(
  answers: ConsultationAnswers,
  chosen: readonly ConsultationWindow[],
  calendar: readonly ConsultationDay[],
): Record<string, string> {
  const t = CONSULTATION_POST;
  const f = t.fields;
  const outside = isOutsideCityList(answers);
  return {
    name: answers.contact.name.trim(),
    email: answers.contact.email.trim(),
    phone: answers.contact.phone.trim(),
    [f.relationship]: answers.relationship,
    [f.city]: answers.city,
    ...(outside ? { [f.postalCode]: normalisedPostalCode(answers.postalCode), [f.outsideCities]: t.outsideCitiesValue } : {}),
    [SERVICE_AREA_FIELD]: serviceAreaField(consultationServiceArea(answers)),
    [f.languages]: answers.languages.trim() || t.notGiven,
    [f.kind]: answers.kind,
    ...Object.fromEntries(
      chosen.flatMap((w, i) => [
        [f.window(i + 1), windowInWords(w, calendar)],
        [f.windowIso(i + 1), `${w.startIso}/${w.endIso}`],
      ]),
    ),
    [f.note]: answers.contact.note.trim() || t.notGiven,
    [f.newsletterConsent]: answers.newsletterConsent ? t.yes : t.no,
  };
}
