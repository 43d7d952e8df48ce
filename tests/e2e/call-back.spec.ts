import { capturedWith } from './capture';
import { axeViolations, expect, holdRequests, partOf, PHONE_TAB, test, waitForHydration } from './fixtures';
import { PHONES, phoneGateProblems } from './phone-gate';

/**
 * A family on each language page asks to be called back, on a phone, in its language
 * (docs/spec/DECISIONS.md "A call-back request on each language page", "Callback language"), and lands on a
 * thank-you in its language. Every word and every posted field is written out here by hand: the
 * labels as each page's readers read them, the post as the office reads it (in English).
 */
const FAMILIES = [
  {
    path: '/care/punjabi-in-brampton',
    button: 'ਦੇਖਭਾਲ ਬਾਰੇ ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰੋ',
    labels: { name: 'ਤੁਹਾਡਾ ਨਾਮ', phone: 'ਫ਼ੋਨ ਨੰਬਰ', evening: 'ਸ਼ਾਮ ਨੂੰ', note: 'ਕੁਝ ਹੋਰ ਦੱਸਣਾ ਚਾਹੋ? (ਜ਼ਰੂਰੀ ਨਹੀਂ)', submit: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' },
    callIn: 'ਪੰਜਾਬੀ',
    name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ',
    phone: '905-555-0171',
    note: 'ਮੇਰੇ ਪਿਤਾ ਜੀ ਨੂੰ ਸਵੇਰੇ ਮਦਦ ਚਾਹੀਦੀ ਹੈ।',
    posted: { 'Preferred language': 'Punjabi', City: 'Brampton', 'Callback language': 'Punjabi', 'Page language': 'Punjabi (ਪੰਜਾਬੀ)' },
    thanks: 'ਧੰਨਵਾਦ। ਅਸੀਂ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰਾਂਗੇ।',
  },
  {
    path: '/care/tagalog-in-mississauga',
    button: 'Humanap ng Caregiver',
    labels: {
      name: 'Ang inyong pangalan',
      phone: 'Numero ng telepono',
      evening: 'Gabi',
      note: 'May gusto pa ba kayong sabihin? (hindi kailangan)',
      submit: 'Tawagan Ako',
    },
    callIn: 'Tagalog',
    name: 'Maria Santos',
    phone: '(905) 555-0172',
    note: 'Para sa aking ina sa Malton.',
    posted: { 'Preferred language': 'Tagalog', City: 'Mississauga', 'Callback language': 'Tagalog', 'Page language': 'Tagalog' },
    thanks: 'Salamat po. Tatawagan namin kayo.',
  },
  {
    path: '/care/hindi-in-calgary',
    button: 'मुफ़्त सलाह के लिए संपर्क करें',
    labels: { name: 'आपका नाम', phone: 'फ़ोन नंबर', evening: 'शाम', note: 'कुछ और बताना चाहें? (ज़रूरी नहीं)', submit: 'मुझे फ़ोन कीजिए' },
    callIn: 'हिन्दी',
    name: 'अनीता शर्मा',
    phone: '403.555.0173',
    note: 'मेरी माँ के लिए दिन में चार घंटे।',
    posted: { 'Preferred language': 'Hindi', City: 'Calgary', 'Callback language': 'Hindi', 'Page language': 'Hindi (हिन्दी)' },
    thanks: 'धन्यवाद। हम आपको फ़ोन करेंगे।',
  },
  {
    path: '/care/mandarin-in-vancouver',
    button: '与护理协调员通话',
    labels: { name: '您的姓名', phone: '电话号码', evening: '傍晚', note: '还有什么想告诉我们的吗？（选填）', submit: '请给我回电' },
    callIn: '普通话',
    name: '王丽',
    phone: '1 604 555 0174',
    note: '我父亲住在列治文附近。',
    posted: { 'Preferred language': 'Mandarin', City: 'Vancouver', 'Callback language': 'Mandarin', 'Page language': 'Mandarin (中文)' },
    thanks: '谢谢您。我们会给您回电。',
  },
  {
    path: '/care/arabic-in-montreal',
    button: 'تواصلوا مع فريقنا',
    labels: { name: 'الاسم', phone: 'رقم الهاتف', evening: 'مساءً', note: 'هل تودّون إخبارنا بشيء آخر؟ (اختياري)', submit: 'اتصلوا بي' },
    callIn: 'الفرنسية',
    name: 'ليلى حداد',
    phone: '514-555-0175',
    note: 'والدتي تسكن في سان لوران.',
    posted: { 'Preferred language': 'Arabic', City: 'Montreal', 'Callback language': 'French', 'Page language': 'Arabic (العربية)' },
    thanks: 'شكرًا لكم. سنتصل بكم.',
  },
  {
    path: '/fr/soins/arabe-a-montreal',
    button: 'Demander qu’on me rappelle',
    labels: { name: 'Votre nom', phone: 'Numéro de téléphone', evening: 'En soirée', note: 'Autre chose à nous dire? (facultatif)', submit: 'Rappelez-moi' },
    callIn: 'Français',
    name: 'Nadia Benali',
    phone: '514 555-0176',
    note: 'Ma mère habite à Saint-Laurent.',
    posted: { 'Preferred language': 'Arabic', City: 'Montreal', 'Callback language': 'French', 'Page language': 'Français' },
    thanks: 'Merci. Nous vous rappellerons.',
  },
] as const;

test.use({ viewport: PHONES[0], ...PHONE_TAB });
// One retry on CI, here only: once (2026-11-30, three workers on two cores) the Mandarin family's
// submit click timed out after 30 s, its log ending on "waiting for element to be visible, enabled
// and stable". Not explained yet: perhaps the page gave no animation frame (Playwright's stable
// check waits on two; the phone gate's frames once stalled so, 803d09f). Not reproduced since,
// under 2 busy loops and 3 workers or CPU throttled 6x and 30x through DevTools: the button's box
// stayed the same at every frame from the phone gate's return to the click.
test.describe.configure({ retries: process.env.CI ? 1 : 0 });

for (const family of FAMILIES) {
  test(`${family.path}: on a phone, a family asks in its language to be called back, and is thanked in its language`, async ({ page }) => {
    await page.goto(family.path);
    await waitForHydration(page);
    // The page's opening button leads to its own request, never to an English form.
    const opening = page.getByRole('main').getByRole('link', { name: family.button, exact: true });
    await expect(opening).toHaveAttribute('href', '#call-back');
    await opening.click();
    const form = page.getByTestId('call-back-form');
    await expect(form.getByRole('textbox', { name: family.labels.name })).toBeInViewport();
    // The click reached for the form: its code arrives and it listens (before, it posts natively, with the prerendered origin's return address).
    await expect(partOf(form)).toHaveAttribute('data-state', 'hydrated');
    await form.getByRole('textbox', { name: family.labels.name }).fill(family.name);
    await form.getByRole('textbox', { name: family.labels.phone }).fill(family.phone);
    await form.getByRole('radio', { name: family.labels.evening }).check();
    await form.getByRole('radio', { name: family.callIn }).check();
    await form.getByRole('textbox', { name: family.labels.note }).fill(family.note);
    expect(await phoneGateProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: family.labels.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${family.path}\\?sent=call-back$`));
    const thanks = page.getByTestId('call-back-thanks');
    await expect(thanks.getByRole('heading', { name: family.thanks })).toBeFocused();
    await expect(page.getByTestId('call-back-form')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const [post] = await capturedWith(page, 'phone', family.phone);
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Call Back Request',
      _next: `${origin}${family.path}?sent=call-back`,
      _captcha: 'false',
      _template: 'table',
      ...family.posted,
      page: family.path,
      _honey: '',
      name: family.name,
      phone: family.phone,
      'Best time to call': 'Evening',
      Note: family.note,
    });
  });
}

test('a six-digit number is refused in the page’s language, and nothing typed is lost', async ({ page }) => {
  await page.goto('/care/punjabi-in-brampton');
  await waitForHydration(page);
  const form = page.getByTestId('call-back-form');
  await form.getByRole('textbox', { name: 'ਤੁਹਾਡਾ ਨਾਮ' }).fill('ਹਰਜੀਤ');
  await form.getByRole('textbox', { name: 'ਫ਼ੋਨ ਨੰਬਰ' }).fill('905-555');
  // Typing is reaching for it: the form's code arrives and it listens (before, it posts natively, unchecked).
  await expect(partOf(form)).toHaveAttribute('data-state', 'hydrated');
  await form.getByRole('button', { name: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' }).click();
  await expect(form.getByTestId('invalid-summary')).toContainText('ਕਿਰਪਾ ਕਰਕੇ ਇਹ ਖ਼ਾਨਾ ਵੇਖੋ: ਫ਼ੋਨ ਨੰਬਰ। ਤੁਸੀਂ ਜੋ ਵੀ ਲਿਖਿਆ ਹੈ, ਉਹ ਸਭ ਇੱਥੇ ਹੀ ਹੈ।');
  const message = await form.getByRole('textbox', { name: 'ਫ਼ੋਨ ਨੰਬਰ' }).evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(message).toBe('ਕਿਰਪਾ ਕਰਕੇ 10 ਅੰਕਾਂ ਦਾ ਫ਼ੋਨ ਨੰਬਰ ਲਿਖੋ, ਜਿਵੇਂ 905-555-0142।');
  await expect(page).toHaveURL(/\/care\/punjabi-in-brampton$/);
  await expect(form.getByRole('textbox', { name: 'ਤੁਹਾਡਾ ਨਾਮ' })).toHaveValue('ਹਰਜੀਤ');
  expect(await capturedWith(page, 'phone', '905-555')).toEqual([]);
});

test('before the form’s code arrives, the browser itself refuses a six-digit number: nothing is posted', async ({ page }) => {
  // The form's code held back, as on a slow network: the form is the prerendered one, posting natively.
  const held = await holdRequests(page, /\/assets\/call-back-request-[^/]*\.js$/);
  await page.goto('/care/punjabi-in-brampton');
  await waitForHydration(page);
  const form = page.getByTestId('call-back-form');
  await form.getByRole('textbox', { name: 'ਤੁਹਾਡਾ ਨਾਮ' }).fill('ਹਰਜੀਤ');
  const phone = form.getByRole('textbox', { name: 'ਫ਼ੋਨ ਨੰਬਰ' });
  await phone.fill('905-555');
  await expect(partOf(form)).toHaveAttribute('data-state', 'waiting');
  await form.getByRole('button', { name: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' }).click();
  expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await expect(page).toHaveURL(/\/care\/punjabi-in-brampton$/);
  await expect(phone).toHaveValue('905-555');
  expect(await capturedWith(page, 'phone', '905-555')).toEqual([]);
  held.release();
  // Its code arrives: the form says why in the page's language, and a dialable number goes.
  await expect(partOf(form)).toHaveAttribute('data-state', 'hydrated');
  await form.getByRole('button', { name: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' }).click();
  await expect(form.getByTestId('invalid-summary')).toContainText('ਕਿਰਪਾ ਕਰਕੇ ਇਹ ਖ਼ਾਨਾ ਵੇਖੋ: ਫ਼ੋਨ ਨੰਬਰ।');
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('ਕਿਰਪਾ ਕਰਕੇ 10 ਅੰਕਾਂ ਦਾ ਫ਼ੋਨ ਨੰਬਰ ਲਿਖੋ, ਜਿਵੇਂ 905-555-0142।');
  await phone.fill('905-555-0142');
  await form.getByRole('button', { name: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' }).click();
  await expect(page).toHaveURL(/\/care\/punjabi-in-brampton\?sent=call-back$/);
  expect(await capturedWith(page, 'phone', '905-555-0142')).toHaveLength(1);
});

test('the Montreal page’s language and city go with the family: the quiz, the header’s consultation button and the contact form start from them', async ({
  page,
}) => {
  await page.goto('/care/arabic-in-montreal/english');
  await waitForHydration(page);
  // The quiz: English and Arabic ticked, Montreal filled in (the steps before answered as a family would).
  await page.goto('/find-your-care-plan');
  await waitForHydration(page, { chat: false });
  const quiz = page.getByTestId('care-finder-quiz');
  await quiz.getByRole('button', { name: 'Start Care Finder Quiz' }).click();
  await quiz.getByText('My Mother', { exact: true }).click();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await quiz.getByText('Companionship', { exact: true }).click();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await quiz.getByText('2-4', { exact: true }).click();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('Step 5 of 8')).toBeVisible();
  await expect(quiz.getByRole('textbox', { name: /City and postal code/ })).toHaveValue('Montreal');
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('Step 6 of 8')).toBeVisible();
  const ticked = await quiz.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
  expect(ticked).toEqual(['English', 'Arabic']);

  // The header's consultation button ("Free Consultation" on a phone): the request starts from them (Other, for a city outside the list).
  await page.getByRole('banner').getByRole('link', { name: 'Free Consultation' }).click();
  await expect(page).toHaveURL(/\/book-a-free-care-consultation$/);
  await expect(page.getByTestId('consultation-from-visit')).toHaveText(
    'From the page you came from: Montreal, Arabic We have filled these in for you. Change anything that is not right.',
  );

  // The contact form: the city and the language kept, Montreal too.
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await expect(form.getByTestId('contact-from-visit').getByRole('note')).toContainText('From the page you came from: Montreal, Arabic');
  await expect(form.getByRole('textbox', { name: 'Where does the person needing care live? (optional)' })).toHaveValue('Montreal');
  await expect(form.getByTestId('contact-place-answer')).toHaveAttribute('data-answer', 'on-request');
  await expect(form.getByRole('textbox', { name: 'Languages the caregiver should speak' })).toHaveValue('Arabic');
});

test('in French, the Montreal page’s facts go with the family and are said in French: /fr/nous-joindre starts from Montréal and Arabe', async ({ page }) => {
  await page.goto('/fr/soins/arabe-a-montreal');
  await waitForHydration(page);
  await page.goto('/fr/nous-joindre');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await expect(form.getByTestId('contact-from-visit').getByRole('note')).toHaveText(
    'D’après la page d’où vous venez\u00a0: Montréal, ArabeNous avons rempli ces champs pour vous. Modifiez ce qui n’est pas exact.',
  );
  await expect(form.getByRole('textbox', { name: 'Où habite la personne qui a besoin de soins? (facultatif)' })).toHaveValue('Montréal');
  await expect(form.getByTestId('contact-place-answer').locator('p').first()).toHaveText('Montréal\u00a0: sur demande');
  await expect(form.getByRole('textbox', { name: 'Langues que le préposé devrait parler' })).toHaveValue('Arabe');
  await expect(form.getByRole('combobox', { name: 'Langue de l’appel' })).toHaveValue('French');
  expect(await axeViolations(page)).toEqual([]);
});
