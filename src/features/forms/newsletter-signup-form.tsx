import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { NEWSLETTER_CONSENT, NEWSLETTER_ROLES, NEWSLETTER_SIGNUP_FORM, SUBMITTING_LABELS } from '../../content/forms';
import { GUIDE_AUTORESPONSE_FIELD } from './guide-autoresponse';
import { LeadForm } from '../../shared/forms/lead-form';
import { CardGrid } from '../../shared/ui/layout-grid';

/** The /newsletter-signup form: name and e-mail required, role and postal code optional, consent required. */
export function NewsletterSignupForm() {
  const f = NEWSLETTER_SIGNUP_FORM.fields;
  return (
    <LeadForm
      testId="newsletter-signup-form"
      subject={NEWSLETTER_SIGNUP_FORM.subject}
      from={NEWSLETTER_SIGNUP_FORM.from}
      extraHidden={{ message: NEWSLETTER_SIGNUP_FORM.hiddenMessage, ...GUIDE_AUTORESPONSE_FIELD }}
      submitLabel={NEWSLETTER_SIGNUP_FORM.submitLabel}
      submittingLabel={SUBMITTING_LABELS.subscribing}
    >
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput id="signup-name" name="name" label={f.name} autoComplete="name" required />
        <TextInput id="signup-email" name="email" type="email" label={f.email} autoComplete="email" required />
        <NativeSelect id="signup-role" name="Role" label={f.role} data={[{ value: '', label: f.rolePlaceholder }, ...NEWSLETTER_ROLES]} defaultValue="" />
        <TextInput id="signup-postal-code" name="Postal Code" label={f.postalCode} autoComplete="postal-code" />
      </CardGrid>
      <Checkbox id="signup-consent" name="consent" value="yes" required label={NEWSLETTER_CONSENT} />
    </LeadForm>
  );
}
