import { NativeSelect, TextInput } from '@mantine/core';
import { PARTNERSHIPS_PAGE, PARTNER_TYPES } from '../../content/pages/partnerships';
import { ContactForm } from './contact-form';

/**
 * The 'Partnership Inquiry' form at /partnerships (docs/spec/SPEC.md §2.6, §7): the contact form with the
 * partner's organization and the kind of partnership, posted natively like every lead form.
 */
export function PartnershipInquiryForm() {
  const f = PARTNERSHIPS_PAGE.form;
  return (
    <ContactForm
      formType="Partnership Inquiry"
      idPrefix="partnership"
      messagePlaceholder={f.messagePlaceholder}
      extraFields={
        <>
          <TextInput id="partnership-organization" name="Organization" label={f.organization} autoComplete="organization" required />
          <NativeSelect
            id="partnership-type"
            name="Partnership Type"
            label={f.partnerType}
            data={[{ value: '', label: f.partnerTypePlaceholder }, ...PARTNER_TYPES.map((type) => type.title)]}
            defaultValue=""
            required
          />
        </>
      }
    />
  );
}
