import { Text, TextInput } from '@mantine/core';
import { ATTACHMENT_DESCRIPTION, JOB_APPLICATION, SUBMITTING_LABELS } from '../../content/forms';
import { AttachmentField } from './attachment-field';
import { AvailabilityField, LanguagesField, RoleField } from './job-matching-fields';
import { LeadForm } from '../../shared/forms/lead-form';
import { useRoleFromLink } from './use-role-from-link';
import { CardGrid } from '../../shared/ui/layout-grid';
import { PHONE_FIELD } from '../../shared/forms/phone-field';

/**
 * The caregiver job application (docs/spec/SPEC.md §3, §5, §7), mounted in /careers#apply-now. Multipart.
 * Beside the fields of the specification it asks what matching needs: the role applied for
 * (chosen already when the visitor came from a posting's button) and the languages spoken.
 */
export function JobApplicationForm() {
  const f = JOB_APPLICATION.fields;
  // Here, not in the field: this effect runs after the form's own, which applies a kept draft.
  const role = useRoleFromLink();
  return (
    <LeadForm
      testId="job-application-form"
      subject={JOB_APPLICATION.subject}
      from={JOB_APPLICATION.from}
      submitLabel={JOB_APPLICATION.submitLabel}
      submittingLabel={SUBMITTING_LABELS.submitting}
      multipart
    >
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput id="job-name" name="name" label={f.name} autoComplete="name" required />
        <TextInput id="job-email" name="email" type="email" label={f.email} autoComplete="email" required />
        <TextInput id="job-phone" name="phone" {...PHONE_FIELD} label={f.phone} autoComplete="tel" required />
        <TextInput id="job-city" name="City/Area" label={f.city} autoComplete="address-level2" required />
      </CardGrid>
      <RoleField ref={role} />
      <LanguagesField />
      <TextInput id="job-certifications" name="Certifications" label={f.certifications} placeholder={f.certificationsPlaceholder} />
      <AvailabilityField />
      <AttachmentField id="job-attachment" label={f.attachment} description={ATTACHMENT_DESCRIPTION} />
      <Text fz="sm">{JOB_APPLICATION.accommodation}</Text>
    </LeadForm>
  );
}
