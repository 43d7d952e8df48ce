import { Checkbox, Text, TextInput, Title } from '@mantine/core';
import { FOOTER_NEWSLETTER, NEWSLETTER_WORDS_EN, THANK_YOU_SOURCE, newsletterLanguageField, type NewsletterWords } from '../../content/forms';
import { guideAutoresponse } from './guide-autoresponse';
import { LeadForm } from '../../shared/forms/lead-form';
import { FormPartLanguage, useFormWords } from '../../shared/forms/form-words';
import { usePageLanguage } from '../../shared/lib/page-language';

/**
 * The footer newsletter: e-mail and the required consent; posts natively like every lead form. It
 * signs up for the edition of its words (the footer's, by the page's language: docs/spec/DECISIONS.md
 * "French pages in French to the end"): on a French page the French edition, in French, its shared
 * words too, posting `Newsletter language: Français`; on the language pages the English edition
 * (`Newsletter language: English`); on English pages as docs/spec/SPEC.md §5 has it. The automatic reply, with
 * the free guide's link, is in the edition's language.
 */
export function FooterNewsletterForm({ words = NEWSLETTER_WORDS_EN }: { words?: NewsletterWords }) {
  return (
    <FormPartLanguage value={words.edition.lang}>
      <NewsletterForm words={words} />
    </FormPartLanguage>
  );
}

function NewsletterForm({ words }: { words: NewsletterWords }) {
  const { submitting } = useFormWords();
  const pageLang = usePageLanguage();
  const extraHidden = { ...guideAutoresponse(words.autoresponse), ...newsletterLanguageField(pageLang, words.edition) };
  return (
    <LeadForm
      testId="footer-newsletter-form"
      subject={FOOTER_NEWSLETTER.subject}
      from={THANK_YOU_SOURCE.newsletter}
      extraHidden={extraHidden}
      submitLabel={words.submitLabel}
      submittingLabel={submitting.sending}
      labelledBy="footer-newsletter-heading"
      inverted
      buttonProps={{ variant: 'white', color: 'maple.9', size: 'sm' }}
      header={
        <>
          <Title order={2} fz="lg" c="white" id="footer-newsletter-heading">
            {words.heading}
          </Title>
          <Text fz="sm" c="#f4ece6">
            {words.text}
          </Text>
        </>
      }
    >
      <TextInput
        id="footer-newsletter-email"
        name="email"
        type="email"
        label={words.emailLabel}
        autoComplete="email"
        required
        styles={{ label: { color: '#ffffff' } }}
      />
      <Checkbox
        id="footer-newsletter-consent"
        name="consent"
        value="yes"
        required
        label={words.consent}
        styles={{ label: { color: '#f4ece6', fontSize: 'var(--mantine-font-size-xs)' } }}
      />
    </LeadForm>
  );
}
