import { describe, expect, it } from 'vitest';
import { HIRING_CITIES, JOB_POSTING_TEXT, JOB_ROLES, jobPostingText, payRangeText } from '../../src/content/jobs';
import { jobPostingJsonLd } from '../../src/shared/seo/job-posting-json-ld';

describe('job postings (docs/spec/DECISIONS.md "Pay ranges on /careers")', () => {
  it('states the ranges docs/spec/DECISIONS.md "Pay ranges on /careers" gives, in its form', () => {
    expect(JOB_ROLES.map((role) => [role.title, payRangeText(role.pay)])).toEqual([
      ['Personal Support Worker (PSW)', '$21.00 to $25.00 an hour'],
      ['Companion Caregiver', '$18.00 to $21.00 an hour'],
      ['Live-In Caregiver', '$210 to $260 a day'],
      // Not in the list of docs/spec/DECISIONS.md "Pay ranges on /careers": decision 0026 sets it.
      ['Dementia Care Specialist', '$23.00 to $27.00 an hour'],
    ]);
    expect(payRangeText({ min: 52_000, max: 62_000, unit: 'YEAR' })).toBe('$52,000 to $62,000 a year');
  });

  it('says of each posting its pay, whether it is an existing vacancy and that no Canadian experience is required', () => {
    for (const role of JOB_ROLES) {
      const text = jobPostingText(role);
      expect(text).toContain(payRangeText(role.pay));
      expect(text).toContain(JOB_POSTING_TEXT.vacancy(role.existingVacancy));
      expect(text).toContain(JOB_POSTING_TEXT.experience);
      expect(role.text).not.toMatch(/Canadian experience/i);
    }
    expect(JOB_POSTING_TEXT.vacancy(true)).not.toBe(JOB_POSTING_TEXT.vacancy(false));
  });

  it('gives the JobPosting its pay range as baseSalary: a MonetaryAmount in CAD with min, max and unit', () => {
    const role = JOB_ROLES[2]!;
    const block = jobPostingJsonLd({
      title: role.title,
      description: jobPostingText(role),
      datePosted: '2026-11-02',
      employmentType: role.employmentType,
      cities: HIRING_CITIES,
      provinceCode: 'ON',
      pay: role.pay,
      path: '/careers#roles',
    });
    expect(block).toMatchObject({
      '@type': 'JobPosting',
      title: 'Live-In Caregiver',
      datePosted: '2026-11-02',
      employmentType: ['FULL_TIME'],
      url: 'https://www.maplehearth.ca/careers#roles',
      hiringOrganization: { '@type': 'Organization', name: 'Maple Hearth Home Care' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 210, maxValue: 260, unitText: 'DAY' } },
    });
    expect(block.jobLocation).toHaveLength(HIRING_CITIES.length);
    expect((block.jobLocation as unknown[])[0]).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Brampton', addressRegion: 'ON', addressCountry: 'CA' },
    });
  });
});
