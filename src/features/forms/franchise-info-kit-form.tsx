import { TextInput } from '@mantine/core';
import { FRANCHISE_PAGE } from '../../content/pages/franchise';
import { ContactForm } from './contact-form';

/**
 * The 'Request Your Free Info Kit' form at /franchise#franchise-inquiry (docs/spec/SPEC.md §2.6, §7): the
 * contact form of type 'Franchise Info Kit Request', with the region the prospect has in mind, and
 * the e-mail address required: the kit is sent there.
 */
export function FranchiseInfoKitForm() {
  const f = FRANCHISE_PAGE.inquiry;
  return (
    <ContactForm
      formType="Franchise Info Kit Request"
      idPrefix="franchise-info-kit"
      messagePlaceholder={f.messagePlaceholder}
      requiredEmail={f.email}
      extraFields={<TextInput id="franchise-info-kit-region" name="Preferred Region" label={f.region} placeholder={f.regionPlaceholder} />}
    />
  );
}
