import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Fieldset.css';
import { Chip, Fieldset, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QuizAnswers } from '../../../machines/quiz/quiz.rules';
import type { QuizEvent, QuizStep } from '../../../machines/quiz/quiz.machine';
import { HOURS_OF_CARE, MEDICAL_CONDITIONS, QUIZ_LANGUAGES, QUIZ_TEXT, SUPPORT_OPTIONS, WHO_NEEDS_CARE } from '../../content/quiz';
import { CardGrid } from '../../shared/ui/layout-grid';

type Send = (event: QuizEvent) => void;

/** A labelled group of large, keyboard-operable choices (native radios or checkboxes under Mantine Chips). */
function Choices({
  legend,
  name,
  options,
  isChosen,
  onToggle,
  multiple = false,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  isChosen: (option: string) => boolean;
  onToggle: (option: string) => void;
  multiple?: boolean;
}) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Group gap="sm" mt="xs">
        {options.map((option) => (
          <Chip
            key={option}
            name={name}
            type={multiple ? 'checkbox' : 'radio'}
            value={option}
            size="lg"
            color="hearth.8"
            variant="outline"
            checked={isChosen(option)}
            onChange={() => onToggle(option)}
          >
            {option}
          </Chip>
        ))}
      </Group>
    </Fieldset>
  );
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The body of each question step. */
export function QuizStepBody({ step, answers, send }: { step: QuizStep; answers: QuizAnswers; send: Send }): ReactNode {
  const t = QUIZ_TEXT;
  switch (step) {
    case 'whoNeedsCare':
      return (
        <Choices
          legend={t.steps.whoNeedsCare.help}
          name="whoNeedsCare"
          options={WHO_NEEDS_CARE}
          isChosen={(o) => answers.whoNeedsCare === o}
          onToggle={(value) => send({ type: 'ANSWER_WHO', value })}
        />
      );
    case 'supportNeeded':
      return (
        <Choices
          multiple
          legend={t.steps.supportNeeded.help}
          name="supportNeeded"
          options={SUPPORT_OPTIONS}
          isChosen={(o) => answers.supportNeeded.includes(o)}
          onToggle={(option) => send({ type: 'TOGGLE_SUPPORT', option })}
        />
      );
    case 'hoursOfCare':
      return (
        <Choices
          legend={t.steps.hoursOfCare.help}
          name="hoursOfCare"
          options={HOURS_OF_CARE}
          isChosen={(o) => answers.hoursOfCare === o}
          onToggle={(value) => send({ type: 'SET_HOURS', value })}
        />
      );
    case 'medicalCondition':
      return (
        <>
          <Choices
            legend={t.steps.medicalCondition.help}
            name="medicalCondition"
            options={MEDICAL_CONDITIONS}
            isChosen={(o) => answers.medicalCondition === o}
            onToggle={(value) => send({ type: 'SET_CONDITION', value })}
          />
          {answers.medicalCondition === 'Other' && (
            <TextInput
              mt="md"
              label={t.otherConditionLabel}
              value={answers.otherCondition}
              onChange={(e) => send({ type: 'SET_OTHER_CONDITION', text: e.currentTarget.value })}
              maw={420}
            />
          )}
        </>
      );
    case 'location':
      return (
        <TextInput
          label={t.locationLabel}
          placeholder={t.locationPlaceholder}
          value={answers.location}
          onChange={(e) => send({ type: 'SET_LOCATION', value: e.currentTarget.value })}
          autoComplete="postal-code"
          required
          maw={420}
        />
      );
    case 'languages':
      return (
        <Choices
          multiple
          legend={t.steps.languages.help}
          name="languages"
          options={QUIZ_LANGUAGES}
          isChosen={(o) => answers.languages.includes(o)}
          onToggle={(language) => send({ type: 'TOGGLE_LANGUAGE', language })}
        />
      );
    case 'startDate':
      return (
        <TextInput
          type="date"
          label={t.startDateLabel}
          min={today()}
          value={answers.startDate}
          onChange={(e) => send({ type: 'SET_START_DATE', value: e.currentTarget.value })}
          maw={260}
        />
      );
    case 'contact':
      return (
        <CardGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {(['name', 'email', 'phone'] as const).map((field) => (
            <TextInput
              key={field}
              label={t.contactLabels[field]}
              type={field === 'name' ? 'text' : field === 'email' ? 'email' : 'tel'}
              autoComplete={field === 'phone' ? 'tel' : field}
              value={answers.contact[field]}
              onChange={(e) => send({ type: 'SET_CONTACT_FIELD', field, value: e.currentTarget.value })}
              required
            />
          ))}
        </CardGrid>
      );
  }
}
