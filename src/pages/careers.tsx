import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHero } from '../shared/ui/page-hero';
import { APPLY_SECTION_ID, CAREERS_PAGE } from '../content/pages/careers';
import { JOB_ROLES, JOBS_POSTED_ON, HIRING_CITIES, HIRING_PROVINCE_CODE, jobPostingText } from '../content/jobs';
import { JobPostings } from '../features/careers/job-postings';
import { JobApplicationForm } from '../features/forms/job-application-form';
import { jobPostingJsonLd } from '../shared/seo/job-posting-json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { SectionFrame } from '../shared/ui/section-frame';
import { FormCard } from '../shared/ui/form-card';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { CAREERS_META as meta } from '../content/pages/meta/careers';

// One JobPosting per role, with its pay range as baseSalary (docs/spec/DECISIONS.md "Pay ranges on /careers").
export const jsonLd = JOB_ROLES.map((role) =>
  jobPostingJsonLd({
    title: role.title,
    description: jobPostingText(role),
    datePosted: JOBS_POSTED_ON,
    employmentType: role.employmentType,
    cities: HIRING_CITIES,
    provinceCode: HIRING_PROVINCE_CODE,
    pay: role.pay,
    path: `/careers#${CAREERS_PAGE.roles.id}`,
  }),
);

/**
 * /careers: the open roles with their pay, vacancy and experience statements
 * (docs/spec/DECISIONS.md "Pay ranges on /careers"), benefits, the five-step hiring process, a caregiver's words and the form.
 */
export default function CareersPage() {
  const page = CAREERS_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead}>
        <Group gap="sm">
          <Button component={Link} to={{ hash: page.hero.apply.hash }} size="lg">
            {page.hero.apply.label}
          </Button>
          <Button component={Link} to={{ hash: page.hero.roles.hash }} size="lg" variant="outline">
            {page.hero.roles.label}
          </Button>
        </Group>
      </PageHero>
      <SectionFrame id={page.roles.id} aria-labelledby="roles-heading" tone="cream" anchorTarget>
        <Stack gap="lg">
          <Stack gap="xs" maw={760}>
            <Title order={2} id="roles-heading" c="maple.9">
              {page.roles.heading}
            </Title>
            <Text fz="lg">{page.roles.intro}</Text>
          </Stack>
          <JobPostings />
        </Stack>
      </SectionFrame>
      <InfoSections sections={page.sections} words={INFO_PAGE_WORDS} />
      <CtaBand id="franchise-banner" heading={page.franchiseBanner.heading} text={page.franchiseBanner.text}>
        <CtaActions tone="dark" actions={[{ kind: 'link', ...page.franchiseBanner.link }]} />
      </CtaBand>
      <SectionFrame id={APPLY_SECTION_ID} aria-labelledby="apply-heading" anchorTarget width="md">
        <FormCard heading={page.apply.heading} headingId="apply-heading" lead={page.apply.lead} region={false}>
          <JobApplicationForm />
        </FormCard>
      </SectionFrame>
    </>
  );
}
