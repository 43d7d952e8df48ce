import { List, Text, Title } from '@mantine/core';
import { CARE_PLAN_REQUEST, SUBMITTING_LABELS } from '../../content/forms';
import type { CarePlanRequestWords } from '../../content/quiz';
import { LeadForm } from '../../shared/forms/lead-form';

/**
 * 'Send My Plan to a Care Advisor' on the quiz results (docs/spec/DECISIONS.md "Leads are never dropped"):
 * a native POST like every lead form, whose fields (contact details, answers, plan) the quiz
 * gives as hidden fields. It shows whom the care team will contact, and sends only when pressed.
 * Its words are the page's (`words`, decision 0067); its subject and fields are the same in every language.
 */
export function CarePlanRequestForm({
  fields,
  words: t = { ...CARE_PLAN_REQUEST, submittingLabel: SUBMITTING_LABELS.sending },
}: {
  fields: Record<string, string>;
  words?: CarePlanRequestWords;
}) {
  return (
    <LeadForm
      testId="care-plan-form"
      subject={CARE_PLAN_REQUEST.subject}
      from={CARE_PLAN_REQUEST.from}
      submitLabel={t.submitLabel}
      submittingLabel={t.submittingLabel}
      extraHidden={fields}
      labelledBy="care-plan-form-heading"
      asksCallbackLanguage
      header={
        <>
          <Title order={4} id="care-plan-form-heading">
            {t.heading}
          </Title>
          <Text>{t.lead}</Text>
          <Text size="sm">{t.sendsTo}</Text>
          <List size="sm" spacing={2} data-testid="care-plan-contact">
            <List.Item>{fields.name}</List.Item>
            <List.Item>{fields.email}</List.Item>
            <List.Item>{fields.phone}</List.Item>
          </List>
        </>
      }
    >
      {null}
    </LeadForm>
  );
}
