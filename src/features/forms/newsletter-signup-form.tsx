import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FORM_ENDPOINT, NEWSLETTER_CONSENT, NEWSLETTER_ROLES, NEWSLETTER_SIGNUP_FORM, SUBMITTING_LABELS } from '../../content/forms';
import { FormPurpose, InvalidSummary } from './form-notes';
import { FormHiddenFields } from './hidden-fields';
import { useFormSubmission } from './use-form-submission';

/** The /newsletter-signup form: name and e-mail required, role and postal code optional, consent required. */
export function NewsletterSignupForm() {
  const { submitting, invalidFields, formProps } = useFormSubmission();
  const f = NEWSLETTER_SIGNUP_FORM.fields;
  return (
    <form action={FORM_ENDPOINT} method="POST" data-testid="newsletter-signup-form" {...formProps}>
      <FormHiddenFields
        subject={NEWSLETTER_SIGNUP_FORM.subject}
        from={NEWSLETTER_SIGNUP_FORM.from}
        extra={{ message: NEWSLETTER_SIGNUP_FORM.hiddenMessage }}
      />
      <Stack gap="sm">
        <InvalidSummary fields={invalidFields} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput id="signup-name" name="name" label={f.name} autoComplete="name" required />
          <TextInput id="signup-email" name="email" type="email" label={f.email} autoComplete="email" required />
          <NativeSelect
            id="signup-role"
            name="Role"
            label={f.role}
            data={[{ value: '', label: f.rolePlaceholder }, ...NEWSLETTER_ROLES]}
            defaultValue=""
          />
          <TextInput id="signup-postal-code" name="Postal Code" label={f.postalCode} autoComplete="postal-code" />
        </SimpleGrid>
        <Checkbox id="signup-consent" name="consent" value="yes" required label={NEWSLETTER_CONSENT} />
        <Button type="submit" size="md" disabled={submitting} w="fit-content">
          {submitting ? SUBMITTING_LABELS.subscribing : NEWSLETTER_SIGNUP_FORM.submitLabel}
        </Button>
        <FormPurpose />
      </Stack>
    </form>
  );
}
