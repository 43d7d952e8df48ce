import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { CONSULTATION_CALENDAR_FILE } from '../../src/content/pages/thank-you';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';
import { CONSULTATION_LATER_WORDS, CONSULTATION_POST } from '../../src/content/pages/consultation-later';
import { capturedWith, makeServiceUnavailable } from './capture';
import { throughKind } from './consultation-steps';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

/** The request's words, first and later steps, and what it posts. */
const t = { ...CONSULTATION_REQUEST, ...CONSULTATION_LATER_WORDS, ...CONSULTATION_POST };
/** Friday, March 5, 2027, 7:30 PM in Toronto (EST, UTC-5): every window of the day has begun. */
const FRIDAY_EVENING = new Date('2027-03-06T00:30:00.000Z');

test.use({ timezoneId: 'America/Toronto' });

/** The events of an .ics file, read by ical.js with the file's own VTIMEZONE: each start and end as an instant. */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      status: vevent.getFirstPropertyValue('status'),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

async function openRequest(page: Page, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto('/book-a-free-care-consultation');
  await waitForHydration(page);
  return page.getByTestId('consultation-request');
}

test('Friday 7:30 PM offers nothing that day and starts Saturday at 10:00; the request posts exactly its answers and lands on Request received; axe clean at 1280 and 390 px', async ({
  page,
}) => {
  const email = `consultation-${Date.now()}@example.ca`;
  await page.setViewportSize({ width: 1280, height: 900 });
  const request = await openRequest(page, FRIDAY_EVENING);
  await expect(request).toHaveAttribute('data-state', 'whoAndWhere');
  expect(await axeViolations(page)).toEqual([]);

  // Each guard refuses an incomplete step with the step's own message.
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(t.refusals.whoAndWhere);
  await request.getByRole('radio', { name: 'My Mother' }).check();
  await request.getByRole('combobox', { name: /^City/ }).selectOption('Other');
  await request.getByRole('textbox', { name: /^Postal code/ }).fill('90210');
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(t.refusals.postalCode);
  await expect(request.getByText(t.outsideNote)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await request.getByRole('combobox', { name: /^City/ }).selectOption('Brampton');
  await request.getByRole('button', { name: t.next, exact: true }).click();

  await expect(request).toHaveAttribute('data-state', 'kind');
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(t.refusals.kind);
  await request.getByRole('radio', { name: /^Phone call/ }).check();
  await request.getByRole('button', { name: t.next, exact: true }).click();

  await expect(request).toHaveAttribute('data-state', 'times');
  const calendar = request.getByRole('group', { name: t.dayLabel });
  // Today's times have passed: Friday is offered no window; the calendar opens on Saturday at 10:00.
  await expect(calendar.getByRole('button', { name: 'Friday, March 5, 2027: Today’s times have passed' })).toBeDisabled();
  await expect(calendar.getByRole('button', { pressed: true })).toHaveAccessibleName('Saturday, March 6, 2027: 6 times');
  // Two weeks are offered, no more.
  await expect(calendar.getByRole('button', { name: 'Thursday, March 18, 2027: 12 times' })).toBeEnabled();
  await expect(calendar.getByRole('button', { name: 'Friday, March 19, 2027: Not offered' })).toBeDisabled();
  const windows = request.getByTestId('consultation-windows').getByRole('checkbox');
  await expect(windows.first()).toHaveAccessibleName('10:00 AM Toronto time');
  await expect(windows).toHaveCount(6);
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(t.refusals.times);
  await request.getByRole('checkbox', { name: '10:00 AM Toronto time' }).check();
  // The calendar takes the keyboard: Sunday, then Monday, by arrow; Enter picks it.
  await calendar.getByRole('button', { pressed: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: /^Monday, March 8, 2027/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { pressed: true })).toHaveAccessibleName('Monday, March 8, 2027: 12 times');
  await request.getByRole('checkbox', { name: '8:00 AM Toronto time' }).check();
  await expect(request.getByTestId('consultation-chosen')).toContainText(t.chosenCount(2, 3));
  expect(await axeViolations(page)).toEqual([]);
  await request.getByRole('button', { name: t.next, exact: true }).click();

  await expect(request).toHaveAttribute('data-state', 'contact');
  await request.getByRole('button', { name: t.toReview }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(t.refusals.contact);
  await request.getByRole('textbox', { name: /^Full name/ }).fill('Harpreet Sandhu');
  await request.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0199');
  await request.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await request.getByRole('textbox', { name: /^Anything we should know/ }).fill('Please call after 10 AM.');
  await request.getByRole('button', { name: t.toReview }).click();

  await expect(request).toHaveAttribute('data-state', 'review');
  await expect(request.getByTestId('consultation-confirm-notice')).toHaveText(t.confirmNotice);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);

  await request.getByRole('button', { name: t.submitLabel }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=consultation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
  await expect(page.getByText(/A care coordinator will call you within one business day to confirm one of the times/)).toBeVisible();

  // The times go into the visitor's calendar as tentative events, at the right instants.
  const offer = page.getByTestId('consultation-calendar-offer');
  await expect(offer.getByRole('listitem')).toHaveText([
    'Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time',
    'Monday, March 8, 2027, 8:00 AM to 9:00 AM Toronto time',
  ]);
  const [download] = await Promise.all([page.waitForEvent('download'), offer.getByRole('button', { name: CONSULTATION_CALENDAR_FILE.button }).click()]);
  expect(download.suggestedFilename()).toBe(CONSULTATION_CALENDAR_FILE.fileName);
  const events = parsedEvents(await readFile((await download.path())!, 'utf8'));
  expect(events).toEqual([
    {
      summary: 'Maple Hearth consultation (to be confirmed)',
      status: 'TENTATIVE',
      tzid: 'America/Toronto',
      start: '2027-03-06T15:00:00.000Z',
      end: '2027-03-06T16:00:00.000Z',
    },
    {
      summary: 'Maple Hearth consultation (to be confirmed)',
      status: 'TENTATIVE',
      tzid: 'America/Toronto',
      start: '2027-03-08T13:00:00.000Z',
      end: '2027-03-08T14:00:00.000Z',
    },
  ]);
  expect(await axeViolations(page)).toEqual([]);

  const [post] = await capturedWith(page, 'email', email);
  expect(post).toBeDefined();
  expect(post!.contentType).toBe('application/x-www-form-urlencoded');
  const origin = new URL(page.url()).origin;
  expect(post!.fields).toEqual({
    _subject: 'Website Inquiry - Consultation Request',
    _next: `${origin}/thank-you?from=consultation`,
    _captcha: 'false',
    _template: 'table',
    'Callback language': 'English',
    _honey: '',
    name: 'Harpreet Sandhu',
    email,
    phone: '905-555-0199',
    'Who needs care': 'My Mother',
    City: 'Brampton',
    'Service area': 'Served: Brampton (Brampton office)',
    Languages: 'Not given',
    'Kind of consultation': 'Phone call',
    'Preferred time 1': 'Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time',
    'Preferred time 1 (ISO 8601)': '2027-03-06T10:00:00-05:00/2027-03-06T11:00:00-05:00',
    'Preferred time 2': 'Monday, March 8, 2027, 8:00 AM to 9:00 AM Toronto time',
    'Preferred time 2 (ISO 8601)': '2027-03-08T08:00:00-05:00/2027-03-08T09:00:00-05:00',
    Note: 'Please call after 10 AM.',
    'Newsletter consent': 'No',
  });
});

test('Good Friday and Canada Day 2027 offer no time, and say why', async ({ page }) => {
  // Monday, March 22, 2027, 10:00 AM in Toronto (EDT, UTC-4).
  let calendar = await throughKind(await openRequest(page, new Date('2027-03-22T14:00:00.000Z')));
  await expect(calendar.getByRole('button', { name: 'Friday, March 26, 2027: Closed for Good Friday' })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: 'Saturday, March 27, 2027: 6 times' })).toBeEnabled();
  // Monday, June 28, 2027, 10:00 AM: Canada Day falls in the next month of the calendar.
  calendar = await throughKind(await openRequest(page, new Date('2027-06-28T14:00:00.000Z')));
  await calendar.getByRole('button', { name: t.nextMonth }).click();
  await expect(calendar.getByRole('button', { name: 'Thursday, July 1, 2027: Closed for Canada Day' })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: 'Friday, July 2, 2027: 12 times' })).toBeEnabled();
});

test('the form service answers 503: Back finds the request as it was, and it is sent once the service is back', async ({ page }) => {
  const name = `Consultation Tester ${Date.now()}`;
  await makeServiceUnavailable(page, name);
  const request = await openRequest(page, FRIDAY_EVENING);
  const calendar = await throughKind(request);
  await calendar.getByRole('button', { name: /^Monday, March 8, 2027/ }).click();
  await request.getByRole('checkbox', { name: '2:00 PM Toronto time', exact: true }).check();
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await request.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await request.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0177');
  await request.getByRole('textbox', { name: /^E-mail/ }).fill('family@example.ca');
  await request.getByRole('button', { name: t.toReview }).click();
  // The review's words, without what the form says of a post sent before and its button's words (both checked on their own).
  const reviewWords = () =>
    request.getByTestId('consultation-review').evaluate((review) => {
      const copy = review.cloneNode(true) as HTMLElement;
      for (const said of copy.querySelectorAll('[data-testid="sent-notice"], button[type="submit"]')) said.remove();
      return copy.textContent;
    });
  const review = await reviewWords();
  await request.getByRole('button', { name: t.submitLabel }).click();
  await expect(page.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
  expect(await capturedWith(page, 'name', name)).toEqual([]);

  await page.goBack();
  await waitForHydration(page);
  // Every answer is there: Next through the steps reaches the same review.
  for (let step = 0; step < 4 && (await request.getAttribute('data-state')) !== 'review'; step += 1) {
    await request.getByRole('button', { name: (await request.getAttribute('data-state')) === 'contact' ? t.toReview : t.next, exact: true }).click();
  }
  await expect(request).toHaveAttribute('data-state', 'review');
  expect(await reviewWords()).toBe(review);
  // The page cannot know the post failed: it says the request was sent and nothing confirms it
  // arrived; sending again is the family's choice, and the button says so (decision 0091).
  await expect(request.getByTestId('sent-notice')).toContainText('and nothing has told us that it reached the office.');
  await request.getByRole('button', { name: 'Send It Again' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=consultation$/);
  const [post] = await capturedWith(page, 'name', name);
  expect(post?.fields['Preferred time 1']).toBe('Monday, March 8, 2027, 2:00 PM to 3:00 PM Toronto time');
});

test('a chosen time that lapses while the page is open is named and let go on the step the family is on, Next works with the others, and the post carries only what is on offer', async ({
  page,
}) => {
  const name = `Lapse Tester ${Date.now()}`;
  // Monday, March 8, 2027, 1:59 PM in Toronto (EST), the clock running: 4:00 PM is the first time on offer until 2:00 PM.
  await page.clock.install({ time: new Date('2027-03-08T18:59:00.000Z') });
  await page.goto('/book-a-free-care-consultation');
  await waitForHydration(page);
  const request = page.getByTestId('consultation-request');
  await throughKind(request);
  const chosen = request.getByTestId('consultation-chosen');
  const named = request.getByTestId('consultation-no-longer-offered');
  for (const time of ['4:00 PM', '5:00 PM', '6:00 PM']) await request.getByRole('checkbox', { name: `${time} Toronto time`, exact: true }).check();
  await expect(chosen).toContainText('3 of 3 chosen');
  // An hour with the page open: after 2:00 PM, 4:00 PM is within the 2 hours' notice, and the page says so within the minute.
  await page.clock.runFor('01:00:00');
  await expect(named).toHaveText('4:00 PM Toronto time on Monday, March 8, 2027 is no longer available; choose another.');
  await expect(chosen).toContainText('2 of 3 chosen');
  await expect(request.getByRole('checkbox', { name: '4:00 PM Toronto time', exact: true })).toHaveCount(0);
  await request.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(request).toHaveAttribute('data-state', 'contact');
  await expect(named).toBeVisible();
  await request.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await request.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0166');
  await request.getByRole('textbox', { name: /^E-mail/ }).fill('family@example.ca');
  await request.getByRole('button', { name: 'Review my request' }).click();
  await expect(request).toHaveAttribute('data-state', 'review');
  // Half an hour on the review: after 3:00 PM, 5:00 PM lapses too; the review lists only 6:00 PM.
  await page.clock.runFor('00:30:00');
  await expect(named).toHaveText(
    '4:00 PM Toronto time on Monday, March 8, 2027 is no longer available; choose another.' +
      '5:00 PM Toronto time on Monday, March 8, 2027 is no longer available; choose another.',
  );
  await expect(request.getByTestId('consultation-review-times')).toContainText(
    /Preferred timesMonday, March 8, 2027, 6:00 PM to 7:00 PM Toronto time \(6:00 PM Toronto time\)$/,
  );
  await request.getByRole('button', { name: 'Send My Request' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=consultation$/);
  const posts = await capturedWith(page, 'name', name);
  expect(posts).toHaveLength(1);
  expect(Object.entries(posts[0]!.fields).filter(([field]) => field.startsWith('Preferred time'))).toEqual([
    ['Preferred time 1', 'Monday, March 8, 2027, 6:00 PM to 7:00 PM Toronto time'],
    ['Preferred time 1 (ISO 8601)', '2027-03-08T18:00:00-05:00/2027-03-08T19:00:00-05:00'],
  ]);
});

test('a time that lapses between two ticks is caught as the family sends: nothing is posted, it is named, and the times are chosen again', async ({ page }) => {
  const name = `Lapse Tester ${Date.now()}`;
  const request = await openRequest(page, FRIDAY_EVENING);
  await throughKind(request);
  await request.getByRole('checkbox', { name: '10:00 AM Toronto time', exact: true }).check();
  await request.getByRole('button', { name: 'Next', exact: true }).click();
  await request.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await request.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0166');
  await request.getByRole('textbox', { name: /^E-mail/ }).fill('family@example.ca');
  await request.getByRole('button', { name: 'Review my request' }).click();
  await expect(request).toHaveAttribute('data-state', 'review');
  // Saturday 8:30 AM: the 10:00 window is now within the 2 hours' notice.
  await page.clock.setFixedTime(new Date('2027-03-06T13:30:00.000Z'));
  await request.getByRole('button', { name: 'Send My Request' }).click();
  await expect(request.getByTestId('consultation-no-longer-offered')).toHaveText(
    '10:00 AM Toronto time on Saturday, March 6, 2027 is no longer available; choose another.',
  );
  await expect(page).toHaveURL(/\/book-a-free-care-consultation$/);
  await expect(request.getByRole('button', { name: 'Send My Request' })).toHaveCount(0);
  expect(await capturedWith(page, 'name', name)).toEqual([]);
  await request.getByRole('button', { name: 'Choose my times again' }).click();
  await expect(request).toHaveAttribute('data-state', 'times');
  await expect(request.getByTestId('consultation-chosen')).toContainText('0 of 3 chosen');
  await request.getByRole('checkbox', { name: '11:00 AM Toronto time', exact: true }).check();
  await expect(request.getByTestId('consultation-no-longer-offered')).toHaveCount(0);
  await request.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(request.getByRole('textbox', { name: /^Full name/ })).toHaveValue(name);
});

test('the answers survive a reload', async ({ page }) => {
  const request = await openRequest(page, FRIDAY_EVENING);
  await request.getByRole('radio', { name: 'My Father' }).check();
  await request.getByRole('combobox', { name: /^City/ }).selectOption('Mississauga');
  await page.reload();
  await waitForHydration(page);
  await expect(request.getByRole('radio', { name: 'My Father' })).toBeChecked();
  await expect(request.getByRole('combobox', { name: /^City/ })).toHaveValue('Mississauga');
});

test.describe('a visitor in Vancouver', () => {
  test.use({ timezoneId: 'America/Vancouver' });

  test('sees Pacific times with Toronto beside them, and the review carries Toronto offsets', async ({ page }) => {
    const request = await openRequest(page, FRIDAY_EVENING);
    await request.getByRole('radio', { name: 'Myself' }).check();
    await request.getByRole('combobox', { name: /^City/ }).selectOption('Vancouver');
    await request.getByRole('button', { name: t.next, exact: true }).click();
    await request.getByRole('radio', { name: /^Video call/ }).check();
    await request.getByRole('button', { name: t.next, exact: true }).click();
    // Pacific time by this browser's own time zone data (which, from November 2026, may keep
    // British Columbia on UTC-7 all year: 8:00 AM rather than 7:00 AM in March).
    const pacific = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Vancouver', hour: 'numeric', minute: '2-digit' }).format(new Date('2027-03-06T15:00:00Z')),
    );
    expect(pacific).toMatch(/^[78]:00 AM$/);
    const windows = request.getByTestId('consultation-windows').getByRole('checkbox');
    await expect(windows.first()).toHaveAccessibleName(`${pacific} your time · 10:00 AM in Toronto`);
    await windows.first().check();
    await request.getByRole('button', { name: t.next, exact: true }).click();
    await request.getByRole('textbox', { name: /^Full name/ }).fill('Mei Chen');
    await request.getByRole('textbox', { name: /^Phone number/ }).fill('604-555-0123');
    await request.getByRole('textbox', { name: /^E-mail/ }).fill('mei.chen@example.ca');
    await request.getByRole('button', { name: t.toReview }).click();
    await expect(request.getByTestId('consultation-review-times')).toContainText(
      `Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time (${pacific} your time · 10:00 AM in Toronto)`,
    );
    await expect(request.locator('input[name="Preferred time 1 (ISO 8601)"]')).toHaveValue('2027-03-06T10:00:00-05:00/2027-03-06T11:00:00-05:00');
    await expect(request.locator('input[name="Preferred time 1"]')).toHaveValue('Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time');
  });
});
