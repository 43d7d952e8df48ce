import { TextInput } from '@mantine/core';
import { FRANCHISE_APPLICATION, SUBMITTING_LABELS } from '../../content/forms';
import { AttachmentField } from './attachment-field';
import { CountedTextarea, LeadForm } from '../../shared/forms/lead-form';
import { CardGrid } from '../../shared/ui/layout-grid';
import { PHONE_FIELD } from '../../shared/forms/phone-field';

/** The franchise application at /franchise/apply (docs/spec/SPEC.md §3, §5, §7). Multipart. */
export function FranchiseApplicationForm() {
  const f = FRANCHISE_APPLICATION.fields;
  return (
    <LeadForm
      testId="franchise-application-form"
      subject={FRANCHISE_APPLICATION.subject}
      from={FRANCHISE_APPLICATION.from}
      submitLabel={FRANCHISE_APPLICATION.submitLabel}
      submittingLabel={SUBMITTING_LABELS.submitting}
      multipart
    >
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput id="franchise-name" name="name" label={f.name} autoComplete="name" required />
        <TextInput id="franchise-email" name="email" type="email" label={f.email} autoComplete="email" required />
        <TextInput id="franchise-phone" name="phone" {...PHONE_FIELD} label={f.phone} autoComplete="tel" required />
        <TextInput id="franchise-region" name="Preferred Region" label={f.region} placeholder={f.regionPlaceholder} required />
      </CardGrid>
      <CountedTextarea id="franchise-experience" name="Experience" label={f.experience} placeholder={f.experiencePlaceholder} rows={3} />
      <CountedTextarea id="franchise-message" name="message" label={f.message} rows={4} required />
      <AttachmentField id="franchise-attachment" label={f.attachment} description={f.attachmentDescription} />
    </LeadForm>
  );
}
