import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHero } from '../shared/ui/page-hero';
import { APPLY_SECTION_ID, CAREERS_PAGE } from '../content/pages/careers';
import { JobApplicationForm } from '../features/forms/job-application-form';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { SectionFrame } from '../shared/ui/section-frame';
import { FormCard } from '../shared/ui/form-card';

/** /careers: roles, benefits, the five-step hiring process, a caregiver's words and the application form. */
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
      <InfoSections sections={page.sections} />
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
