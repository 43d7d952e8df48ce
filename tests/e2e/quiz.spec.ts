import { CARE_PLAN_REQUEST } from '../../src/content/forms';
import { QUIZ_TEXT } from '../../src/content/quiz';
import { THANK_YOU_BY_SOURCE } from '../../src/content/pages/thank-you';
import { capturedWith } from './capture';
import { axeViolations, expect, sharedTabTest, test, waitForHydration } from './fixtures';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';
import { CONSULTATION_LATER_WORDS } from '../../src/content/pages/consultation-later';
import { QuizPage } from './pages/quiz-page';

sharedTabTest('a family completes the quiz, sees its plan and sends it to a care advisor; every step passes axe', async ({ page }) => {
  const phone = `905-555-${String(Date.now()).slice(-4)}`;
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'log') logged.push(msg.text());
  });
  const quiz = new QuizPage(page);
  await quiz.open();
  // The intro says what the flow does (docs/spec/DECISIONS.md "24/7"): contact details last, nothing sent until asked.
  await expect(quiz.quiz.getByText(QUIZ_TEXT.introLead)).toBeVisible();
  for (const point of QUIZ_TEXT.introPoints) await expect(quiz.quiz.getByText(point)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await quiz.start();

  await quiz.expectStep(1, 'Who needs care?');
  await quiz.choose('My Father');
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(2, 'What kind of support is needed?');
  await quiz.choose('Bathing');
  await quiz.choose('Meal Prep');
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(3, 'How many hours of care per day?');
  await quiz.choose('6-8');
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(4, 'Is there a medical condition we should know about?');
  await quiz.choose('Other');
  await quiz.quiz.getByRole('textbox', { name: 'Please specify the condition' }).fill("Early Alzheimer's");
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(5, 'Where will care take place?');
  await quiz.quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Brampton, L6Y 4R2');
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(6, 'Which languages should the caregiver speak?');
  await quiz.choose('Punjabi');
  expect(await axeViolations(page)).toEqual([]);
  await quiz.next();

  await quiz.expectStep(7, 'When would you like care to start?');
  const date = quiz.quiz.getByLabel('Preferred start date');
  const min = await date.getAttribute('min');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(min).toBe(today);
  // A date typed in the past is refused (the field's min does not stop typing): said under the field and by the notice.
  await date.fill('2020-01-15');
  await quiz.next();
  await expect(quiz.quiz.getByText('Step 7 of 8')).toBeVisible();
  await expect(date).toHaveAccessibleDescription('Choose today or a later date, or leave the date empty.');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('toaster')).toContainText('Please fill out the required fields to continue.');
  expect(await axeViolations(page)).toEqual([]);
  await date.fill('');
  await quiz.next();

  await quiz.expectStep(8, QUIZ_TEXT.steps.contact.heading);
  await quiz.quiz.getByRole('textbox', { name: /^Full name/ }).fill('Gurpreet Dhillon');
  await quiz.quiz.getByRole('textbox', { name: /^E-mail/ }).fill('gurpreet@example.ca');
  await quiz.quiz.getByRole('textbox', { name: /^Phone number/ }).fill(phone);
  expect(await axeViolations(page)).toEqual([]);
  await quiz.quiz.getByRole('button', { name: 'See My Plan' }).click();

  await expect(quiz.quiz).toHaveAttribute('data-state', 'results');
  // The notice is said above the plan, in place: no toast sits over the plan.
  await expect(quiz.quiz.getByTestId('quiz-plan-notice')).toHaveText(
    'Generating Your Plan... Thank you for your answers. Here is your personalized recommendation.',
  );
  await expect(page.getByTestId('toaster').getByText('Generating Your Plan...')).toHaveCount(0);
  await expect(quiz.quiz.getByTestId('plan-name')).toHaveText("Alzheimer's & Dementia Care with a Bilingual Caregiver");
  await expect(quiz.quiz.getByTestId('plan-price')).toHaveText('$360 per day (est.)');
  await expect(quiz.quiz.getByText('8 hours/day (6-8)')).toBeVisible();
  await expect(quiz.quiz.getByText('English, Punjabi')).toBeVisible();
  await expect(quiz.quiz.getByText('Brampton, L6Y 4R2')).toBeVisible();
  await expect(quiz.quiz.getByRole('link', { name: 'Book a Free Consultation' })).toBeVisible();
  await expect(quiz.quiz.getByRole('link', { name: /Call 1-888-555-0142/ })).toHaveAttribute('href', 'tel:+18885550142');
  expect(await axeViolations(page)).toEqual([]);
  expect(logged.some((line) => line.startsWith('Care finder quiz answers'))).toBe(true);

  // Nothing is sent until the family asks; then the plan goes to the mailbox like every lead form.
  expect(await capturedWith(page, 'phone', phone)).toEqual([]);
  const send = quiz.quiz.getByTestId('care-plan-form');
  await expect(send.getByTestId('care-plan-contact')).toContainText(phone);
  await send.getByRole('button', { name: CARE_PLAN_REQUEST.submitLabel }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=care-plan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_BY_SOURCE['care-plan']!.heading);
  const [post] = await capturedWith(page, 'phone', phone);
  const origin = new URL(page.url()).origin;
  expect(post!.fields).toEqual({
    _subject: 'Website Inquiry - Care Plan Request',
    _next: `${origin}/thank-you?from=care-plan`,
    _captcha: 'false',
    _template: 'table',
    'Callback language': 'English',
    _honey: '',
    name: 'Gurpreet Dhillon',
    email: 'gurpreet@example.ca',
    phone,
    'Who needs care': 'My Father',
    'Support needed': 'Bathing, Meal Prep',
    'Hours of care per day': '6-8',
    'Medical condition': "Early Alzheimer's",
    Location: 'Brampton, L6Y 4R2',
    'Service area': 'Served: Brampton (Brampton office)',
    Languages: 'English, Punjabi',
    'Preferred start date': 'Not given',
    'Recommended plan': "Alzheimer's & Dementia Care with a Bilingual Caregiver",
    'Plan hours': '8 hours/day',
    'Estimated price per day (CAD)': '360',
  });

  // The plan has reached the office: the tab forgets the family (decision 0090, "Privacy on a shared
  // device"). Back from the thank-you page finds the quiz at its start, no Send to press again, and
  // the next person at this computer finds no name, phone or answer on the contact form either.
  await page.goBack();
  await expect(page).toHaveURL(/\/find-your-care-plan$/);
  await expect(quiz.quiz).toHaveAttribute('data-state', 'intro');
  await expect(page.getByText('Gurpreet Dhillon')).toHaveCount(0);
  await page.goto('/contact-us');
  await waitForHydration(page);
  const contact = page.getByTestId('contact-form');
  for (const field of [/^Full name/, /^Phone number/, /^E-mail/]) await expect(contact.getByRole('textbox', { name: field })).toHaveValue('');
  await expect(contact).not.toContainText("Alzheimer's");
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('maple-hearth:') || key.startsWith('lead-draft:')))).toEqual([]);
});

sharedTabTest('an incomplete step shows the notice and stays; Back and Start Over', async ({ page }) => {
  const quiz = new QuizPage(page);
  await quiz.open();
  await quiz.start();
  await expect(quiz.quiz.getByRole('button', { name: 'Back' })).toBeDisabled();
  await quiz.next();
  const alert = page.getByTestId('toaster').getByRole('alert');
  await expect(alert.getByText('Incomplete Information')).toBeVisible();
  await expect(alert.getByText('Please fill out the required fields to continue.')).toBeVisible();
  await expect(quiz.quiz.getByText('Step 1 of 8')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The notice leaves with its reason, at once (its own timer would take 5 s): the step is answered.
  await quiz.choose('Myself');
  await expect(alert.getByText('Incomplete Information')).toHaveCount(0, { timeout: 1_000 });
  await quiz.next();
  await quiz.expectStep(2, 'What kind of support is needed?');
  // And when the visitor moves on without answering (Back from an unanswered step).
  await quiz.next();
  await expect(alert.getByText('Incomplete Information')).toBeVisible();
  await quiz.back();
  await expect(alert.getByText('Incomplete Information')).toHaveCount(0, { timeout: 1_000 });
  await quiz.next();
  await quiz.expectStep(2, 'What kind of support is needed?');
  await quiz.back();
  await quiz.expectStep(1, 'Who needs care?');
  await expect(quiz.quiz.getByRole('radio', { name: 'Myself' })).toBeChecked();

  // Through to the contact step, where a missing field gets the contact message.
  await quiz.next();
  await quiz.choose('Companionship');
  await quiz.next();
  await quiz.choose('24/7');
  await quiz.next();
  await quiz.next();
  await quiz.quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Ottawa K1P 1J1');
  await quiz.next();
  await quiz.choose('French');
  await quiz.next();
  await quiz.next();
  await quiz.quiz.getByRole('textbox', { name: /^Full name/ }).fill('Jeanne Tremblay');
  await quiz.quiz.getByRole('textbox', { name: /^E-mail/ }).fill('jeanne@example');
  await quiz.quiz.getByRole('button', { name: 'See My Plan' }).click();
  await expect(alert.getByText('Please fill out all contact fields to see your results.')).toBeVisible();
  await expect(quiz.quiz).toHaveAttribute('data-state', 'contact');
  await quiz.quiz.getByRole('textbox', { name: /^Phone number/ }).fill('613-555-0107');
  await quiz.quiz.getByRole('button', { name: 'See My Plan' }).click();
  await expect(quiz.quiz.getByTestId('plan-name')).toHaveText('24/7 Live-In Care with a Bilingual Caregiver');
  await expect(quiz.quiz.getByTestId('plan-price')).toHaveText('$600 per day (est.)');

  await quiz.quiz.getByRole('button', { name: 'Start Over' }).click();
  await expect(quiz.quiz).toHaveAttribute('data-state', 'intro');
  await quiz.start();
  await expect(quiz.quiz.getByRole('radio', { name: 'Myself' })).not.toBeChecked();
  await quiz.choose('My Spouse');
  await quiz.next();
  await quiz.choose('Companionship');
  await quiz.next();
  await quiz.choose('2-4');
  await quiz.next();
  await quiz.next();
  await quiz.quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Ottawa');
  await quiz.next();
  await expect(quiz.quiz.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(quiz.quiz.getByRole('checkbox', { name: 'French' })).not.toBeChecked();
});

sharedTabTest('the quiz can be completed with the keyboard alone', async ({ page }) => {
  const quiz = new QuizPage(page);
  await quiz.open();
  await quiz.tabTo(quiz.quiz.getByRole('button', { name: 'Start Care Finder Quiz' }));
  await page.keyboard.press('Enter');
  await quiz.expectStep(1, 'Who needs care?');

  const pick = async (name: string, role: 'radio' | 'checkbox') => {
    await quiz.tabTo(quiz.quiz.getByRole(role, { name }));
    await page.keyboard.press('Space');
    await expect(quiz.quiz.getByRole(role, { name })).toBeChecked();
  };
  const next = async () => {
    await quiz.tabTo(quiz.quiz.getByRole('button', { name: /^(Next|See My Plan)$/ }));
    await page.keyboard.press('Enter');
  };

  await pick('My Mother', 'radio');
  await next();
  await quiz.expectStep(2, 'What kind of support is needed?');
  await pick('Dementia Care', 'checkbox');
  await next();
  await pick('2-4', 'radio');
  await next();
  await quiz.expectStep(4, 'Is there a medical condition we should know about?');
  await next();
  await quiz.tabTo(quiz.quiz.getByRole('textbox', { name: /City and postal code/ }));
  await page.keyboard.type('Mississauga L5B 1M2');
  await page.keyboard.press('Enter');
  await quiz.expectStep(6, 'Which languages should the caregiver speak?');
  await next();
  await next();
  await quiz.expectStep(8, QUIZ_TEXT.steps.contact.heading);
  await quiz.tabTo(quiz.quiz.getByRole('textbox', { name: /^Full name/ }));
  await page.keyboard.type('Ana Reyes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.ca');
  await page.keyboard.press('Tab');
  await page.keyboard.type('905-555-0188');
  await page.keyboard.press('Enter');
  await expect(quiz.quiz.getByTestId('plan-name')).toHaveText("Alzheimer's & Dementia Care");
  await expect(quiz.quiz.getByTestId('plan-price')).toHaveText('$180 per day (est.)');
});

test.describe('after the quiz', () => {
  test.use({ timezoneId: 'America/Toronto' });

  test('the plan lists the family’s choices and its hourly basis; the consultation request opens filled in from the quiz and posts those answers', async ({
    page,
  }) => {
    const email = `after-the-quiz-${Date.now()}@example.ca`;
    const c = { ...CONSULTATION_REQUEST, ...CONSULTATION_LATER_WORDS };
    // Friday, March 5, 2027, 7:30 PM in Toronto: the request's first time is Saturday at 10:00.
    await page.clock.setFixedTime(new Date('2027-03-06T00:30:00.000Z'));
    const quiz = new QuizPage(page);
    await quiz.open();
    await quiz.start();
    await quiz.choose('My Mother');
    await quiz.next();
    await quiz.choose('Bathing');
    await quiz.choose('Meal Prep');
    await quiz.choose('Companionship');
    await quiz.next();
    await quiz.choose('2-4');
    await quiz.next();
    await quiz.next();
    await quiz.quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Brampton, L6Y 4R2');
    await quiz.next();
    await quiz.choose('Punjabi');
    await quiz.next();
    await quiz.next();
    await quiz.quiz.getByRole('textbox', { name: /^Full name/ }).fill('Simran Kaur');
    await quiz.quiz.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await quiz.quiz.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0131');
    await quiz.quiz.getByRole('button', { name: 'See My Plan' }).click();

    // docs/spec/SPEC.md §9.2 by hand: Bathing makes it Personal Care, $160 a day for 4 hours; two languages add the bilingual caregiver.
    await expect(quiz.quiz.getByTestId('plan-name')).toHaveText('Personal Care with a Bilingual Caregiver');
    await expect(quiz.quiz.getByTestId('plan-choices').getByRole('listitem')).toHaveText(['Bathing', 'Meal preparation', 'Companionship']);
    // One price story (decision 0049): $160 / 4 = $40.00 an hour; the calculator's personal care in the GTA is 35 x 1.05 = $36.75.
    const basis = quiz.quiz.getByTestId('plan-price-basis');
    await expect(basis).toContainText('That is $40.00 an hour for 4 hours a day.');
    await expect(basis).toContainText('The care cost calculator’s hourly rate for personal care in the Greater Toronto Area is $36.75.');
    await expect(basis.getByRole('link', { name: 'Compare in the care cost calculator (Greater Toronto Area)' })).toHaveAttribute(
      'href',
      '/care-cost-calculator?type=personal-care&region=gta&hours=28',
    );
    expect(await axeViolations(page)).toEqual([]);

    await quiz.quiz.getByRole('link', { name: 'Book a Free Consultation' }).click();
    await expect(page).toHaveURL(/\/book-a-free-care-consultation$/);
    await waitForHydration(page);
    const request = page.getByTestId('consultation-request');
    await expect(request.getByTestId('consultation-from-visit')).toContainText(
      'From your care plan: My Mother, Brampton, English, Punjabi, Personal Care with a Bilingual Caregiver',
    );
    await expect(request.getByRole('radio', { name: 'My Mother' })).toBeChecked();
    await expect(request.getByRole('combobox', { name: /^City/ })).toHaveValue('Brampton');
    await expect(request.getByRole('textbox', { name: /^Languages the caregiver should speak/ })).toHaveValue('English, Punjabi');
    expect(await axeViolations(page)).toEqual([]);
    await request.getByRole('button', { name: c.next, exact: true }).click();
    await request.getByRole('radio', { name: /^Phone call/ }).check();
    await request.getByRole('button', { name: c.next, exact: true }).click();
    const calendar = request.getByRole('group', { name: c.dayLabel });
    // The calendar's days look like what they are: a day without a time is struck through and disabled, one with times is not.
    const looks = await calendar.evaluate((group) =>
      ['Friday, March 5, 2027', 'Saturday, March 6, 2027'].map((day) => {
        const button = group.querySelector<HTMLButtonElement>(`button[aria-label^="${day}"]`)!;
        return { day, disabled: button.disabled, struck: getComputedStyle(button).textDecorationLine };
      }),
    );
    expect(looks).toEqual([
      { day: 'Friday, March 5, 2027', disabled: true, struck: 'line-through' },
      { day: 'Saturday, March 6, 2027', disabled: false, struck: 'none' },
    ]);
    await request.getByRole('checkbox', { name: '10:00 AM Toronto time', exact: true }).check();
    await request.getByRole('button', { name: c.next, exact: true }).click();
    await expect(request.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Simran Kaur');
    await expect(request.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
    await request.getByRole('button', { name: c.toReview }).click();
    await request.getByRole('button', { name: c.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=consultation$/);
    await expect(page.getByTestId('sent-echo')).toContainText('English, Punjabi');

    const [post] = await capturedWith(page, 'email', email);
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Consultation Request',
      _next: `${origin}/thank-you?from=consultation`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'English',
      _honey: '',
      name: 'Simran Kaur',
      email,
      phone: '905-555-0131',
      'Who needs care': 'My Mother',
      City: 'Brampton',
      'Service area': 'Served: Brampton (Brampton office)',
      Languages: 'English, Punjabi',
      'Kind of consultation': 'Phone call',
      'Preferred time 1': 'Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time',
      'Preferred time 1 (ISO 8601)': '2027-03-06T10:00:00-05:00/2027-03-06T11:00:00-05:00',
      Note: 'From my care plan: Personal Care with a Bilingual Caregiver, for Bathing, Meal Prep, Companionship (2-4 hours a day).',
      'Newsletter consent': 'No',
    });
  });
});
