import { Box, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { PageIntro } from '../shared/ui/page-intro';
import { NEWSLETTER_SIGNUP_PAGE as page } from '../content/pages/newsletter-signup';
import { NewsletterSignupForm } from '../features/forms/newsletter-signup-form';

export default function NewsletterSignupPage() {
  return (
    <Box py={{ base: 40, md: 72 }} className="site-section-cream">
      <Container size="xl">
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <PageIntro eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
              <Text fw={700} c="hearth.8">
                {page.trust}
              </Text>
              <Text>{page.cadence}</Text>
              <Title order={2} fz="h4" mt="sm">
                {page.previewHeading}
              </Title>
              <List spacing="xs" type="ordered">
                {page.previewQuestions.map((q) => (
                  <List.Item key={q}>{q}</List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="xl" component="section" aria-labelledby="signup-form-heading">
              <Title order={2} fz="h3" id="signup-form-heading" mb="md">
                {page.formHeading}
              </Title>
              <NewsletterSignupForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
