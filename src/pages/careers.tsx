import { Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHero } from '../shared/ui/page-hero';
import { APPLY_SECTION_ID, CAREERS_PAGE } from '../content/pages/careers';
import { JobApplicationForm } from '../features/forms/job-application-form';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { InfoSections } from '../features/info-page/info-sections';

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
      <Box component="section" id={APPLY_SECTION_ID} aria-labelledby="apply-heading" className="anchor-target" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="xs" mb="lg">
              <Title order={2} id="apply-heading" c="maple.9">
                {page.apply.heading}
              </Title>
              <Text>{page.apply.lead}</Text>
            </Stack>
            <JobApplicationForm />
          </Card>
        </Container>
      </Box>
    </>
  );
}
