import { JOB_POSTING_TEXT, JOB_ROLES, payRangeText } from '../../src/content/jobs';
import { CAREERS_PAGE } from '../../src/content/pages/careers';
import { capturedWith } from './capture';
import { axeViolations, expect, jsonLdBlocks, test, waitForHydration } from './fixtures';

test('/careers: roles, benefits, the five hiring steps, a caregiver quote and the franchise banner', async ({ page }) => {
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
  expect(jobs.map((job) => [job.title, job.baseSalary.currency, job.baseSalary.value.minValue, job.baseSalary.value.maxValue, job.baseSalary.value.unitText])).toEqual(
    JOB_ROLES.map((role) => [role.title, 'CAD', role.pay.min, role.pay.max, role.pay.unit]),
  );
  await expect(page.locator('section#benefits').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: CAREERS_PAGE.franchiseBanner.link.label })).toHaveAttribute('href', '/franchise');
  await expect(page.getByText(/Accommodation for applicants with disabilities is available on request/)).toBeVisible();
});

test("'Apply Now' scrolls to #apply-now, where the application posts multipart with its resume", async ({ page }) => {
  const email = `caregiver-${Date.now()}@example.ca`;
  await page.goto('/careers');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/careers#apply-now$/);
  const form = page.getByTestId('job-application-form');
  await expect(page.getByRole('heading', { name: CAREERS_PAGE.apply.heading })).toBeInViewport();

  await form.getByRole('textbox', { name: 'Full name' }).fill('Rosalind Mercado');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('905-555-0188');
  await form.getByRole('textbox', { name: 'City/Area' }).fill('Mississauga');
  await form.getByRole('textbox', { name: /Certifications/ }).fill('PSW certificate, First Aid/CPR');
  await form.getByRole('radio', { name: 'Weekends' }).check();
  await form.getByLabel('Resume (optional)').setInputFiles({ name: 'resume.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('resume of Rosalind') });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=job-application$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Received!' })).toBeVisible();

  const [post] = await capturedWith(page, 'email', email);
  expect(post!.contentType).toBe('multipart/form-data');
  expect(post!.fields).toMatchObject({
    _subject: 'Website Inquiry - Job Application',
    _captcha: 'false',
    name: 'Rosalind Mercado',
    email,
    phone: '905-555-0188',
    'City/Area': 'Mississauga',
    Certifications: 'PSW certificate, First Aid/CPR',
    Availability: 'Weekends',
  });
  expect(post!.files.attachment).toMatchObject({ filename: 'resume.docx', size: 18 });
});
