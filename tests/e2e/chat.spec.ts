import type { Locator, Page } from '@playwright/test';
import { CHAT_TEXT } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from '../../src/content/chat-script';
import { CHAT_HANDOVER_FORM } from '../../src/content/chat-panel-words';
import { CHAT_OFFLINE_FORM } from '../../src/content/chat-panel-words';
import { AWAY_STATUS_HINT } from '../../src/content/chat-panel-words';
import { NO_ANSWER, STILL_SENDING } from '../fixtures/chat-expectations';
import { capturedWith, controlAjax, releaseAjax } from './capture';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

/** Wednesday 25 November 2026, 10:00 in Toronto (Online) and Saturday 28 November, 11:00 (Away). */
const WEEKDAY_MORNING = '2026-11-25T10:00:00-05:00';
const SATURDAY_MORNING = '2026-11-28T11:00:00-05:00';

/** Loads a page with the browser's clock fixed at a Toronto time and paused: only runFor() moves it. */
async function loadAt(page: Page, torontoTime: string, path = '/') {
  const start = new Date(torontoTime);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto(path);
  await waitForHydration(page);
}

const chatButton = (page: Page) => page.getByRole('button', { name: CHAT_OPEN_BUTTON });
const panel = (page: Page) => page.getByRole('dialog', { name: CHAT_TEXT.panelTitle });
const log = (page: Page) => page.getByTestId('chat-log');

/** The button appears 1000 ms after load, and the advisor greets 500 ms after opening. */
async function openAndGreet(page: Page) {
  await page.clock.runFor(999);
  await expect(chatButton(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(chatButton(page)).toBeVisible();
  const box = await chatButton(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeLessThan(viewport.width / 2); // bottom left
  expect(box!.y).toBeGreaterThan(viewport.height / 2);

  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.clock.runFor(499);
  await expect(log(page)).not.toContainText(CHAT_SCRIPT.greeting);
  await page.clock.runFor(1);
  await expect(log(page)).toContainText(CHAT_SCRIPT.greeting);
  for (const s of CHAT_SCRIPT.suggestions) await expect(log(page).getByRole('button', { name: s.text })).toBeVisible();
}

test('online on a weekday: greeting, a suggestion, typing for 1.5 s, a link button that navigates and closes', async ({ page }) => {
  await loadAt(page, WEEKDAY_MORNING);
  await openAndGreet(page);
  await expect(panel(page).getByTestId('chat-status')).toHaveText('Online');
  await expect(page.getByRole('textbox', { name: CHAT_TEXT.inputLabel })).toBeFocused();

  await log(page).getByRole('button', { name: 'Join as a Caregiver' }).click();
  await expect(log(page)).toContainText('You: Join as a Caregiver');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await page.clock.runFor(1_499);
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByTestId('chat-typing')).toBeHidden();
  const careers = log(page).getByRole('button', { name: 'Careers page' });
  await expect(careers).toBeVisible();

  await page.clock.resume(); // axe schedules timers of its own
  expect(await axeViolations(page)).toEqual([]);

  await careers.click();
  await expect(page).toHaveURL(/\/careers$/); // /careers-join-our-team resolves through its redirect
  await expect(page.getByRole('heading', { level: 1, name: 'Do Work That Matters, Close to Home' })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Find a Caregiver asks for the city and links to the consultation request', async ({ page }) => {
  await loadAt(page, WEEKDAY_MORNING);
  await openAndGreet(page);
  await log(page).getByRole('button', { name: 'Find a Caregiver' }).click();
  await page.clock.runFor(1_500);
  await expect(log(page)).toContainText('Which city or town does your loved one live in?');
  await log(page).getByRole('button', { name: 'Request a Free Consultation' }).click();
  await expect(page).toHaveURL(/\/book-a-free-care-consultation$/);
  await expect(page.getByTestId('consultation-request')).toBeVisible();
  await expect(panel(page)).toBeHidden();
});

/** Asked once, after the first answer: only the name when the message named the place (decision 0089). */
const ASK_NAME = 'So we can connect you with the right care coordinator, could you tell me your name?';
const LAVAL =
  'Laval: on request. Laval is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question.';

test('in office hours the chat answers from the site, keeps the conversation, hands it over from an empty form, and what follows reaches the coordinator', async ({
  page,
}) => {
  await loadAt(page, WEEKDAY_MORNING, '/contact-us');
  await openAndGreet(page);
  // The header says what the chat is.
  await expect(panel(page).getByTestId('chat-what-it-is')).toHaveText('An automated assistant; a care coordinator reads what you send them.');
  await expect(panel(page)).not.toContainText('Replies in a few seconds');
  const box = page.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
  const send = page.getByRole('button', { name: CHAT_TEXT.send, exact: true });
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(page.getByTestId('chat-typing')).toBeHidden();
  // "Do you serve Laval?": the service-area rule's answer, its link, then the name question (the city is given; decision 0089).
  await box.fill('Do you serve Laval?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(log(page)).toContainText('You: Do you serve Laval?');
  await page.clock.runFor(1_500);
  await expect(log(page)).toContainText(`${LAVAL} Ask about care in Laval ${ASK_NAME}`);
  await expect(log(page).getByRole('button', { name: 'Ask about care in Laval' })).toBeVisible();

  // Closing keeps the conversation: reopened, it is still there.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).click();
  await page.clock.runFor(500); // the greeting delay (docs/spec/SPEC.md §9.1)
  await expect(log(page)).toContainText('Welcome back. Your conversation is still here.');

  // A question typed where a name was asked: answered, and never taken for the name.
  await box.fill('How much does care cost per hour?');
  await box.press('Enter');
  await page.clock.runFor(1_500);
  await expect(log(page).getByRole('button', { name: 'Care Cost Calculator' })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Send this conversation to a care coordinator' }).click();
  const form = page.getByRole('form', { name: 'Send this conversation to a care coordinator' });
  for (const field of [CHAT_HANDOVER_FORM.name, CHAT_HANDOVER_FORM.phone, CHAT_HANDOVER_FORM.email, CHAT_HANDOVER_FORM.city]) {
    await expect(form.getByRole('textbox', { name: field })).toHaveValue('');
  }
  await page.clock.resume(); // axe schedules timers of its own; nothing of the chat waits on the clock from here
  expect(await axeViolations(page)).toEqual([]);
  const name = `Amrit Gill ${Date.now()}`;
  await form.getByRole('textbox', { name: CHAT_HANDOVER_FORM.name }).fill(name);
  await form.getByRole('textbox', { name: CHAT_HANDOVER_FORM.email }).fill('amrit.gill@example.ca');
  await form.getByRole('textbox', { name: CHAT_HANDOVER_FORM.city }).fill('Laval');
  await form.getByRole('textbox', { name: CHAT_HANDOVER_FORM.note }).fill('Weekday lunches, please.');
  await form.getByRole('button', { name: CHAT_HANDOVER_FORM.submit }).click();
  await expect(form).toBeHidden();
  await expect(log(page)).toContainText(
    'Thank you! A care coordinator has your conversation and will contact you within office hours (Monday to Friday, 8 AM - 8 PM, Toronto time).',
  );

  // Delivered once, by the offline message's AJAX route, as JSON: the contact, and the family's words with the topics answered.
  const [handover] = await capturedWith(page, 'name', name);
  expect(handover).toEqual({
    path: '/ajax/submit',
    contentType: 'application/json',
    status: 200,
    files: {},
    fields: {
      conversation: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      phone: '',
      email: 'amrit.gill@example.ca',
      city: 'Laval',
      note: 'Weekday lunches, please.',
      transcript: [
        'Visitor: Do you serve Laval?',
        'Assistant: answered from the site: service-area',
        'Visitor: How much does care cost per hour?',
        'Assistant: answered from the site: cost',
      ].join('\n'),
      _subject: 'Website Inquiry - Chat Conversation',
      page: new URL('/contact-us', page.url()).href,
      _honey: '',
    },
  });

  // Written after the handover: it follows the conversation to the same coordinator.
  await box.fill('She prefers a caregiver who speaks French.');
  await box.press('Enter');
  await expect.poll(async () => (await capturedWith(page, 'name', name)).length).toBe(2);
  const [, followUp] = await capturedWith(page, 'name', name);
  expect(followUp?.fields).toEqual({
    conversation: handover?.fields.conversation,
    'Follow-up': 'She prefers a caregiver who speaks French.',
    name,
    phone: '',
    email: 'amrit.gill@example.ca',
    _subject: 'Website Inquiry - Chat Conversation (Follow-up)',
    page: new URL('/contact-us', page.url()).href,
  });

  // Closed and opened again, the conversation shows as sent: no offer to send it a second time.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await chatButton(page).click();
  await expect(log(page)).toContainText('Welcome back. Your conversation is still here.');
  await expect(log(page)).toContainText('A care coordinator has your conversation');
  await expect(panel(page).getByRole('button', { name: 'Send this conversation to a care coordinator' })).toHaveCount(0);
  expect(await capturedWith(page, 'name', name)).toHaveLength(2);
});

test('Saturday: Away, offline notice after 1 s, disabled input, the offline form confirms with a toast', async ({ page }) => {
  await loadAt(page, SATURDAY_MORNING);
  await openAndGreet(page);
  await expect(panel(page).getByTestId('chat-status')).toHaveText('Away');
  // Saturday 11:00 in Toronto: the phone line is open, until 4 PM today.
  await expect(panel(page).getByTestId('chat-hours-hint')).toHaveText('Phone line open until 4:00 PM today: 1-888-555-0142');
  await expect(panel(page).getByTestId('chat-what-it-is')).toHaveText('An automated assistant; a care coordinator reads what you send them.');
  await page.clock.runFor(999);
  await expect(log(page)).not.toContainText(CHAT_SCRIPT.offlineNotice);
  await page.clock.runFor(1);
  await expect(log(page)).toContainText(CHAT_SCRIPT.offlineNotice);
  await expect(log(page)).toContainText('Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now.');
  await expect(page.getByRole('textbox', { name: CHAT_TEXT.inputLabel })).toBeDisabled();
  await expect(page.getByRole('button', { name: CHAT_TEXT.send, exact: true })).toBeDisabled();

  const form = page.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
  // What the message is for, as under every form that sends what a visitor types.
  await expect(form.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);

  // The browser refuses the empty form.
  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit }).click();
  await expect(form).toBeVisible();
  const name = `Harpreet Sandhu ${Date.now()}`;
  await form.getByLabel(CHAT_OFFLINE_FORM.name).fill(name);
  await form.getByLabel(CHAT_OFFLINE_FORM.email).fill('harpreet.sandhu@example.ca');
  await form.getByLabel(CHAT_OFFLINE_FORM.message).fill('Please call me about weekday visits for my mother in Brampton.');
  // The call-back number is optional; one given must be dialable (the forms' phone rule): the browser refuses 'after 6'.
  const phone = form.getByRole('textbox', { name: CHAT_OFFLINE_FORM.phone });
  await expect(phone).toHaveAccessibleDescription(CHAT_OFFLINE_FORM.phoneDescription);
  await phone.fill('after 6');
  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit }).click();
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(CHAT_OFFLINE_FORM.invalidPhone);
  await expect(form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit })).toBeVisible();
  expect(await capturedWith(page, 'name', name)).toEqual([]);
  await phone.fill('(905) 555-0163');
  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit }).click();

  await expect(form).toBeHidden();
  await expect(log(page)).toContainText(CHAT_SCRIPT.offlineConfirmation);
  // Shown, but outside the live regions: the conversation's confirmation is what is spoken (decision 0045).
  const toast = page.getByTestId('toaster');
  await expect(toast).toContainText(CHAT_TEXT.messageReceivedToast.title);
  await expect(toast).toContainText(CHAT_TEXT.messageReceivedToast.description);
  await expect(toast.getByRole('status')).toBeEmpty();

  // Delivered to the form-forwarding service's AJAX endpoint, exactly once, as JSON.
  const posts = await capturedWith(page, 'name', name);
  expect(posts).toEqual([
    {
      path: '/ajax/submit',
      contentType: 'application/json',
      status: 200,
      files: {},
      fields: {
        name,
        email: 'harpreet.sandhu@example.ca',
        message: 'Please call me about weekday visits for my mother in Brampton.',
        phone: '(905) 555-0163',
        _subject: 'Website Inquiry - Chat Offline Message',
        page: new URL('/', page.url()).href,
        _honey: '',
      },
    },
  ]);
});

/** Saturday, the offline form filled in by a visitor whose name the capture server is told about. */
async function offlineFormFilled(page: Page, name: string) {
  await loadAt(page, SATURDAY_MORNING, '/faq');
  await openAndGreet(page);
  // The offline notice and its form come 1000 ms after the greeting (docs/spec/SPEC.md §9.1).
  await page.clock.runFor(1_000);
  const form = page.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
  await form.getByLabel(CHAT_OFFLINE_FORM.name).fill(name);
  await form.getByLabel(CHAT_OFFLINE_FORM.email).fill('meiling.chen@example.ca');
  await form.getByLabel(CHAT_OFFLINE_FORM.message).fill('My father needs help with meals on weekends. Please call after 6 PM.');
  return form;
}

/** A failed send: the advisor says so with the phone number, a destructive toast, every field kept, Retry. */
async function expectSendFailed(page: Page, form: Locator, name: string) {
  await expect(log(page)).toContainText(CHAT_SCRIPT.offlineSendFailed);
  await expect(page.getByTestId('toaster').getByRole('alert')).toContainText(CHAT_TEXT.sendFailedToast.title);
  await expect(form.getByLabel(CHAT_OFFLINE_FORM.name)).toHaveValue(name);
  await expect(form.getByLabel(CHAT_OFFLINE_FORM.email)).toHaveValue('meiling.chen@example.ca');
  await expect(form.getByLabel(CHAT_OFFLINE_FORM.message)).toHaveValue('My father needs help with meals on weekends. Please call after 6 PM.');
  await expect(form.getByRole('link', { name: CHAT_OFFLINE_FORM.callUs })).toHaveAttribute('href', 'tel:+18885550142');
  await expect(log(page)).not.toContainText(CHAT_SCRIPT.offlineConfirmation);
}

test('the service answers 500: the message is not lost, and Retry delivers it', async ({ page }) => {
  const name = `Mei Ling Chen ${Date.now()}`;
  await controlAjax(page, name, 'fail');
  const form = await offlineFormFilled(page, name);
  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit }).click();
  await expectSendFailed(page, form, name);
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.retry }).click();
  await expect(log(page)).toContainText(CHAT_SCRIPT.offlineConfirmation);
  await expect(page.getByTestId('toaster')).toContainText(CHAT_TEXT.messageReceivedToast.title);
  expect((await capturedWith(page, 'name', name)).map((post) => post.status)).toEqual([500, 200]);
});

/** The offline message exactly as the office receives it (one lead). */
const offlinePost = (page: Page, name: string) => ({
  name,
  email: 'meiling.chen@example.ca',
  message: 'My father needs help with meals on weekends. Please call after 6 PM.',
  phone: '',
  _subject: 'Website Inquiry - Chat Offline Message',
  page: new URL('/faq', page.url()).href,
  _honey: '',
});

test('the service answers after 20 s: at 15 s the family is told it may still arrive, nothing can send it twice, and the late answer is taken: one lead', async ({
  page,
}) => {
  const name = `Mei Ling Chen ${Date.now()}`;
  await controlAjax(page, name, 'hold');
  const form = await offlineFormFilled(page, name);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(async () => (await capturedWith(page, 'name', name)).length).toBe(1);
  await page.clock.runFor(14_999);
  await expect(log(page)).not.toContainText(STILL_SENDING);
  await page.clock.runFor(1);
  await expect(log(page)).toContainText(STILL_SENDING);
  // Not "Message Not Sent": the form still waits, with no Retry to press.
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByTestId('toaster')).not.toContainText('Message Not Sent');
  await sending.click({ force: true });
  await page.clock.runFor(5_000);

  // The office answers at 20 s: the message is confirmed, the form gone, and it went once.
  await releaseAjax(page, name);
  await expect(log(page)).toContainText("Thank you! We've received your message and will be in touch soon.");
  await expect(page.getByTestId('toaster')).toContainText('Message Received!');
  await expect(page.getByRole('form', { name: CHAT_OFFLINE_FORM.legend })).toHaveCount(0);
  const posts = await capturedWith(page, 'name', name);
  expect(posts.map(({ fields, status }) => ({ fields, status }))).toEqual([{ fields: offlinePost(page, name), status: 200 }]);
});

test('the service never answers: told it is slow at 15 s, at 60 s that nobody can tell whether it arrived; Retry, chosen, delivers it', async ({ page }) => {
  const name = `Mei Ling Chen ${Date.now()}`;
  await controlAjax(page, name, 'hang');
  const form = await offlineFormFilled(page, name);
  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.submit }).click();
  const sending = form.getByRole('button', { name: CHAT_OFFLINE_FORM.sending });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(async () => (await capturedWith(page, 'name', name)).length).toBe(1);
  await page.clock.runFor(15_000);
  await expect(log(page)).toContainText(STILL_SENDING);
  await page.clock.runFor(44_999);
  await expect(sending).toBeVisible();
  await page.clock.runFor(1);
  await expect(log(page)).toContainText(NO_ANSWER);
  await expect(log(page)).not.toContainText(CHAT_SCRIPT.offlineSendFailed);
  await expect(page.getByTestId('toaster')).not.toContainText('Message Not Sent');
  await expect(form.getByLabel(CHAT_OFFLINE_FORM.message)).toHaveValue('My father needs help with meals on weekends. Please call after 6 PM.');
  await expect(form.getByRole('link', { name: CHAT_OFFLINE_FORM.callUs })).toHaveAttribute('href', 'tel:+18885550142');

  await form.getByRole('button', { name: CHAT_OFFLINE_FORM.retry }).click();
  await expect(log(page)).toContainText(CHAT_SCRIPT.offlineConfirmation);
  expect((await capturedWith(page, 'name', name)).map((post) => post.status)).toEqual([0, 200]);
});

test('a Vancouver visitor at 18:30 Pacific on a weekday sees Away (Toronto is past 20:00)', async ({ page }) => {
  await loadAt(page, '2026-11-25T18:30:00-08:00');
  await openAndGreet(page);
  await expect(panel(page).getByTestId('chat-status')).toHaveText('Away');
  // The phone line is closed too: the hint says when the coordinators are back.
  await expect(panel(page).getByTestId('chat-hours-hint')).toHaveText(AWAY_STATUS_HINT);
  expect(AWAY_STATUS_HINT).toBe('Back Mon–Fri, 8:00 AM–8:00 PM Toronto time');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the panel fits the screen and stays within 600 px as the conversation grows', async ({ page }) => {
    await loadAt(page, WEEKDAY_MORNING);
    await openAndGreet(page);
    const box = page.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
    for (const line of ['Hello', 'We live in Brampton', 'My father needs help after a fall', 'Mornings are best']) {
      await box.fill(line);
      await box.press('Enter');
      await page.clock.runFor(1_500);
    }
    const rect = (await panel(page).boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.y).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(360);
    expect(rect.height).toBeLessThanOrEqual(600);
    // The newest message is scrolled into view.
    await expect(log(page).getByText('You: Mornings are best')).toBeInViewport();
    // The reply to it, the last bubble: nothing on the site answers "Mornings are best" after the name and city were asked.
    await expect(log(page).locator('.chat-bubble').last()).toHaveText(`Assistant: ${CHAT_SCRIPT.cannotAnswer}`);
    await expect(log(page).locator('.chat-bubble').last()).toBeInViewport();
  });
});

// Regina keeps Central Standard Time all year, so Node's and Chromium's zone data agree on it
// (they disagree about Vancouver from November 2026); the unit tests cover Vancouver and Halifax.
test.describe('a visitor in Regina', () => {
  test.use({ timezoneId: 'America/Regina' });

  test("Away: the notice gives the hours on Toronto's clock and on the visitor's, and says the 24/7 line is for current clients", async ({ page }) => {
    await loadAt(page, SATURDAY_MORNING);
    await openAndGreet(page);
    await expect(panel(page).getByTestId('chat-hours-hint')).toHaveText('Phone line open until 4:00 PM today: 1-888-555-0142');
    await page.clock.runFor(999);
    await expect(log(page)).not.toContainText(CHAT_SCRIPT.offlineNotice);
    await page.clock.runFor(1);
    await expect(log(page)).toContainText(CHAT_SCRIPT.offlineNotice);
    // The browser's own time zone reaches the notice (docs/spec/DECISIONS.md "24/7", "Chat business
    // hours"): Saturday 11 AM in Toronto is 10 AM in Regina; the phone line is open until 4 PM.
    await expect(log(page)).toContainText(
      'Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now. ' +
        'Care coordinators read the chat Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time). ' +
        'Our 24/7 line is for current clients; families new to us can call 1-888-555-0142 Monday to Friday, 8 AM - 8 PM, and Saturday and Sunday, 10 AM - 4 PM (Toronto time).',
    );
  });
});

test('on a language page the chat says in English, marked so, what it answers in, and leads to the page’s call-back request', async ({ page }) => {
  await loadAt(page, WEEKDAY_MORNING, '/care/punjabi-in-brampton');
  await expect(page.getByTestId('chat-slot')).toHaveAttribute('lang', 'en-CA');
  await openAndGreet(page);
  await expect(log(page)).toContainText(
    'I answer in English and French. To talk with a care coordinator in Punjabi, ask for a call back on this page: Request a call back in Punjabi',
  );
  await log(page).getByRole('button', { name: 'Request a call back in Punjabi' }).click();
  await expect(page).toHaveURL(/\/care\/punjabi-in-brampton#call-back$/);
  await expect(panel(page)).toBeHidden();
  await page.clock.resume();
  await expect(page.locator('#call-back')).toBeInViewport();
});
