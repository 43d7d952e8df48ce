import '@mantine/core/styles/Timeline.css';
import { Anchor, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../shared/ui/page-intro';
import { FRANCHISE_APPLY_PAGE as page } from '../content/pages/franchise-apply';
import { FranchiseApplicationForm } from '../features/forms/franchise-application-form';
import { SectionFrame } from '../shared/ui/section-frame';
import { FormCard } from '../shared/ui/form-card';
import { Column, Columns } from '../shared/ui/layout-grid';
export { FRANCHISE_APPLY_META as meta } from '../content/pages/meta/franchise-apply';

export default function FranchiseApplyPage() {
  return (
    <SectionFrame as="div" spacing="roomy">
      <Columns spacing={48}>
        <Column span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PageIntro eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
            <Title order={2} fz="h4" mt="sm">
              {page.stepsHeading}
            </Title>
            <Timeline active={-1} bulletSize={22} lineWidth={2} color="hearth.8">
              {page.steps.map((step) => (
                <Timeline.Item key={step.title} title={<Text fw={700}>{step.title}</Text>}>
                  <Text fz="sm">{step.detail}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
            <Anchor component={Link} to={page.backLink.to} fw={600}>
              {page.backLink.label}
            </Anchor>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 7 }}>
          <FormCard heading={page.formHeading} headingId="franchise-form-heading">
            <FranchiseApplicationForm />
          </FormCard>
        </Column>
      </Columns>
    </SectionFrame>
  );
}
