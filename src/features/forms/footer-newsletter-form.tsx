import { Checkbox, Text, TextInput, Title } from '@mantine/core';
import { FOOTER_NEWSLETTER, NEWSLETTER_CONSENT, SUBMITTING_LABELS, THANK_YOU_SOURCE } from '../../content/forms';
import { GUIDE_AUTORESPONSE_FIELD } from './guide-autoresponse';
import { LeadForm } from '../../shared/forms/lead-form';
import { FormPartLanguage } from '../../shared/forms/form-words';
import { SITE_LANG } from '../../content/site';

/**
 * The footer newsletter: e-mail and the required consent; posts natively like every lead form. In
 * English on every page, its e-mails being English: its shared words too (decision 0068); from a
 * French page it still says the page's language and leads to /fr/merci.
 */
export function FooterNewsletterForm() {
  return (
    <FormPartLanguage value={SITE_LANG}>
      <LeadForm
        testId="footer-newsletter-form"
        subject={FOOTER_NEWSLETTER.subject}
        from={THANK_YOU_SOURCE.newsletter}
        extraHidden={GUIDE_AUTORESPONSE_FIELD}
        submitLabel={FOOTER_NEWSLETTER.submitLabel}
        submittingLabel={SUBMITTING_LABELS.sending}
        labelledBy="footer-newsletter-heading"
        inverted
        buttonProps={{ variant: 'white', color: 'maple.9', size: 'sm' }}
        header={
          <>
            <Title order={2} fz="lg" c="white" id="footer-newsletter-heading">
              {FOOTER_NEWSLETTER.heading}
            </Title>
            <Text fz="sm" c="#f4ece6">
              {FOOTER_NEWSLETTER.text}
            </Text>
          </>
        }
      >
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
      </LeadForm>
    </FormPartLanguage>
  );
}
