import { Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../app/layout/page-intro';
import { APPLY_SECTION_ID, CAREERS_PAGE } from '../content/pages/careers';
import { JobApplicationForm } from '../features/forms/job-application-form';
import { InfoSectionView, sectionHeadingId } from '../features/info-page/info-sections';

/** /careers: roles, benefits, the five-step hiring process, a caregiver's words and the application form. */
export default function CareersPage() {
  const page = CAREERS_PAGE;
  return (
    <>
      <Box component="section" aria-labelledby="page-heading" className="site-section-cream" py={{ base: 40, md: 64 }}>
        <Container size="xl">
          <Stack gap="lg" maw={820}>
            <PageIntro eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} headingId="page-heading" />
            <Group gap="sm">
              <Button component={Link} to={{ hash: page.hero.apply.hash }} size="lg">
                {page.hero.apply.label}
              </Button>
              <Button component={Link} to={{ hash: page.hero.roles.hash }} size="lg" variant="outline">
                {page.hero.roles.label}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      {page.sections.map((section, i) => (
        <Box
          key={section.id}
          component="section"
          id={section.id}
          aria-labelledby={sectionHeadingId(section)}
          aria-label={section.kind === 'quote' ? `Words from ${section.name}` : undefined}
          className={i % 2 === 1 ? 'site-section-cream anchor-target' : 'anchor-target'}
          py={{ base: 40, md: 64 }}
        >
          <Container size="xl">
            <Stack gap="lg">
              <InfoSectionView section={section} />
            </Stack>
          </Container>
        </Box>
      ))}
      <Box component="section" aria-labelledby="franchise-banner-heading" className="cta-band" py={{ base: 40, md: 56 }}>
        <Container size="xl">
          <Stack gap="md" maw={820}>
            <Title order={2} id="franchise-banner-heading" c="white">
              {page.franchiseBanner.heading}
            </Title>
            <Text fz="lg">{page.franchiseBanner.text}</Text>
            <Button component={Link} to={page.franchiseBanner.link.to} variant="white" color="maple.9" size="md" w="fit-content">
              {page.franchiseBanner.link.label}
            </Button>
          </Stack>
        </Container>
      </Box>
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
