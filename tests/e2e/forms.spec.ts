import type { Page } from '@playwright/test';
import { NEWSLETTER_SIGNUP_PAGE } from '../../src/content/pages/newsletter-signup';
import { CONTACT_HOURS, NEWSLETTER_RHYTHM } from '../../src/content/site';
import { capturedWith } from './capture';
import { axeViolations, expect, partOf, reachFor, sharedTabTest, waitForHydration } from './fixtures';
import { GUIDE_AUTORESPONSE } from '../../src/content/forms';
import { GUIDE_META } from '../../src/content/pages/meta';

/** Fills /contact-us's name, phone and message, sends it, and returns what the form service received. */
async function sendContactMessage(page: Page, typed: { name: string; phone: string; message: string }) {
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Full name' }).fill(typed.name);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(typed.phone);
  await form.getByRole('textbox', { name: /How can we help/ }).fill(typed.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
  const [post] = await capturedWith(page, 'phone', typed.phone);
  return { post, origin: new URL(page.url()).origin };
}

/** The build's canonical origin (no VITE_SITE_URL in the e2e build): the guide's address in the automatic reply. */
const GUIDE_URL = `https://www.maplehearth.ca${GUIDE_META.path}`;

/** /thank-you after a sign-up links the free guide, and says its link is on its way by e-mail too. */
async function expectGuideOffered(page: Page) {
  await expect(page.getByText(/is linked here, and a copy of the link is on its way to your inbox/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the free guide now' })).toHaveAttribute('href', GUIDE_META.path);
}

sharedTabTest.describe('footer newsletter', () => {
  sharedTabTest('a valid subscription posts exactly its fields and lands on Subscribed!', async ({ page }) => {
    const email = `newsletter-${Date.now()}@example.ca`;
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await expect(form.locator('input[name="_honey"]')).toHaveValue('');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('checkbox', { name: /Yes, I want e-mails from Maple Hearth Home Care/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=newsletter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
    await expectGuideOffered(page);

    const [post] = await capturedWith(page, 'email', email);
    expect(post).toBeDefined();
    expect(post!.contentType).toBe('application/x-www-form-urlencoded');
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Newsletter Subscription',
      _next: `${origin}/thank-you?from=newsletter`,
      _captcha: 'false',
      _template: 'table',
      _autoresponse: GUIDE_AUTORESPONSE(GUIDE_URL),
      _honey: '',
      email,
      consent: 'yes',
    });
  });

  sharedTabTest('without consent nothing is posted and the e-mail stays as typed', async ({ page }) => {
    const email = `no-consent-${Date.now()}@example.ca`;
    await page.goto('/thank-you');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    // Typing is reaching for it: the form hydrates (before, the browser's own checks refuse it).
    await expect(partOf(form)).toHaveAttribute('data-state', 'hydrated');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByTestId('invalid-summary')).toContainText('Yes, I want e-mails');
    await expect(form).toHaveAttribute('data-state', 'idle.needsAttention');
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await capturedWith(page, 'email', email)).toEqual([]);
  });

  sharedTabTest('a malformed e-mail is refused by the browser before anything is posted', async ({ page }) => {
    await page.goto('/thank-you');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('grandma-at-home');
    // Typing is reaching for it: the form hydrates (before, the browser's own checks refuse it).
    await expect(partOf(form)).toHaveAttribute('data-state', 'hydrated');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByTestId('invalid-summary')).toContainText('E-mail address');
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('grandma-at-home');
    expect(await capturedWith(page, 'email', 'grandma-at-home')).toEqual([]);
  });
});

sharedTabTest.describe('/contact-us', () => {
  sharedTabTest('a valid message posts exactly the contact fields and lands on /thank-you', async ({ page }) => {
    const phone = `905-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/contact-us');
    await waitForHydration(page);
    const { post, origin } = await sendContactMessage(page, { name: 'Amrit Gill', phone, message: 'My mother in Brampton needs help with meals and bathing.' });
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Contact Page Inquiry',
      _next: `${origin}/thank-you?from=contact-page`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'English',
      _honey: '',
      name: 'Amrit Gill',
      phone,
      email: '',
      City: '',
      message: 'My mother in Brampton needs help with meals and bathing.',
    });
  });

  sharedTabTest('the built form posts at most 200 characters in a one-line field and no control characters (decision 0090)', async ({ page }) => {
    const phone = `905-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    // A name typed 250 characters long stops at 200.
    await form.getByRole('textbox', { name: 'Full name' }).fill('A'.repeat(250));
    await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    // Typing drops control characters on its own: the message is set as a paste from another program
    // can leave it, a bell and a NUL in it, which the form takes out as it posts (its line break kept).
    await form
      .getByRole('textbox', { name: /How can we help/ })
      .evaluate((box) => void ((box as HTMLTextAreaElement).value = 'Weekday\u0007 visits\u0000,\nplease.'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
    const [post] = await capturedWith(page, 'phone', phone);
    expect(post!.fields.name).toBe('A'.repeat(200));
    expect(post!.fields.message).toBe('Weekday visits,\r\nplease.');
  });

  sharedTabTest('a link that carries a language and a city prefills the inquiry, which posts them (decision 0048)', async ({ page }) => {
    const phone = `905-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/contact-us?language=Punjabi&city=Brampton');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await expect(form.getByTestId('contact-from-visit').getByRole('note')).toContainText('From the page you came from: Brampton, Punjabi');
    await expect(form.getByRole('textbox', { name: 'Languages the caregiver should speak' })).toHaveValue('Punjabi');
    await expect(form.getByRole('textbox', { name: 'Where does the person needing care live? (optional)' })).toHaveValue('Brampton');
    // The place the link carried is answered at once (decision 0086).
    await expect(form.getByTestId('contact-place-answer')).toHaveText('Yes, we serve Brampton.');
    expect(await axeViolations(page)).toEqual([]);
    const { post, origin } = await sendContactMessage(page, { name: 'Harjit Grewal', phone, message: 'My father needs a caregiver who speaks Punjabi.' });
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Contact Page Inquiry',
      _next: `${origin}/thank-you?from=contact-page`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'English',
      _honey: '',
      Languages: 'Punjabi',
      City: 'Brampton',
      'Service area': 'Served: Brampton (Brampton office)',
      name: 'Harjit Grewal',
      phone,
      email: '',
      message: 'My father needs a caregiver who speaks Punjabi.',
    });
    // The thank-you page says back what was sent.
    await expect(page.getByTestId('sent-echo').getByRole('definition')).toHaveText([
      'Punjabi',
      'Harjit Grewal',
      phone,
      'Brampton',
      'My father needs a caregiver who speaks Punjabi.',
      'English',
    ]);
    await expect(page.getByTestId('sent-echo').getByRole('term').last()).toHaveText('Language to call you in');
  });

  sharedTabTest('a missing phone and a malformed e-mail post nothing and keep what was typed', async ({ page }) => {
    const name = `Visitor ${Date.now()}`;
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill(name);
    await form.getByRole('textbox', { name: /E-mail/ }).fill('not-an-address');
    await form.getByRole('textbox', { name: /How can we help/ }).fill('Looking for overnight care.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByTestId('invalid-summary')).toContainText('Phone number');
    await expect(form.getByTestId('invalid-summary')).toContainText('E-mail (optional)');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: /How can we help/ })).toHaveValue('Looking for overnight care.');
    expect(await capturedWith(page, 'name', name)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  sharedTabTest('514-555 is refused with what a phone number needs, named in the summary, and nothing is posted or lost (decision 0081)', async ({ page }) => {
    const name = `Visitor ${Date.now()}`;
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    await form.getByRole('textbox', { name: 'Full name' }).fill(name);
    await phone.fill('514-555');
    await form.getByRole('textbox', { name: /How can we help/ }).fill('My mother in Montreal needs help with meals.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByTestId('invalid-summary')).toHaveText(
      'Some details need attention Please check this field: Phone number. Everything you typed is still here.',
    );
    expect(await phone.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe('Please enter a 10-digit phone number, for example 905-555-0142.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('514-555');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await capturedWith(page, 'name', name)).toEqual([]);
  });

  sharedTabTest('offices, hours and the mobile-only messaging button', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    await expect(page.getByTestId('office')).toHaveCount(3);
    await expect(page.getByText(`${CONTACT_HOURS[0].days}: ${CONTACT_HOURS[0].hours}`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    const floating = page.getByRole('link', { name: 'Message us on WhatsApp' });
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('href', /^https:\/\/wa\.me\/18885550142\?text=Hi%20Maple%20Hearth/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

sharedTabTest.describe('/newsletter-signup', () => {
  sharedTabTest('offers the free guide and posts name, e-mail, Role, Postal Code and the hidden message', async ({ page }) => {
    const email = `guide-${Date.now()}@example.ca`;
    await page.goto('/newsletter-signup');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: NEWSLETTER_SIGNUP_PAGE.heading })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_SIGNUP_PAGE.trust)).toBeVisible();
    // docs/spec/DECISIONS.md "The free guide is real": one newsletter rhythm, here, in the footer and beside the blog.
    await expect(page.getByText(NEWSLETTER_SIGNUP_PAGE.cadence)).toBeVisible();
    expect(NEWSLETTER_SIGNUP_PAGE.cadence).toContain(NEWSLETTER_RHYTHM);
    await expect(page.getByTestId('footer-newsletter')).toContainText(NEWSLETTER_RHYTHM);
    await expect(page.getByRole('link', { name: NEWSLETTER_SIGNUP_PAGE.readNow.label })).toHaveAttribute('href', GUIDE_META.path);
    const form = page.getByTestId('newsletter-signup-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Priya Patel');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('combobox', { name: 'Role (optional)' }).selectOption('Caregiver');
    await form.getByRole('textbox', { name: 'Postal Code (optional)' }).fill('L6Y 4R2');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Me the Free Guide' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=newsletter-signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
    await expectGuideOffered(page);
    const [post] = await capturedWith(page, 'email', email);
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Newsletter Sign-up (Free Guide)',
      _next: `${origin}/thank-you?from=newsletter-signup`,
      _captcha: 'false',
      _template: 'table',
      message: 'Please send me the free guide "10 Questions to Ask Before Hiring a Caregiver" and subscribe me to the newsletter.',
      _autoresponse: GUIDE_AUTORESPONSE(GUIDE_URL),
      _honey: '',
      name: 'Priya Patel',
      email,
      Role: 'Caregiver',
      'Postal Code': 'L6Y 4R2',
      consent: 'yes',
    });
  });
});

sharedTabTest.describe('/franchise/apply', () => {
  const fill = async (page: Page, email: string) => {
    const form = page.getByTestId('franchise-application-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Daniel Okafor');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone number' }).fill('519-555-0170');
    await form.getByRole('textbox', { name: 'Preferred Region' }).fill('Waterloo Region');
    await form.getByRole('textbox', { name: /Experience/ }).fill('Twelve years running a physiotherapy clinic in Kitchener.');
    await form.getByRole('textbox', { name: /Why are you interested/ }).fill('Home care kept my grandmother at home for her last years.');
    return form;
  };

  sharedTabTest('a valid application posts multipart with the attachment and lands on /thank-you', async ({ page }) => {
    const email = `franchise-${Date.now()}@example.ca`;
    await page.goto('/franchise/apply');
    await waitForHydration(page);
    const form = await fill(page, email);
    await form.getByLabel('Attachment (optional)').setInputFiles({
      name: 'business-profile.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 profile of Daniel Okafor'),
    });
    await expect(form.getByTestId('franchise-attachment-chosen')).toHaveText('Selected file: business-profile.pdf (33 bytes)');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=franchise-application$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Received!' })).toBeVisible();
    const [post] = await capturedWith(page, 'email', email);
    const origin = new URL(page.url()).origin;
    expect(post!.contentType).toBe('multipart/form-data');
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Franchise Application',
      _next: `${origin}/thank-you?from=franchise-application`,
      _captcha: 'false',
      _template: 'table',
      _honey: '',
      name: 'Daniel Okafor',
      email,
      phone: '519-555-0170',
      'Preferred Region': 'Waterloo Region',
      Experience: 'Twelve years running a physiotherapy clinic in Kitchener.',
      message: 'Home care kept my grandmother at home for her last years.',
    });
    expect(post!.files.attachment).toMatchObject({ filename: 'business-profile.pdf', size: 33 });
  });

  /** Fills the application, attaches `file`, sees `message` beside the field and submits: refused. */
  const submitWithRefusedFile = async (page: Page, email: string, file: { name: string; mimeType: string; buffer: Buffer }, message: string) => {
    await page.goto('/franchise/apply');
    await waitForHydration(page);
    const form = await fill(page, email);
    await form.getByLabel('Attachment (optional)').setInputFiles(file);
    await expect(form.getByText(message)).toBeVisible();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form).toHaveAttribute('data-state', 'idle.needsAttention');
    return form;
  };

  sharedTabTest('a picture instead of a document is refused next to the field and nothing is posted', async ({ page }) => {
    const email = `franchise-bad-${Date.now()}@example.ca`;
    const form = await submitWithRefusedFile(
      page,
      email,
      { name: 'headshot.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpeg') },
      '"headshot.jpg" is not a PDF or Word document. Please choose a .pdf, .doc or .docx file.',
    );
    await expect(form.getByRole('textbox', { name: 'Preferred Region' })).toHaveValue('Waterloo Region');
    expect(await axeViolations(page)).toEqual([]);
    expect(await capturedWith(page, 'email', email)).toEqual([]);
  });

  sharedTabTest('an 11 MB document is refused next to the field with its size, nothing typed is lost and nothing is posted', async ({ page }) => {
    const email = `franchise-big-${Date.now()}@example.ca`;
    const form = await submitWithRefusedFile(
      page,
      email,
      { name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) },
      '"business-plan.pdf" is 11.0 MB; files can be at most 10 MB. Please choose a smaller file.',
    );
    await expect(page).toHaveURL(/\/franchise\/apply$/);
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Daniel Okafor');
    await expect(form.getByRole('textbox', { name: /Why are you interested/ })).toHaveValue('Home care kept my grandmother at home for her last years.');
    expect(await capturedWith(page, 'email', email)).toEqual([]);
  });
});

sharedTabTest(
  'going back from /thank-you: nothing stuck on Sending..., the form says the sign-up arrived and offers a new one, not a second',
  async ({ page }) => {
    const email = `back-${Date.now()}@example.ca`;
    await page.goto('/newsletter-signup');
    await waitForHydration(page);
    const footer = page.getByTestId('footer-newsletter-form');
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=newsletter$/);
    // The thank-you page, once its code runs, marks the sign-up arrived.
    await waitForHydration(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/newsletter-signup$/);
    // docs/spec/DECISIONS.md "One lead per submission" (decision 0091), once the footer's form listens.
    await reachFor(page.getByTestId('footer-newsletter-form'));
    await expect(page.getByTestId('footer-newsletter-form')).toHaveAttribute('data-state', 'sentBefore.reachedOffice');
    await expect(page.getByTestId('footer-newsletter-form').getByTestId('sent-notice')).toContainText(
      'and reached the office: there is no need to send it again.',
    );
    await page.getByTestId('footer-newsletter-form').getByRole('button', { name: 'Start a New Request' }).click();
    await expect(page.getByTestId('footer-newsletter-form')).toHaveAttribute('data-state', 'idle.ready');
    await expect(page.getByTestId('footer-newsletter-form').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(await capturedWith(page, 'email', email)).toHaveLength(1);
  },
);

sharedTabTest('/thank-you?from=newsletter never shows another heading before "Subscribed!"', async ({ page }) => {
  // Hold the scripts, so the prerendered page is what the visitor sees until they arrive.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const navigation = page.goto('/thank-you?from=newsletter');
  const heading = page.locator('h1'); // roles skip hidden elements: find it by tag
  await expect(heading).toHaveText('Thank You! Your Message Has Been Received.'); // in the HTML...
  await expect(heading).toBeHidden(); // ...but not shown before hydration
  releaseScripts();
  await navigation;
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
});

sharedTabTest('/thank-you?from= a name no form sends (constructor, toString) thanks as by default, its heading whole', async ({ page }) => {
  for (const from of ['constructor', 'toString', '__proto__']) {
    await page.goto(`/thank-you?from=${from}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You! Your Message Has Been Received.');
    await expect(page.getByTestId('thank-you')).toContainText('A member of our care team will get back to you within one business day.');
  }
});
