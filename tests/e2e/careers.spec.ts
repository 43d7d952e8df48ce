import type { Page } from '@playwright/test';
import { JOB_MATCHING } from '../../src/content/job-matching';
import { JOB_POSTING_TEXT, JOB_ROLES, payRangeText } from '../../src/content/jobs';
import { CHROME, type Audience } from '../../src/content/navigation';
import { CAREERS_PAGE } from '../../src/content/pages/careers';
import { PHONE } from '../../src/content/site';
import { capturedWith } from './capture';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';

/**
 * The header's primary button (the one shown at this width) and, once scrolled past 300 px, the
 * sticky bar speak to one audience; zero axe violations with the bar shown.
 */
async function expectChromeFor(page: Page, audience: Audience) {
  const { primary, stickyBar } = CHROME[audience];
  const phone = (page.viewportSize()?.width ?? 1280) < 576;
  const button = page
    .getByRole('banner')
    .getByRole('link', { name: phone ? primary.shortLabel : primary.label, exact: true })
    .filter({ visible: true });
  await expect(button).toHaveCount(1);
  await expect(button).toHaveAttribute('href', primary.to);
  await page.evaluate(() => window.scrollTo(0, 400));
  const bar = page.getByRole('complementary', { name: 'Quick actions' });
  await expect(bar.getByRole('link', { name: stickyBar.action.label, exact: true })).toHaveAttribute('href', stickyBar.action.to);
  await expect(bar.getByRole('link', { name: `${stickyBar.callLabel}: ${PHONE.display}` })).toHaveAttribute('href', PHONE.href);
  const other = CHROME[audience === 'families' ? 'applicants' : 'families'];
  await expect(bar.getByRole('link', { name: other.stickyBar.action.label, exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

sharedTabTest('/careers: roles, benefits, the five hiring steps, a caregiver quote and the franchise banner', async ({ page }) => {
  await page.goto('/careers-join-our-team');
  await expect(page).toHaveURL(/\/careers$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAREERS_PAGE.hero.heading);
  await expect(page.locator('section#hiring-process').getByRole('heading', { level: 3 })).toHaveText([
    'Step 1: Apply Online',
    'Step 2: Interview & Check',
    'Step 3: Paid Onboarding',
    'Step 4: First Placement',
    'Step 5: Promotion Tracks',
  ]);
  // Each posting: its pay range, the vacancy and no Canadian experience (docs/spec/DECISIONS.md "Pay ranges on /careers").
  const postings = page.locator('section#roles').getByRole('listitem');
  await expect(postings).toHaveCount(JOB_ROLES.length);
  for (const [i, role] of JOB_ROLES.entries()) {
    const posting = postings.nth(i);
    await expect(posting.getByRole('heading', { level: 3 })).toHaveText(role.title);
    await expect(posting.getByTestId('job-pay')).toHaveText(payRangeText(role.pay));
    await expect(posting).toContainText(JOB_POSTING_TEXT.vacancy(role.existingVacancy));
    await expect(posting).toContainText(JOB_POSTING_TEXT.experienceLabel);
    await expect(posting).toContainText(JOB_POSTING_TEXT.experience);
  }
  const jobs = (await jsonLdBlocks(page)).filter((block) => block['@type'] === 'JobPosting');
  expect(
    jobs.map((job) => [job.title, job.baseSalary.currency, job.baseSalary.value.minValue, job.baseSalary.value.maxValue, job.baseSalary.value.unitText]),
  ).toEqual(JOB_ROLES.map((role) => [role.title, 'CAD', role.pay.min, role.pay.max, role.pay.unit]));
  await expect(page.locator('section#benefits').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: CAREERS_PAGE.franchiseBanner.link.label })).toHaveAttribute('href', '/franchise');
  await expect(page.getByText(/Accommodation for applicants with disabilities is available on request/)).toBeVisible();
});

sharedTabTest(
  'the application keeps its languages and role in the draft: a reload brings them back, the post still joins the languages once',
  async ({ page }) => {
    await page.goto('/careers#apply-now');
    await waitForHydration(page);
    const form = page.getByTestId('job-application-form');
    await form.getByRole('combobox', { name: /Role applied for/ }).selectOption('Companion Caregiver');
    const languages = form.getByRole('group', { name: /Languages you speak/ });
    await languages.getByRole('checkbox', { name: 'Punjabi' }).check();
    await languages.getByRole('checkbox', { name: 'Hindi' }).check();
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('combobox', { name: /Role applied for/ })).toHaveValue('Companion Caregiver');
    await expect(languages.getByRole('checkbox', { name: 'Punjabi' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    // The restored boxes count: the group is no longer refused, and it posts one joined value.
    expect(await languages.getByRole('checkbox', { name: 'English' }).evaluate((box: HTMLInputElement) => box.validationMessage)).toBe('');
    expect(await form.locator('input[type="hidden"][name="Languages spoken"]').inputValue()).toBe('Punjabi, Hindi');
  },
);

sharedTabTest("'Apply Now' scrolls to #apply-now, where the application posts multipart with its resume", async ({ page }) => {
  const email = `caregiver-${Date.now()}@example.ca`;
  await page.goto('/careers');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: CAREERS_PAGE.hero.apply.label }).click();
  await expect(page).toHaveURL(/\/careers#apply-now$/);
  const form = page.getByTestId('job-application-form');
  await expect(page.getByRole('heading', { name: CAREERS_PAGE.apply.heading })).toBeInViewport();

  await form.getByRole('textbox', { name: 'Full name' }).fill('Rosalind Mercado');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('905-555-0188');
  await form.getByRole('textbox', { name: 'City/Area' }).fill('Mississauga');
  // Reached by the hero's button: no role is chosen yet.
  const role = form.getByRole('combobox', { name: /Role applied for/ });
  await expect(role).toHaveValue('');
  await role.selectOption('Companion Caregiver');
  const languages = form.getByRole('group', { name: /Languages you speak/ });
  await languages.getByRole('checkbox', { name: 'Tagalog' }).check();
  await languages.getByRole('checkbox', { name: 'English' }).check();
  await form.getByRole('textbox', { name: 'Other languages (optional)' }).fill('Ilocano');
  await form.getByRole('textbox', { name: /Certifications/ }).fill('PSW certificate, First Aid/CPR');
  // Free mornings and weekends: both ticked, in any order (decision 0050).
  const availability = form.getByRole('group', { name: /^Availability/ });
  await availability.getByRole('checkbox', { name: 'Weekends' }).check();
  await availability.getByRole('checkbox', { name: 'Mornings' }).check();
  await form.getByLabel('Resume (optional)').setInputFiles({
    name: 'resume.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('resume of Rosalind'),
  });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=job-application$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Received!' })).toBeVisible();

  const [post] = await capturedWith(page, 'email', email);
  expect(post!.contentType).toBe('multipart/form-data');
  // The exact payload: the fields of docs/spec/SPEC.md §7, the role and the languages by name, the hidden fields.
  expect(post!.fields).toEqual({
    _subject: 'Website Inquiry - Job Application',
    _next: new URL('/thank-you?from=job-application', page.url()).href,
    _captcha: 'false',
    _template: 'table',
    _honey: '',
    name: 'Rosalind Mercado',
    email,
    phone: '905-555-0188',
    'City/Area': 'Mississauga',
    'Role applied for': 'Companion Caregiver',
    'Languages spoken': 'Tagalog, English',
    'Other languages': 'Ilocano',
    Certifications: 'PSW certificate, First Aid/CPR',
    Availability: 'Mornings, Weekends',
  });
  expect(post!.files.attachment).toMatchObject({ filename: 'resume.docx', size: 18 });
  // The thank-you page says back what was sent.
  const echo = page.getByTestId('sent-echo');
  await expect(echo.getByRole('heading', { name: 'What you sent' })).toBeVisible();
  await expect(echo.getByRole('definition')).toContainText([
    'Rosalind Mercado',
    email,
    '905-555-0188',
    'Mississauga',
    'Companion Caregiver',
    'Tagalog, English',
    'Ilocano',
    'PSW certificate, First Aid/CPR',
    'Mornings, Weekends',
    'resume.docx',
  ]);
});

sharedTabTest("a posting's 'Apply for This Role' leads to the application with its role chosen; none refused, with the group named", async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const posting = JOB_ROLES.find((r) => r.id === 'live-in-caregiver')!;
  await page.getByRole('link', { name: JOB_POSTING_TEXT.applyName(posting.title) }).click();
  await expect(page).toHaveURL(/\/careers\?role=live-in-caregiver#apply-now$/);
  await expect(page.getByRole('heading', { name: CAREERS_PAGE.apply.heading })).toBeInViewport();
  const form = page.getByTestId('job-application-form');
  await expect(form.getByRole('combobox', { name: /Role applied for/ })).toHaveValue(posting.title);

  // No language chosen: the browser refuses, and the summary names the group.
  await form.getByRole('textbox', { name: 'Full name' }).fill('Tomasz Nowak');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('tomasz@example.ca');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('905-555-0177');
  await form.getByRole('textbox', { name: 'City/Area' }).fill('Brampton');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByTestId('invalid-summary')).toContainText('Please check these fields: Languages you speak, Availability.');
  expect(await form.getByRole('checkbox', { name: 'English' }).evaluate((box: HTMLInputElement) => box.validationMessage)).toBe(JOB_MATCHING.languagesRequired);
  await expect(page).toHaveURL(/\/careers\?role=live-in-caregiver#apply-now$/);
  expect(await axeViolations(page)).toEqual([]);

  // Coming back in this tab by another role's link: the draft of what was typed keeps its role (decision 0031).
  await page.goto('/careers?role=psw#apply-now');
  await waitForHydration(page);
  await expect(page.getByTestId('job-application-form').getByRole('combobox', { name: /Role applied for/ })).toHaveValue(posting.title);

  // The link opened in a new tab (shared, say): the role is chosen once the page listens.
  const shared = await page.context().newPage();
  await shared.goto('/careers?role=psw#apply-now');
  await waitForHydration(shared);
  await expect(shared.getByTestId('job-application-form').getByRole('combobox', { name: /Role applied for/ })).toHaveValue('Personal Support Worker (PSW)');
  await shared.close();
});

sharedTabTest.describe('the chrome speaks to applicants on /careers and after applying, to families elsewhere', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    sharedTabTest(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/careers');
      await waitForHydration(page);
      await expectChromeFor(page, 'applicants');
      // The sticky bar's Apply Now leads to the form.
      await page
        .getByRole('complementary', { name: 'Quick actions' })
        .getByRole('link', { name: CHROME.applicants.stickyBar.action.label, exact: true })
        .click();
      await expect(page).toHaveURL(/\/careers#apply-now$/);
      await expect(page.getByRole('heading', { name: CAREERS_PAGE.apply.heading })).toBeInViewport();

      await page.goto('/thank-you?from=job-application');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Application Received!' })).toBeVisible();
      await expectChromeFor(page, 'applicants');

      for (const path of ['/thank-you?from=newsletter', '/franchise']) {
        await page.goto(path);
        await waitForHydration(page);
        await expectChromeFor(page, 'families');
      }
    });
  }
});
