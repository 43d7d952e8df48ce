import ICAL from 'ical.js';
import type { ConsultationCalendarFileWords } from '../../content/consultation';
import { CONSULTATION_CALENDAR_FILE } from '../../content/pages/thank-you';
import { BRAND, MAIL_DOMAIN, OFFICE_TIME_ZONE, PHONE } from '../../content/site';

/**
 * The thank-you page's calendar file, built in the browser with ical.js (decision 0034): one
 * VEVENT per preferred time, STATUS:TENTATIVE, on the office's clock (TZID=America/Toronto with
 * its VTIMEZONE), so a calendar in any zone shows each time at the right instant.
 */

/**
 * America/Toronto's rules since 2007 (Energy Policy Act, followed by Ontario): daylight time from
 * the second Sunday of March at 2:00 to the first Sunday of November at 2:00. The e2e test checks
 * every event against the browser's own time zone data.
 */
const TORONTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${OFFICE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A preferred time as /thank-you keeps it: ISO 8601 with Toronto's offset that day. */
export interface RequestedWindow {
  startIso: string;
  endIso: string;
  /** 'Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time' */
  words: string;
}

/** '2027-03-06T10:00:00-05:00' on Toronto's wall clock. */
function wallTime(iso: string, zone: ICAL.Timezone): ICAL.Time {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`not an ISO 8601 time: ${iso}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }, zone);
}

/** The .ics text for the preferred times; `now` stamps it; its events' words in English unless others are given. */
export function consultationIcs(windows: readonly RequestedWindow[], now: Date, f: ConsultationCalendarFileWords = CONSULTATION_CALENDAR_FILE): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${BRAND}//Consultation request//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const vtimezone = ICAL.Component.fromString(TORONTO_VTIMEZONE);
  calendar.addSubcomponent(vtimezone);
  const zone = new ICAL.Timezone({ component: vtimezone, tzid: OFFICE_TIME_ZONE });
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const w of windows) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `consultation-${w.startIso.replace(/[^0-9]/g, '')}-${now.getTime()}@${MAIL_DOMAIN}`;
    vevent.updatePropertyWithValue('dtstamp', stamp);
    event.startDate = wallTime(w.startIso, zone);
    event.endDate = wallTime(w.endIso, zone);
    event.summary = f.summary;
    event.description = `${f.description(PHONE.display)}\n\n${w.words}`;
    vevent.updatePropertyWithValue('status', 'TENTATIVE');
    vevent.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}
