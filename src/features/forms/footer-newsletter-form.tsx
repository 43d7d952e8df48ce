import { Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { FOOTER_NEWSLETTER, FORM_ENDPOINT, NEWSLETTER_CONSENT, SUBMITTING_LABELS, THANK_YOU_SOURCE } from '../../content/forms';
import { FormPurpose, InvalidSummary } from './form-notes';
import { FormHiddenFields } from './hidden-fields';
import { useFormSubmission } from './use-form-submission';

/** The footer newsletter: e-mail and the required consent; posts natively like every lead form. */
export function FooterNewsletterForm() {
  const { submitting, invalidFields, formProps } = useFormSubmission();
  return (
    <form action={FORM_ENDPOINT} method="POST" data-testid="footer-newsletter-form" aria-labelledby="footer-newsletter-heading" {...formProps}>
      <FormHiddenFields subject={FOOTER_NEWSLETTER.subject} from={THANK_YOU_SOURCE.newsletter} />
      <Stack gap="xs" maw={360}>
        <Title order={2} fz="lg" c="white" id="footer-newsletter-heading">
          {FOOTER_NEWSLETTER.heading}
        </Title>
        <Text fz="sm" c="#f4ece6">
          {FOOTER_NEWSLETTER.text}
        </Text>
        <InvalidSummary fields={invalidFields} />
        <TextInput
          id="footer-newsletter-email"
          name="email"
          type="email"
          label={FOOTER_NEWSLETTER.emailLabel}
          autoComplete="email"
          required
          styles={{ label: { color: '#ffffff' } }}
        />
        <Checkbox
          id="footer-newsletter-consent"
          name="consent"
          value="yes"
          required
          label={NEWSLETTER_CONSENT}
          styles={{ label: { color: '#f4ece6', fontSize: 'var(--mantine-font-size-xs)' } }}
        />
        <Button type="submit" variant="white" color="maple.9" w="fit-content" disabled={submitting}>
          {submitting ? SUBMITTING_LABELS.sending : FOOTER_NEWSLETTER.submitLabel}
        </Button>
        <FormPurpose inverted />
      </Stack>
    </form>
  );
}
