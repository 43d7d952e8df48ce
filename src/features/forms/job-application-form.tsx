import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ATTACHMENT_DESCRIPTION, AVAILABILITY_OPTIONS, FORM_ENDPOINT, JOB_APPLICATION, SUBMITTING_LABELS } from '../../content/forms';
import { AttachmentField } from './attachment-field';
import { FormPurpose, InvalidSummary } from './form-notes';
import { FormHiddenFields } from './hidden-fields';
import { useFormSubmission } from './use-form-submission';

/** The caregiver job application (SPEC.md 3, 5, 7), mounted in /careers#apply-now. Multipart. */
export function JobApplicationForm() {
  const { submitting, invalidFields, formProps } = useFormSubmission();
  const f = JOB_APPLICATION.fields;
  return (
    <form action={FORM_ENDPOINT} method="POST" encType="multipart/form-data" data-testid="job-application-form" {...formProps}>
      <FormHiddenFields subject={JOB_APPLICATION.subject} from={JOB_APPLICATION.from} />
      <Stack gap="sm">
        <InvalidSummary fields={invalidFields} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput id="job-name" name="name" label={f.name} autoComplete="name" required />
          <TextInput id="job-email" name="email" type="email" label={f.email} autoComplete="email" required />
          <TextInput id="job-phone" name="phone" type="tel" label={f.phone} autoComplete="tel" required />
          <TextInput id="job-city" name="City/Area" label={f.city} autoComplete="address-level2" required />
        </SimpleGrid>
        <TextInput id="job-certifications" name="Certifications" label={f.certifications} placeholder={f.certificationsPlaceholder} />
        <Radio.Group name="Availability" label={f.availability} defaultValue={JOB_APPLICATION.defaultAvailability}>
          <Group gap="lg" mt={6}>
            {AVAILABILITY_OPTIONS.map((option) => (
              <Radio key={option} value={option} label={option} id={`job-availability-${option}`} />
            ))}
          </Group>
        </Radio.Group>
        <AttachmentField id="job-attachment" label={f.attachment} description={ATTACHMENT_DESCRIPTION} />
        <Text fz="sm">{JOB_APPLICATION.accommodation}</Text>
        <Button type="submit" size="md" disabled={submitting} w="fit-content">
          {submitting ? SUBMITTING_LABELS.submitting : JOB_APPLICATION.submitLabel}
        </Button>
        <FormPurpose />
      </Stack>
    </form>
  );
}
