import '@mantine/core/styles/Radio.css';
import { Alert, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import type { ConsultationField } from '../../../machines/consultation-request/consultation-request.rules';
import type { ConsultationRequestView } from '../../../machines/consultation-request/consultation-request.view';
import { useConsultationWords } from './consultation-words';

export interface StepProps {
  view: ConsultationRequestView;
}

// The request's fields are `required`, not only drawn with an asterisk: a screen reader says
// "required" (they are not in a form until the review, so the browser checks nothing here).

/** A field the refusal on screen is about: Mantine's `error` draws it red and marks it aria-invalid (decision 0045). */
export const isRefused = (view: ConsultationRequestView, field: ConsultationField): true | undefined => view.invalidFields.includes(field) || undefined;

export function WhoAndWhereStep({ view }: StepProps) {
  const t = useConsultationWords().request;
  const a = view.answers;
  return (
    <Stack gap="md">
      {view.fromVisit.length > 0 && (
        <Alert variant="outline" color="hearth.9" radius="md" role="note" data-testid="consultation-from-visit" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {/* The facts, then that they can be changed: words that come with the facts (./visit-prefill.ts). */}
          {view.fromVisit.join(' ')}
        </Alert>
      )}
      <Radio.Group
        label={t.relationshipLabel}
        value={a.relationship}
        onChange={(value) => view.chooseRelationship(value)}
        required
        error={isRefused(view, 'relationship')}
      >
        <Group gap="md" mt="xs">
          {t.relationships.map((r) => (
            <Radio key={r} value={r} label={t.relationshipChoice(r)} />
          ))}
        </Group>
      </Radio.Group>
      <NativeSelect
        label={t.cityLabel}
        value={a.city}
        onChange={(event) => view.setCity(event.currentTarget.value)}
        data={[{ value: '', label: t.cityPlaceholder }, ...t.cities.map((c) => ({ value: c, label: t.cityChoice(c) }))]}
        required
        error={isRefused(view, 'city')}
      />
      <TextInput
        label={t.languagesLabel}
        value={a.languages}
        onChange={(event) => view.setLanguages(event.currentTarget.value)}
      />
      {view.isOutsideCityList && (
        <>
          <TextInput
            label={t.postalCodeLabel}
            description={t.postalCodeDescription}
            value={a.postalCode}
            onChange={(event) => view.setPostalCode(event.currentTarget.value)}
            error={view.isPostalCodeMalformed ? t.postalCodeMalformed : isRefused(view, 'postalCode')}
            autoComplete="postal-code"
            maw={240}
            required
          />
          <Alert variant="outline" color="hearth.9" radius="md" role="note" data-testid="consultation-outside-note" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {t.outsideNote}
          </Alert>
        </>
      )}
    </Stack>
  );
}

export function KindStep({ view }: StepProps) {
  const t = useConsultationWords().request;
  return (
    <Radio.Group label={t.kindLabel} value={view.answers.kind} onChange={(value) => view.chooseKind(value)} required error={isRefused(view, 'kind')}>
      <Stack gap="sm" mt="xs">
        {t.kinds.map((k) => (
          <Radio key={k} value={k} label={t.kindChoice(k)} description={t.kindDescriptions[k]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

