import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Fieldset.css';
import { Chip, Fieldset, Group, Progress, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QuizAnswers } from '../../../machines/quiz/quiz.rules';
import type { QuizStep } from '../../../machines/quiz/quiz.machine';
import { visitorToday, type QuizView } from '../../../machines/quiz/quiz.view';
import { HOURS_OF_CARE, MEDICAL_CONDITIONS, QUIZ_LANGUAGES, SUPPORT_OPTIONS, WHO_NEEDS_CARE, type ChoiceLabels, type QuizWords } from '../../content/quiz';
import { CardGrid } from '../../shared/ui/layout-grid';
import { loadOncePer } from '../../shared/lib/load-once';
import { placeAnswer } from '../../shared/forms/place-answer';
import { PlaceAnswerNote } from '../../shared/forms/place-field';

/** The view model's answer actions, one per question. */
type QuizAnswerActions = Pick<
  QuizView,
  | 'chooseWhoNeedsCare'
  | 'setSupport'
  | 'chooseHours'
  | 'chooseCondition'
  | 'describeOtherCondition'
  | 'setLocation'
  | 'setLanguage'
  | 'setStartDate'
  | 'setContactField'
  | 'contactProblems'
>;

/** A labelled group of large, keyboard-operable choices (native radios or checkboxes under Mantine Chips). */
function Choices<Value extends string>({
  legend,
  name,
  options,
  labels,
  isChosen,
  onChoose,
  multiple = false,
}: {
  legend: string;
  name: string;
  /** The values posted (the machine's, English), each shown in the page's words. */
  options: readonly Value[];
  labels: ChoiceLabels<Value>;
  isChosen: (option: string) => boolean;
  /** The option and whether its chip was left checked (a radio's is always checked when it changes). */
  onChoose: (option: string, checked: boolean) => void;
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
            onChange={(checked) => onChoose(option, checked)}
          >
            {labels[option]}
          </Chip>
        ))}
      </Group>
    </Fieldset>
  );
}

/** How far along the quiz is, named by the step's label ("Step 3 of 8", quiz-progress-label). */
export function QuizProgressBar({ value }: { value: number }) {
  return (
    // Mantine puts role="progressbar" on the section, so the name goes there.
    <Progress.Root size="lg">
      <Progress.Section value={value} color="hearth.8" aria-labelledby="quiz-progress-label" />
    </Progress.Root>
  );
}

/** Each language's words of where we serve, fetched once, when the location step first shows. */
const locationAnswerWords = loadOncePer(
  (words: QuizWords) => words.loadLocationAnswer(),
  (words) => words.loadLocationAnswer,
);

/** Where we serve, said under the location field as the family types (decision 0082); it never refuses Next (a location given is enough). */
function LocationAnswer({ location, words }: { location: string; words: QuizWords }) {
  const answerWords = locationAnswerWords(words).useArrived(true);
  return <PlaceAnswerNote said={answerWords ? placeAnswer(location, answerWords) : null} testId="quiz-location-answer" />;
}

/** The body of each question step. */
export function QuizStepBody({
  step,
  answers,
  view,
  refused = false,
  words: t,
}: {
  step: QuizStep;
  answers: QuizAnswers;
  view: QuizAnswerActions;
  /** Next was refused on this step: a required text field still empty, or a contact field not what it asks, is marked invalid (red, and aria-invalid; decision 0045). */
  refused?: boolean;
  /** The page's words (decision 0067). */
  words: QuizWords;
}): ReactNode {
  const invalidIfEmpty = (value: string) => (refused && value.trim() === '') || undefined;
  switch (step) {
    case 'whoNeedsCare':
      return (
        <Choices
          legend={t.steps.whoNeedsCare.help}
          name="whoNeedsCare"
          options={WHO_NEEDS_CARE}
          labels={t.choices.whoNeedsCare}
          isChosen={(o) => answers.whoNeedsCare === o}
          onChoose={(value) => view.chooseWhoNeedsCare(value)}
        />
      );
    case 'supportNeeded':
      return (
        <Choices
          multiple
          legend={t.steps.supportNeeded.help}
          name="supportNeeded"
          options={SUPPORT_OPTIONS}
          labels={t.choices.supportNeeded}
          isChosen={(o) => answers.supportNeeded.includes(o)}
          onChoose={(option, checked) => view.setSupport(option, checked)}
        />
      );
    case 'hoursOfCare':
      return (
        <Choices
          legend={t.steps.hoursOfCare.help}
          name="hoursOfCare"
          options={HOURS_OF_CARE}
          labels={t.choices.hoursOfCare}
          isChosen={(o) => answers.hoursOfCare === o}
          onChoose={(value) => view.chooseHours(value)}
        />
      );
    case 'medicalCondition':
      return (
        <>
          <Choices
            legend={t.steps.medicalCondition.help}
            name="medicalCondition"
            options={MEDICAL_CONDITIONS}
            labels={t.choices.medicalCondition}
            isChosen={(o) => answers.medicalCondition === o}
            onChoose={(value) => view.chooseCondition(value)}
          />
          {answers.medicalCondition === 'Other' && (
            <TextInput
              mt="md"
              label={t.otherConditionLabel}
              value={answers.otherCondition}
              onChange={(e) => view.describeOtherCondition(e.currentTarget.value)}
              maw={420}
            />
          )}
        </>
      );
    case 'location':
      return (
        <Stack gap="sm">
          <TextInput
            label={t.locationLabel}
            placeholder={t.locationPlaceholder}
            value={answers.location}
            onChange={(e) => view.setLocation(e.currentTarget.value)}
            autoComplete="postal-code"
            required
            error={invalidIfEmpty(answers.location)}
            maw={420}
          />
          <LocationAnswer location={answers.location} words={t} />
        </Stack>
      );
    case 'languages':
      return (
        <Choices
          multiple
          legend={t.steps.languages.help}
          name="languages"
          options={QUIZ_LANGUAGES}
          labels={t.choices.languages}
          isChosen={(o) => answers.languages.includes(o)}
          onChoose={(language, checked) => view.setLanguage(language, checked)}
        />
      );
    case 'startDate':
      return (
        <TextInput
          type="date"
          label={t.startDateLabel}
          min={visitorToday()}
          value={answers.startDate}
          // Refused only for a date before today (the field is optional): said under it, read with it.
          error={refused ? t.startDateTooEarly : undefined}
          onChange={(e) => view.setStartDate(e.currentTarget.value)}
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
              onChange={(e) => view.setContactField(field, e.currentTarget.value)}
              required
              error={(refused && view.contactProblems[field] !== null) || undefined}
            />
          ))}
        </CardGrid>
      );
  }
}
