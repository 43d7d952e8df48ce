import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../shared/ui/page-intro';
import { NEWSLETTER_SIGNUP_PAGE as page } from '../content/pages/newsletter-signup';
import { GUIDE_CONTENTS } from '../content/pages/guide-contents';
import { NewsletterSignupForm } from '../features/forms/newsletter-signup-form';
import { SectionFrame } from '../shared/ui/section-frame';
import { FormCard } from '../shared/ui/form-card';
import { Column, Columns } from '../shared/ui/layout-grid';
export { NEWSLETTER_SIGNUP_META as meta } from '../content/pages/meta/newsletter-signup';

export default function NewsletterSignupPage() {
  return (
    <SectionFrame as="div" tone="cream" spacing="roomy">
      <Columns spacing={48}>
        <Column span={{ base: 12, md: 6 }}>
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
              {GUIDE_CONTENTS.map((q) => (
                <List.Item key={q.id}>
                  <Anchor component={Link} to={{ pathname: page.guidePath, hash: q.id }}>
                    {q.question}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Text>{page.readNow.text}</Text>
            <Button component={Link} to={page.guidePath} variant="outline" w="fit-content">
              {page.readNow.label}
            </Button>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 6 }}>
          <FormCard heading={page.formHeading} headingId="signup-form-heading">
            <NewsletterSignupForm />
          </FormCard>
        </Column>
      </Columns>
    </SectionFrame>
  );
}
