import '@mantine/core/styles/Radio.css';
import { Alert, Box, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { ConsultationAnswers, ConsultationField } from '../../../machines/consultation-request/consultation-request.rules';
import type { ConsultationRequestView } from '../../../machines/consultation-request/consultation-request.view';
import { CONSULTATION_KINDS } from '../../content/consultation-choices';
import type { ConsultationWords } from '../../content/pages/consultation';
import { loadOncePer } from '../../shared/lib/load-once';
import type { ConsultationServiceNote } from './consultation-service-area';
import { useConsultationWords } from './consultation-words';

export interface StepProps {
  view: ConsultationRequestView;
}

// The request's fields are `required`, not only drawn with an asterisk: a screen reader says
// "required" (they are not in a form until the review, so the browser checks nothing here).

/** A field the refusal on screen is about: Mantine's `error` draws it red and marks it aria-invalid (decision 0045). */
export const isRefused = (view: ConsultationRequestView, field: ConsultationField): true | undefined => view.invalidFields.includes(field) || undefined;

/** The kind of consultation that comes to the home: the one a place not served, or on request, changes. */
const IN_HOME_VISIT: (typeof CONSULTATION_KINDS)[number] = 'In-home visit';

/**
 * The rule, its table and the words of where we serve, in the page's language: fetched once a place
 * outside the city list is chosen, not with the page (each city of the list is served, and the
 * page's first load keeps within its weight).
 */
const serviceAreaOf = loadOncePer(
  (words: ConsultationWords) =>
    Promise.all([import('./consultation-service-area'), words.request.serviceArea()]).then(
      ([rule, said]) =>
        (answers: ConsultationAnswers): ConsultationServiceNote | null =>
          rule.consultationServiceNote(rule.consultationServiceArea(answers), said),
    ),
  (words) => words.request.serviceArea,
);

/** What the request says of the answers' place, once wanted and arrived (null meanwhile, and when there is nothing to say). */
function useServiceNote(answers: ConsultationAnswers, wanted: boolean): ConsultationServiceNote | null {
  const noteOf = serviceAreaOf(useConsultationWords()).useArrived(wanted);
  return wanted && noteOf ? noteOf(answers) : null;
}

/**
 * Where we serve, said where the family is typing or choosing (decision 0082): a polite live region,
 * always there so a change is announced, holding the note or nothing.
 */
function ServiceAreaNote({ note, testId }: { note: ConsultationServiceNote | null; testId: string }) {
  return (
    <Box aria-live="polite" aria-atomic="true" data-testid={testId} data-answer={note?.answer ?? ''}>
      {note && (
        <Stack gap={4}>
          <Text fw={600}>{note.heading}</Text>
          {note.text && <Text>{note.text}</Text>}
        </Stack>
      )}
    </Box>
  );
}

export function WhoAndWhereStep({ view }: StepProps) {
  const t = useConsultationWords().request;
  const a = view.answers;
  // Said once the postal code has the Canadian shape: served, on request, or not served yet.
  const placeNote = useServiceNote(a, view.isOutsideCityList);
  return (
    <Stack gap="md">
      {view.fromVisit.length > 0 && (
        <Alert
          variant="outline"
          color="hearth.9"
          radius="md"
          role="note"
          data-testid="consultation-from-visit"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
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
      <TextInput label={t.languagesLabel} value={a.languages} onChange={(event) => view.setLanguages(event.currentTarget.value)} />
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
          <ServiceAreaNote note={placeNote} testId="consultation-service-area" />
          <Alert
            variant="outline"
            color="hearth.9"
            radius="md"
            role="note"
            data-testid="consultation-outside-note"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {t.outsideNote}
          </Alert>
        </>
      )}
    </Stack>
  );
}

export function KindStep({ view }: StepProps) {
  const t = useConsultationWords().request;
  // An in-home visit chosen for a place on request or not served (never a city of the list): what happens next instead.
  const note = useServiceNote(view.answers, view.isOutsideCityList && view.answers.kind === IN_HOME_VISIT);
  const visitNote = note && note.answer !== 'served' ? note : null;
  return (
    <Stack gap="md">
      <Radio.Group label={t.kindLabel} value={view.answers.kind} onChange={(value) => view.chooseKind(value)} required error={isRefused(view, 'kind')}>
        <Stack gap="sm" mt="xs">
          {t.kinds.map((k) => (
            <Radio key={k} value={k} label={t.kindChoice(k)} description={t.kindDescriptions[k]} />
          ))}
        </Stack>
      </Radio.Group>
      <ServiceAreaNote note={visitNote} testId="consultation-visit-note" />
    </Stack>
  );
}
