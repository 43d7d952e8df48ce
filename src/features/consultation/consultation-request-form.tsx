import { CONSULTATION_POST } from '../../content/pages/consultation-later';
import type { RequestedWindow } from './consultation-ics';
import { keepRequestedWindows } from './consultation-requested';
import { LeadForm } from '../../shared/forms/lead-form';
import { useConsultationLaterWords } from './consultation-words';

/**
 * The review step's post: a native POST like every lead form (the form-submission machine, the
 * hidden fields, `_next` to /thank-you?from=consultation), with every answer as a hidden field.
 * The times sent are kept in this tab for /thank-you's calendar file.
 */
export function ConsultationRequestForm({
  fields,
  windows,
  mayBeSent,
}: {
  fields: Record<string, string>;
  windows: readonly RequestedWindow[];
  mayBeSent: () => boolean;
}) {
  const t = CONSULTATION_POST;
  const words = useConsultationLaterWords();
  return (
    <LeadForm
      testId="consultation-form"
      subject={t.subject}
      from={t.from}
      submitLabel={words.submitLabel}
      submittingLabel={words.submittingLabel}
      extraHidden={fields}
      labelledBy="consultation-review-heading"
      asksCallbackLanguage
      mayBeSent={mayBeSent}
      onSend={() => keepRequestedWindows(windows)}
    >
      {null}
    </LeadForm>
  );
}
