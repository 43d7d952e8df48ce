import { CONSULTATION_REQUEST } from '../../content/pages/consultation';
import { SUBMITTING_LABELS } from '../../content/forms';
import { LeadForm } from './lead-form';

/**
 * The review step's post: a native POST like every lead form (the form-submission machine, the
 * hidden fields, `_next` to /thank-you?from=consultation), with every answer as a hidden field.
 */
export function ConsultationRequestForm({ fields }: { fields: Record<string, string> }) {
  const t = CONSULTATION_REQUEST;
  return (
    <LeadForm
      testId="consultation-form"
      subject={t.subject}
      from={t.from}
      submitLabel={t.submitLabel}
      submittingLabel={SUBMITTING_LABELS.sending}
      extraHidden={fields}
      labelledBy="consultation-review-heading"
    >
      {null}
    </LeadForm>
  );
}
