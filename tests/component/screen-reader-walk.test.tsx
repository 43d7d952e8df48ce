import { QUIZ_WORDS } from '../../src/content/quiz';
import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMINGS } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON } from '../../src/content/chat-script';
import { ChatWidget } from '../../src/features/chat/chat-widget';
import { CareFinderQuiz, preloadQuizResults } from '../../src/features/quiz/care-finder-quiz';
import { CarePlanRequestForm } from '../../src/features/forms/care-plan-request-form';
import { CONSULTATION_WORDS } from '../../src/content/pages/consultation';
import { ConsultationRequest, preloadLaterConsultationSteps } from '../../src/features/consultation/consultation-request';
import { ContactForm } from '../../src/features/forms/contact-form';
import { CONSULTATION_REQUEST_INPUT } from '../model/consultation-request-model-options';
import { SATURDAY_MORNING, VISITOR_TIME_ZONE, WEEKDAY_MORNING } from '../model/chat-model-options';
import { renderWithSite } from '../render';
import { CHAT_LAUNCHER_WORDS_EN } from '../../src/content/chat-script';

/**
 * What a screen reader says, walking the site's four journeys over the real views
 * (@guidepup/virtual-screen-reader in jsdom, decision 0045). Every expectation is written out by
 * hand, word for word, as a visitor would hear it: what focus lands on, and what live regions
 * announce, each exactly once.
 */

/** Everything spoken since the last call (an emptied live region says nothing, and is not counted). */
async function heard(): Promise<string[]> {
  const log = (await virtual.spokenPhraseLog()).filter((phrase) => !/^(polite|assertive): $/.test(phrase));
  await virtual.clearSpokenPhraseLog();
  return log;
}

/**
 * Types into a field as one paste: what is spoken is the same, and the reader is not asked to
 * look at the page again after every key (that is most of the walk's CPU time).
 */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Reads on from where the screen reader is, `count` items, as a visitor pressing "next" would hear them. */
async function readOn(count: number): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  for (let i = 0; i < count; i++) await virtual.next();
  return heard();
}

afterEach(async () => {
  await virtual.stop();
});

/**
 * Each test is a whole journey (some twenty presses, each read by the reader): about 4 s of CPU
 * for the longest, which a busy two-core machine stretched past the suite's 20 s, and a journey cut
 * off goes on running into the next one (the reader is one for the file). A minute each.
 */
const JOURNEY = { timeout: 60_000 };

// The reader asks for ::before and ::after content when it names things; jsdom draws no
// pseudo-elements, answers with the element's own style, and writes "Not implemented" to the
// output for each ask. The same answer, without the noise (the config unstubs it after each test).
const computedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  vi.stubGlobal('getComputedStyle', (element: Element) => computedStyle(element));
});

describe('a screen reader walks the care-finder quiz', JOURNEY, () => {
  let user: UserEvent;
  const quiz = () => screen.getByTestId('care-finder-quiz');
  const press = (name: string) => user.click(within(quiz()).getByRole('button', { name }));
  const choose = (name: string) => user.click(within(quiz()).getByLabelText(name));

  beforeAll(async () => {
    await preloadQuizResults(QUIZ_WORDS);
  });

  it("[a11y:screen-reader] the quiz: every step's heading with its progress, each refusal once with its field, the plan and its price", async () => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<CareFinderQuiz words={QUIZ_WORDS} logAnswers={() => {}} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />);
    await virtual.start({ container: document.body });
    await heard();

    await press('Start Care Finder Quiz');
    expect(await heard()).toEqual(['heading, Who needs care?, Step 1 of 8, level 2']);

    // Next with nothing chosen: the refusal interrupts, once.
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'assertive: Incomplete Information Please fill out the required fields to continue.']);

    await choose('My Mother');
    await press('Next');
    expect(await heard()).toEqual([
      'radio, My Mother, not checked, position 1, set size 5',
      'button, Next',
      'heading, What kind of support is needed?, Step 2 of 8, level 2',
    ]);

    await choose('Bathing');
    await choose('Meal Prep');
    await press('Next');
    await choose('6-8');
    await press('Next');
    await press('Next');
    expect((await heard()).filter((phrase) => phrase.startsWith('heading'))).toEqual([
      'heading, How many hours of care per day?, Step 3 of 8, level 2',
      'heading, Is there a medical condition we should know about?, Step 4 of 8, level 2',
      'heading, Where will care take place?, Step 5 of 8, level 2',
    ]);

    // The location left empty: refused, and the field says it is invalid where it is read.
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'assertive: Incomplete Information Please fill out the required fields to continue.']);
    await user.click(within(quiz()).getByRole('textbox', { name: /City and postal code/ }));
    expect(await heard()).toEqual(['textbox, City and postal code, invalid, placeholder e.g. Brampton, L6Y 4R2, required']);
    await user.paste('Brampton, L6Y 4R2');
    await press('Next');
    await choose('Punjabi');
    await press('Next');
    await press('Next');
    expect((await heard()).filter((phrase) => phrase.startsWith('heading'))).toEqual([
      'heading, Which languages should the caregiver speak?, Step 6 of 8, level 2',
      'heading, When would you like care to start?, Step 7 of 8, level 2',
      'heading, How can a care advisor reach you?, Step 8 of 8, level 2',
    ]);

    // Only the name given: refused, and the two empty fields are the invalid ones.
    await fill(user, within(quiz()).getByRole('textbox', { name: /Full name/ }), 'Asha Patel');
    await press('See My Plan');
    expect(await heard()).toEqual([
      'textbox, Full name, required',
      'button, See My Plan',
      'assertive: Incomplete Information Please fill out all contact fields to see your results.',
    ]);
    await user.click(within(quiz()).getByRole('textbox', { name: /E-mail/ }));
    expect(await heard()).toEqual(['textbox, E-mail, invalid, required']);
    await user.paste('asha@example.com');
    await fill(user, within(quiz()).getByRole('textbox', { name: /Phone number/ }), '905-555-0100');
    await heard();

    // The plan: its heading takes focus, the notice is spoken once, and reading on gives the plan
    // and its price (docs/spec/SPEC.md §9.2 by hand: Bathing makes it Personal Care at $160 a day,
    // 6-8 hours doubles it to $320 for 8 hours a day, a second language adds the bilingual caregiver).
    await press('See My Plan');
    expect(await heard()).toEqual([
      'heading, Your Recommended Care Plan, level 2',
      'polite: Generating Your Plan... Thank you for your answers. Here is your personalized recommendation.',
    ]);
    expect(await readOn(7)).toEqual([
      'heading, Personal Care with a Bilingual Caregiver, level 3',
      'paragraph',
      '$320 per day (est.)',
      'end of paragraph',
      'paragraph',
      '8 hours/day',
      'end of paragraph',
    ]);
  });
});

describe('a screen reader walks the chat', JOURNEY, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openChatAt(now: Date) {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithSite(<ChatWidget words={CHAT_LAUNCHER_WORDS_EN} now={() => now} visitorTimeZone={() => VISITOR_TIME_ZONE} deliver={async () => {}} />);
    await virtual.start({ container: document.body });
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.appearMs));
    await user.click(screen.getByRole('button', { name: CHAT_OPEN_BUTTON }));
    return user;
  }
  /** Lets the chat's delays pass on the fake clock (React renders what they change). */
  const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

  it('[a11y:screen-reader] the chat: the greeting and each new message spoken once, as it arrives', async () => {
    const user = await openChatAt(WEEKDAY_MORNING);
    expect(await heard()).toEqual([
      'document',
      'button, Chat with us, not expanded',
      'dialog, Maple Hearth chat assistant, An automated assistant; a care coordinator reads what you send them.',
      'textbox, Your message, placeholder Type your message…',
    ]);
    await wait(CHAT_TIMINGS.greetingMs);
    expect(await heard()).toEqual([
      "polite: Assistant: Hello, and welcome to Maple Hearth! I'm an automated assistant. How can I help you today? Find a Caregiver Join as a Caregiver Franchise Info General Question",
    ]);

    await user.paste('Do you have caregivers who speak Punjabi?');
    await user.keyboard('{Enter}');
    expect(await heard()).toEqual(['polite: You: Do you have caregivers who speak Punjabi?', 'polite: The assistant is typing…']);
    await wait(CHAT_TIMINGS.typingMs - 1);
    expect(await heard()).toEqual([]);
    await wait(1);
    expect(await heard()).toEqual([
      'polite: Assistant: Our team speaks English, Punjabi, Hindi, Tagalog and more. Tell us the language your loved one is most comfortable in and we will do our best to match a caregiver who speaks it. Read the FAQ So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
    ]);

    await user.click(screen.getByRole('button', { name: 'Franchise Info' }));
    await wait(CHAT_TIMINGS.typingMs);
    expect(await heard()).toEqual([
      'button, Franchise Info',
      'polite: You: Franchise Info',
      'polite: The assistant is typing…',
      'polite: Assistant: Thank you for your interest in owning a Maple Hearth franchise. Our Franchise Opportunity page explains the model, the support we give and how to apply.',
    ]);
  });

  it('[a11y:screen-reader] the chat after hours: the offline notice and its form, then the confirmation once', async () => {
    const user = await openChatAt(SATURDAY_MORNING);
    await heard();
    await wait(CHAT_TIMINGS.greetingMs);
    await wait(CHAT_TIMINGS.offlineNoticeMs);
    // Focus lands in the form as it appears; the notice and the hours follow it, politely.
    expect(await heard()).toEqual([
      "polite: Assistant: Hello, and welcome to Maple Hearth! I'm an automated assistant. How can I help you today? Find a Caregiver Join as a Caregiver Franchise Info General Question",
      'textbox, Name, required',
      "polite: Assistant: We're currently offline. Please leave your contact info and we'll respond within 1 business day.",
      'polite: Assistant: Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now. Care coordinators read the chat Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time). Our 24/7 line is for current clients; families new to us can call 1-888-555-0142 Monday to Friday, 8 AM - 8 PM, and Saturday and Sunday, 10 AM - 4 PM (Toronto time).',
    ]);

    await user.paste('Asha Patel');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await fill(user, screen.getByRole('textbox', { name: 'Message' }), 'Care for my mother in Brampton, please.');
    await heard();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await wait(0);
    // The confirmation is spoken once, in the conversation; the toast saying the same is only seen.
    expect(await heard()).toEqual([
      'button, Sending..., disabled',
      'dialog, Maple Hearth chat assistant, An automated assistant; a care coordinator reads what you send them.',
      "polite: Assistant: Thank you! We've received your message and will be in touch soon.",
    ]);
    expect(screen.getByTestId('toaster')).toHaveTextContent("Message Received! Thank you. We'll get back to you within one business day.");
  });
});

describe('a screen reader walks the consultation request', JOURNEY, () => {
  beforeAll(async () => {
    await preloadLaterConsultationSteps(CONSULTATION_WORDS);
  });

  it('[a11y:screen-reader] the consultation request: each step with its progress, each refusal once with its fields, then the review', async () => {
    const user = userEvent.setup({ delay: null });
    // The page's clock at the instant the example input starts from (decision 0044).
    const clockStart = new Date(CONSULTATION_REQUEST_INPUT.clock);
    renderWithSite(<ConsultationRequest now={() => clockStart} words={CONSULTATION_WORDS} />);
    const request = () => screen.getByTestId('consultation-request');
    const press = (name: string) => user.click(within(request()).getByRole('button', { name }));
    await virtual.start({ container: document.body });
    await heard();

    // Next with nothing given: the refusal is spoken once, and both fields say they are invalid.
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'polite: Please say who needs care and choose a city (or Other with a postal code).']);
    await user.click(within(request()).getByRole('radio', { name: 'My Father' }));
    await user.click(within(request()).getByRole('combobox', { name: /City/ }));
    expect(await heard()).toEqual([
      'radio, My Father, not checked, position 2, set size 5',
      'combobox, City, has popup listbox, not expanded, invalid, required',
    ]);
    await user.selectOptions(within(request()).getByRole('combobox', { name: /City/ }), 'Brampton');
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'heading, What kind of consultation would suit you?, Step 2 of 5, level 3']);

    await user.click(within(request()).getByRole('radio', { name: /Phone call/ }));
    await press('Next');
    expect(await heard()).toEqual([
      'radio, Phone call, We call you at the number you give., not checked, position 2, set size 3',
      'button, Next',
      'heading, When would suit you?, Step 3 of 5, level 3',
    ]);

    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'polite: Please choose at least one time (up to three) from the calendar.']);
    // The time's label is on the visitor's clock (the runner's zone): what matters here is the count, said once.
    await user.click(within(screen.getByTestId('consultation-windows')).getAllByRole('checkbox')[0]!);
    expect((await heard()).filter((phrase) => !phrase.startsWith('checkbox, '))).toEqual(['polite: 1 of 3 chosen']);
    await press('Next');
    expect(await heard()).toEqual(['button, Review my request', 'heading, How can a coordinator reach you?, Step 4 of 5, level 3']);

    // Only the name given: the two fields still to fix say so where they are read.
    await fill(user, within(request()).getByRole('textbox', { name: /Full name/ }), 'Asha Patel');
    await press('Review my request');
    expect(await heard()).toEqual([
      'textbox, Full name, required',
      'button, Review my request',
      'polite: Please give your full name, a 10-digit phone number (for example 905-555-0142) and a valid e-mail address.',
    ]);
    await user.click(within(request()).getByRole('textbox', { name: /Phone number/ }));
    expect(await heard()).toEqual(['textbox, Phone number, A coordinator calls this number to confirm a time., invalid, required']);
    await user.paste('905-555-0100');
    await fill(user, within(request()).getByRole('textbox', { name: /E-mail/ }), 'asha@example.com');
    await heard();

    // The review: its heading and progress, and no notice interrupting; reading on gives the answers.
    await press('Review my request');
    expect(await heard()).toEqual(['heading, Check your request, Step 5 of 5, level 3']);
    expect(await readOn(16)).toEqual([
      'heading, Who and where, level 4',
      'button, Edit who and where',
      'Edit',
      'end of button, Edit who and where',
      'term',
      'Who needs care',
      'end of term',
      'definition',
      'My Father',
      'end of definition',
      'term',
      'Where',
      'end of term',
      'definition',
      'Brampton',
      'end of definition',
    ]);
  });
});

describe('a screen reader meets a refused contact form', JOURNEY, () => {
  it('[a11y:screen-reader] a refused contact form: the summary once, naming each field, each linked to its field, which says it is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ContactForm formType="Contact Page Inquiry" />);
    const form = () => screen.getByTestId('contact-form');
    const send = () => user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    const summaryLink = (name: string) => user.click(within(screen.getByTestId('invalid-summary')).getByRole('link', { name }));
    await virtual.start({ container: document.body });
    await heard();

    await send();
    expect(await heard()).toEqual([
      'button, Send Message',
      'polite: Some details need attention Please check these fields: Full name, Phone number, How can we help? Everything you typed is still here.',
    ]);
    await summaryLink('Full name');
    expect(await heard()).toEqual(['link, Full name', 'textbox, Full name, invalid, required']);

    // The name given, the form sent again: a new summary, spoken once, and the name is no longer invalid.
    await user.paste('Asha Patel');
    await send();
    expect(await heard()).toEqual([
      'button, Send Message',
      'polite: Some details need attention Please check these fields: Phone number, How can we help? Everything you typed is still here.',
    ]);
    await user.click(within(form()).getByRole('textbox', { name: 'Full name' }));
    expect(await heard()).toEqual(['textbox, Full name, Asha Patel, required']);
    await summaryLink('Phone number');
    expect(await heard()).toEqual(['link, Phone number', 'textbox, Phone number, We call back within one business day., invalid, required']);
  });
});
