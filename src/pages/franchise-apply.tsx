import { Anchor, Box, Card, Container, Grid, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../shared/ui/page-intro';
import { FRANCHISE_APPLY_PAGE as page } from '../content/pages/franchise-apply';
import { FranchiseApplicationForm } from '../features/forms/franchise-application-form';

export default function FranchiseApplyPage() {
  return (
    <Box py={{ base: 40, md: 72 }}>
      <Container size="xl">
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 5 }}>
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="xl" component="section" aria-labelledby="franchise-form-heading">
              <Title order={2} fz="h3" id="franchise-form-heading" mb="md">
                {page.formHeading}
              </Title>
              <FranchiseApplicationForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
