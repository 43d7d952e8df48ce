import { CARE_TYPE_LABELS } from '../../src/content/calculators';
import { CHAT_TEXT } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON } from '../../src/content/chat-script';
import { CARE_PLAN_REQUEST } from '../../src/content/forms';
import { FRANCHISE_PAGE } from '../../src/content/pages/franchise';
import { QUIZ_TEXT } from '../../src/content/quiz';
import { throughKind } from './consultation-steps';
import { expect, PHONE_TAB, reachBelowTheFold, test, waitForHydration } from './fixtures';
import { QuizPage } from './pages/quiz-page';
import { PHONES, atEveryPhoneSize, phoneGateProblems, takesItsOwnTap, toastCovers } from './phone-gate';
import { NO_READERS_PROBLEMS, readersGateProblems } from './readers-gate';

/**
 * The phone gate (./phone-gate.ts) in the states a visitor reaches by interacting, at both phone
 * sizes: the chat open, a calculator changed or refusing a value, the menu open, the contact form,
 * the job application and the franchise info kit refused, the consultation's calendar. Each journey
 * is walked once, on a 390 x 844 phone, and its state checked there and again at 360 x 740 (the
 * page resized, as the route gate does); the quiz's intro, a refused step and its results too. Every
 * route as loaded is gated in route-gate.spec.ts. Each journey has a context of its own with a page
 * clock set to a weekday morning in Toronto (the advisor online, the consultation's first day with
 * all its times): what the pages show does not depend on the hour CI runs at. The readers gate
 * (./readers-gate.ts) reads the same states after the phone gate, from the phone to 1280 x 800: in
 * part (400% zoom, the desktop, focus there, targets), and whole (200% zoom, text spacing, focus at
 * three sizes, forced colours) where the state is a choice made or refused (the refused contact
 * form, the consultation's times chosen, the quiz's results).
 */
/** Wednesday, 10 AM in Toronto: the chat is online and the phone line open. */
const A_WEEKDAY_MORNING = new Date('2026-11-25T10:00:00-05:00');

test.use({ viewport: PHONES[0], ...PHONE_TAB });

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: A_WEEKDAY_MORNING });
  });

  test.describe('the chat', () => {
    test(`[a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size] the chat open: its close and send buttons and its box are on screen, nothing over them; the readers gate`, async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: CHAT_OPEN_BUTTON }).click();
      const panel = page.getByRole('dialog', { name: CHAT_TEXT.panelTitle });
      await expect(panel).toBeVisible();
      await atEveryPhoneSize(page, async (size) => {
        for (const control of [
          panel.getByRole('button', { name: CHAT_TEXT.close }),
          panel.getByRole('textbox', { name: CHAT_TEXT.inputLabel }),
          panel.getByRole('button', { name: CHAT_TEXT.send, exact: true }),
        ]) {
          await expect(control, size).toBeInViewport({ ratio: 1 });
        }
        expect(await phoneGateProblems(page), size).toEqual([]);
      });
      expect(await readersGateProblems(page, { whole: false })).toEqual(NO_READERS_PROBLEMS);
    });
  });

  test('the care cost calculator changed: the estimate and the controls clear the dock', async ({ page }) => {
    await page.goto('/care-cost-calculator');
    await waitForHydration(page);
    await page.getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS.specialized.replace(/[()/]/g, '\\$&')}`) }).check();
    await expect(page.getByTestId('care-cost-monthly')).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      expect(await takesItsOwnTap(page.getByTestId('care-cost-monthly')), size).toBe(true);
      expect(await phoneGateProblems(page), size).toEqual([]);
    });
  });

  test("the dock's buttons: each label sits in the middle of its button", async ({ page }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const bar = page.locator('.sticky-cta-bar');
    await expect(bar).toBeVisible();
    // The route's call to action and the call button (src/content/navigation.ts CHROME).
    const buttons = await bar.getByRole('link').or(bar.getByRole('button')).all();
    expect(buttons).toHaveLength(2);
    await atEveryPhoneSize(page, async (size) => {
      for (const button of buttons) {
        const outer = (await button.boundingBox())!;
        const label = (await button.locator('.mantine-Button-label').boundingBox())!;
        const name = await button.textContent();
        expect(Math.abs(label.y + label.height / 2 - (outer.y + outer.height / 2)), `${name}: label off the middle at ${size}`).toBeLessThanOrEqual(1);
      }
    });
  });

  test(`[a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size] the menu open: every link in it is on screen and free; the readers gate`, async ({
    page,
  }) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await atEveryPhoneSize(page, async (size) => expect(await phoneGateProblems(page), size).toEqual([]));
    expect(await readersGateProblems(page, { whole: false })).toEqual(NO_READERS_PROBLEMS);
  });

  test(`[a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size][a11y:forced-colors] /contact-us: the message box takes its own taps, and the refused form passes the phone gate and the readers gate`, async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    const message = page.getByTestId('contact-form').getByRole('textbox', { name: /How can we help/ });
    await page.getByTestId('contact-form').getByRole('button', { name: 'Send Message' }).click();
    // Refused: the summary names the fields to fill.
    await expect(page.getByTestId('contact-form').getByTestId('invalid-summary')).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      // The corner where the messaging button used to float.
      expect(await takesItsOwnTap(message, 'bottom right'), size).toBe(true);
      expect(await phoneGateProblems(page), size).toEqual([]);
    });
    expect(await readersGateProblems(page, { whole: true })).toEqual(NO_READERS_PROBLEMS);
  });

  test('/careers: the refused application passes the gate, its summary and fields clear the dock', async ({ page }) => {
    await page.goto('/careers#apply-now');
    await waitForHydration(page);
    const form = page.getByTestId('job-application-form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByTestId('invalid-summary')).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      expect(await takesItsOwnTap(form.getByRole('textbox', { name: 'Full name' })), size).toBe(true);
      expect(await phoneGateProblems(page), size).toEqual([]);
    });
  });

  test('/franchise: the earnings calculator refusing a value, and the refused info kit form, pass the gate', async ({ page }) => {
    await page.goto('/franchise');
    await waitForHydration(page);
    const calc = FRANCHISE_PAGE.calculator;
    // Both are parts of the page whose code comes as the visitor nears them.
    await reachBelowTheFold(page.getByRole('textbox', { name: calc.hours }));
    await page.getByRole('textbox', { name: calc.hours }).fill('90');
    await expect(page.getByTestId('franchise-hours-error')).toBeVisible();
    const infoKit = page.getByTestId('franchise-info-kit-form');
    await reachBelowTheFold(infoKit);
    await infoKit.getByRole('button', { name: 'Send Message' }).click();
    await expect(infoKit.getByTestId('invalid-summary')).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      expect(await takesItsOwnTap(page.getByRole('textbox', { name: calc.hours })), size).toBe(true);
      expect(await phoneGateProblems(page), `the calculator refusing 90 hours, the info kit form refused, at ${size}`).toEqual([]);
    });
  });

  test(`[a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size][a11y:forced-colors] the consultation calendar: days, times and Next clear the dock; two times chosen pass the readers gate`, async ({
    page,
  }) => {
    await page.goto('/book-a-free-care-consultation');
    await waitForHydration(page);
    const request = page.getByTestId('consultation-request');
    const calendar = await throughKind(request, /^Video call/);
    await expect(calendar).toBeVisible();
    await atEveryPhoneSize(page, async (size) => expect(await phoneGateProblems(page), size).toEqual([]));
    // Two times chosen: each listed with its "remove" button, on the first day with two or more.
    await page.setViewportSize(PHONES[0]);
    await calendar
      .getByRole('button', { name: /: \d+ times$/ })
      .first()
      .click();
    const windows = request.getByTestId('consultation-windows').getByRole('checkbox');
    await windows.nth(0).check();
    await windows.nth(1).check();
    await expect(request.getByTestId('consultation-chosen').getByRole('button')).toHaveCount(2);
    expect(await readersGateProblems(page, { whole: true })).toEqual(NO_READERS_PROBLEMS);
  });

  test(`[a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size][a11y:forced-colors] the quiz: the intro, a refused step and the results pass the phone gate (a refused step and the results the readers gate); the notice covers neither heading nor control; the results fit with the Send button whole`, async ({
    page,
  }) => {
    const quiz = new QuizPage(page);
    await quiz.open();
    await atEveryPhoneSize(page, async (size) => {
      expect(await phoneGateProblems(page), `the intro at ${size}`).toEqual([]);
      // Start takes its own tap: nothing floats over it.
      expect(await takesItsOwnTap(quiz.quiz.getByRole('button', { name: 'Start Care Finder Quiz' })), size).toBe(true);
    });
    await page.setViewportSize(PHONES[0]);
    await quiz.start();
    await quiz.next();
    await expect(page.getByTestId('toaster').getByText('Incomplete Information')).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      expect(await toastCovers(page), `the refusal notice at ${size}`).toEqual([]);
      expect(await phoneGateProblems(page), `a refused step at ${size}`).toEqual([]);
    });
    expect(await readersGateProblems(page, { whole: false }), 'a refused step').toEqual(NO_READERS_PROBLEMS);
    await page.setViewportSize(PHONES[0]);
    for (const choice of ['My Father', 'Bathing', '6-8', 'None']) {
      await quiz.choose(choice);
      await quiz.next();
    }
    await quiz.quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Brampton, L6Y 4R2');
    await quiz.next();
    await quiz.choose('Punjabi');
    await quiz.next();
    await quiz.next();
    await quiz.quiz.getByRole('textbox', { name: /^Full name/ }).fill('Gurpreet Dhillon');
    await quiz.quiz.getByRole('textbox', { name: /^E-mail/ }).fill('gurpreet@example.ca');
    await quiz.quiz.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0134');
    await quiz.quiz.getByRole('button', { name: 'See My Plan' }).click();
    const send = quiz.quiz.getByTestId('care-plan-form').getByRole('button', { name: CARE_PLAN_REQUEST.submitLabel });
    await expect(send).toBeVisible();
    await atEveryPhoneSize(page, async (size) => {
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), size).toBeLessThanOrEqual(width);
      for (const part of [quiz.quiz.getByRole('heading', { level: 2, name: QUIZ_TEXT.results.heading }), quiz.quiz.getByTestId('plan-name'), send]) {
        const box = (await part.boundingBox())!;
        expect(box.x, size).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, size).toBeLessThanOrEqual(width);
      }
      expect(await phoneGateProblems(page), `the results at ${size}`).toEqual([]);
    });
    expect(await readersGateProblems(page, { whole: true }), 'the results').toEqual(NO_READERS_PROBLEMS);
  });
});
