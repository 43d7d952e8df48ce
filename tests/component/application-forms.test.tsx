import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JOB_MATCHING } from '../../src/content/job-matching';
import { JOB_ROLES } from '../../src/content/jobs';
import { QUIZ_LANGUAGES } from '../../src/content/languages';
import { JobPostings } from '../../src/features/careers/job-postings';
import { FranchiseApplicationForm } from '../../src/features/forms/franchise-application-form';
import { JobApplicationForm } from '../../src/features/forms/job-application-form';
import { draftKey } from '../../src/shared/forms/form-keys';
import { NewsletterSignupForm } from '../../src/features/forms/newsletter-signup-form';
import { renderWithSite } from '../render';

const file = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

describe('job application form', () => {
  it('posts multipart with the fields of section 7; availability is a group of boxes, none chosen for the applicant', () => {
    renderWithSite(<JobApplicationForm />);
    const form = screen.getByTestId('job-application-form');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('method', 'POST');
    const names = [...(form as HTMLFormElement).elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(new Set(names)).toEqual(
      new Set([
        '_subject',
        '_next',
        '_captcha',
        '_template',
        // Set as the form is sent (decision 0091).
        'Submission id',
        '_honey',
        'name',
        'email',
        'phone',
        'City/Area',
        'Role applied for',
        'Languages spoken',
        'Other languages',
        'Certifications',
        'Availability',
        'attachment',
      ]),
    );
    // docs/spec/DECISIONS.md "Availability on the job application is a group of checkboxes" (decision 0050).
    const availability = within(screen.getByRole('group', { name: /^Availability/ })).getAllByRole('checkbox');
    expect(availability.map((box) => box.getAttribute('value'))).toEqual(['Mornings', 'Evenings', 'Weekends', 'Live-In']);
    for (const box of availability) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mornings' })).toHaveProperty(
      'validationMessage',
      'Please choose at least one time you can work: Mornings, Evenings, Weekends or Live-In.',
    );
    expect(form.querySelector('input[name="_subject"]')).toHaveValue('Website Inquiry - Job Application');
    expect(screen.getByText(/Accommodation for applicants with disabilities is available on request/)).toBeVisible();
  });

  it('shows the chosen file name and refuses a wrong type or a file over 10 MB before posting', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithSite(<JobApplicationForm />);
    const input = screen.getByLabelText('Resume (optional)') as HTMLInputElement;
    await user.upload(input, file('resume.pdf', 2048));
    expect(screen.getByTestId('job-attachment-chosen')).toHaveTextContent('Selected file: resume.pdf (2 KB)');
    expect(input.validity.valid).toBe(true);

    await user.upload(input, file('portrait.png', 2048, 'image/png'));
    expect(screen.getByText('"portrait.png" is not a PDF or Word document. Please choose a .pdf, .doc or .docx file.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.validity.valid).toBe(false);

    await user.upload(input, file('resume.docx', 11 * 1024 * 1024, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(screen.getByText('"resume.docx" is 11.0 MB; files can be at most 10 MB. Please choose a smaller file.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Maria Santos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.ca');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '416-555-0123');
    await user.type(screen.getByRole('textbox', { name: 'City/Area' }), 'Scarborough');
    await user.selectOptions(screen.getByRole('combobox', { name: /Role applied for/ }), 'Any role');
    await user.click(screen.getByRole('checkbox', { name: 'Tagalog' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByTestId('job-application-form')).toHaveAttribute('data-state', 'idle.needsAttention');
    expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Please check these fields: Availability, Resume (optional).');
    // Weekends, then Mornings: posted as one list in the options' order.
    await user.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mornings' }));
    expect(screen.getByTestId('job-application-form').querySelector('input[type="hidden"][name="Availability"]')).toHaveValue('Mornings, Weekends');
    expect(screen.getByRole('checkbox', { name: 'Mornings' })).toHaveProperty('validationMessage', '');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Santos');

    await user.upload(input, file('resume.doc', 4096, 'application/msword'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const button = within(screen.getByTestId('job-application-form')).getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
  });
});

describe('job application: what matching needs', () => {
  it('asks the role (the roles /careers posts, or any) and the languages (the quiz’s list), and posts them by name', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<JobApplicationForm />);
    const role = screen.getByRole('combobox', { name: /Role applied for/ }) as HTMLSelectElement;
    expect(role).toBeRequired();
    expect(role).toHaveAccessibleDescription(JOB_MATCHING.fields.roleDescription);
    expect([...role.options].map((o) => `${o.value}:${o.text}`)).toEqual([
      ':Choose a role',
      ...JOB_ROLES.map((r) => `${r.title}:${r.title}`),
      'Any role:Any role',
    ]);
    const group = screen.getByRole('group', { name: /Languages you speak/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...QUIZ_LANGUAGES]);
    expect(
      within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);

    await user.selectOptions(role, 'Personal Support Worker (PSW)');
    await user.click(within(group).getByRole('checkbox', { name: 'Punjabi' }));
    await user.click(within(group).getByRole('checkbox', { name: 'English' }));
    await user.type(screen.getByRole('textbox', { name: 'Other languages (optional)' }), 'Gujarati');
    const posted = new FormData(screen.getByTestId('job-application-form') as HTMLFormElement);
    expect(posted.getAll('Role applied for')).toEqual(['Personal Support Worker (PSW)']);
    expect(posted.getAll('Languages spoken')).toEqual(['Punjabi, English']);
    expect(posted.getAll('Other languages')).toEqual(['Gujarati']);
  });

  it('refuses an application without a role, a language or an availability, naming all three, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<JobApplicationForm />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Maria Santos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.ca');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '416-555-0123');
    await user.type(screen.getByRole('textbox', { name: 'City/Area' }), 'Scarborough');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByTestId('job-application-form')).toHaveAttribute('data-state', 'idle.needsAttention');
    expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Please check these fields: Role applied for, Languages you speak, Availability.');
    await user.click(screen.getByRole('checkbox', { name: 'Evenings' }));
    const english = screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement;
    expect(english.validationMessage).toBe(JOB_MATCHING.languagesRequired);

    await user.selectOptions(screen.getByRole('combobox', { name: /Role applied for/ }), 'Live-In Caregiver');
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    expect(english.validity.valid).toBe(true);
    // Unchecking the last one makes the group refuse again.
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    expect(english.validationMessage).toBe(JOB_MATCHING.languagesRequired);
    await user.click(screen.getByRole('checkbox', { name: 'Urdu' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Santos');
  });

  it("has the role chosen when the visitor came from a posting's button; an unknown role chooses nothing", () => {
    const { unmount } = renderWithSite(<JobApplicationForm />, { route: '/careers?role=live-in-caregiver#apply-now' });
    expect(screen.getByRole('combobox', { name: /Role applied for/ })).toHaveValue('Live-In Caregiver');
    unmount();
    renderWithSite(<JobApplicationForm />, { route: '/careers?role=astronaut' });
    expect(screen.getByRole('combobox', { name: /Role applied for/ })).toHaveValue('');
  });

  it('on arrival, a role kept in a draft (a post that failed) wins over the link’s', () => {
    const key = draftKey('job-application-form', window.location.pathname);
    sessionStorage.setItem(key, JSON.stringify({ name: 'Maria Santos', 'Role applied for': 'Any role' }));
    try {
      renderWithSite(<JobApplicationForm />, { route: '/careers?role=psw#apply-now' });
      expect(screen.getByRole('combobox', { name: /Role applied for/ })).toHaveValue('Any role');
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Santos');
    } finally {
      sessionStorage.removeItem(key);
    }
  });

  it("a posting's button chooses its role, even over one chosen before", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(
      <>
        <JobPostings />
        <JobApplicationForm />
      </>,
      { route: '/careers' },
    );
    const role = screen.getByRole('combobox', { name: /Role applied for/ });
    await user.selectOptions(role, 'Any role');
    for (const posting of JOB_ROLES) {
      const button = screen.getByRole('link', { name: `Apply for This Role: ${posting.title}` });
      expect(button).toHaveTextContent('Apply for This Role');
      expect(button).toHaveAttribute('href', `/careers?role=${posting.id}#apply-now`);
    }
    await user.click(screen.getByRole('link', { name: 'Apply for This Role: Companion Caregiver' }));
    expect(role).toHaveValue('Companion Caregiver');
    await user.click(screen.getByRole('link', { name: 'Apply for This Role: Dementia Care Specialist' }));
    expect(role).toHaveValue('Dementia Care Specialist');
  });
});

describe('franchise application form', () => {
  it('requires region and message; experience and file are optional', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<FranchiseApplicationForm />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Daniel Okafor');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'daniel@example.ca');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '519-555-0170');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Preferred Region');
    expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Why are you interested');
    expect(screen.getByTestId('invalid-summary')).not.toHaveTextContent('Experience');
    await user.type(screen.getByRole('textbox', { name: 'Preferred Region' }), 'Waterloo Region');
    await user.type(screen.getByRole('textbox', { name: /Why are you interested/ }), 'My family relied on home care for my grandmother.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});

describe('newsletter sign-up form', () => {
  it('offers the roles of section 3 and posts the hidden message', () => {
    renderWithSite(<NewsletterSignupForm />);
    const role = screen.getByRole('combobox', { name: 'Role (optional)' });
    expect([...(role as HTMLSelectElement).options].map((o) => `${o.value}:${o.text}`)).toEqual([
      ':Choose what describes you',
      'Daughter:Daughter',
      'Son:Son',
      'Spouse:Spouse',
      'Caregiver:Professional Caregiver',
      'Other:Other',
    ]);
    expect(screen.getByTestId('newsletter-signup-form').querySelector('input[name="message"]')).toHaveValue(
      'Please send me the free guide "10 Questions to Ask Before Hiring a Caregiver" and subscribe me to the newsletter.',
    );
  });

  it('reads Subscribing... while it posts', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<NewsletterSignupForm />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Priya Patel');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'priya@example.ca');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send Me the Free Guide' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  });
});
