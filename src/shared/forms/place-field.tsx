import { Anchor, Box, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { PlaceAnswerWords } from '../../content/service-area-answer';
import { SERVICE_AREA_FIELD } from '../../content/form-basics';
import { loadOncePer } from '../lib/load-once';
import type { PlaceAnswer } from './place-answer';

/** What a place field says and posts, from the text typed: its answer, and the `Service area` the office reads. */
interface PlaceSayer {
  answerOf: (typed: string) => PlaceAnswer | null;
  postedOf: (typed: string) => string;
}

/**
 * The rule, its table and the answer's words in the page's language: fetched once the family first
 * uses the field, not with the page (the table names every city and postal area; the first load
 * keeps within its weight).
 */
const placeSayerOf = loadOncePer((load: () => Promise<PlaceAnswerWords>) =>
  Promise.all([import('./place-answer'), load()]).then(([rule, words]): PlaceSayer => ({
    answerOf: (typed) => rule.placeAnswer(typed, words),
    postedOf: rule.placeServiceAreaField,
  })),
);

/**
 * Where we serve, said under a place field as the family types (decision 0082): a polite live
 * region, always there so each answer is announced; it never stops a send.
 */
export function PlaceAnswerNote({ said, testId }: { said: PlaceAnswer | null; testId: string }) {
  return (
    <Box aria-live="polite" aria-atomic="true" data-testid={testId} data-answer={said?.answer ?? ''} maw={560}>
      {said && (
        <Stack gap={4}>
          <Text fw={said.lines.length > 0 ? 600 : undefined}>{said.heading}</Text>
          {said.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {said.call && (
            <Anchor href={said.call.href} fw={700} underline="always">
              {said.call.label}
            </Anchor>
          )}
        </Stack>
      )}
    </Box>
  );
}

export interface PlaceFieldProps {
  id: string;
  /** The name the place posts under. */
  name: string;
  label: string;
  description: string;
  /** What the visit told of the place (decision 0048), if anything. */
  defaultValue?: string;
  /** The answer's words in the page's language, fetched with the rule. */
  loadWords: () => Promise<PlaceAnswerWords>;
}

/**
 * A family's place in a lead form (the contact form; decision 0086): a city or a postal code, never
 * required. Once the family uses it, the rule says under it whether the place is served, and the
 * form posts `Service area` with the answer as the office reads it
 * (docs/spec/DECISIONS.md "Where we serve"). The field is the browser's own: what was typed before the page's code arrived is read
 * from it once the code runs, and a place the visit filled in is answered at once.
 */
export function PlaceField({ id, name, label, description, defaultValue = '', loadWords }: PlaceFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(defaultValue);
  const [used, setUsed] = useState(defaultValue.trim() !== '');
  useEffect(() => {
    // Typed before the page's code arrived, or filled in from the visit once its facts arrived.
    const value = input.current?.value ?? '';
    if (value !== '') {
      setTyped(value);
      setUsed(true);
    }
  }, [defaultValue]);
  const sayer = placeSayerOf(loadWords).useArrived(used);
  return (
    <Stack gap="xs">
      <TextInput
        ref={input}
        id={id}
        name={name}
        label={label}
        description={description}
        defaultValue={defaultValue}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setUsed(true);
        }}
      />
      <PlaceAnswerNote said={sayer ? sayer.answerOf(typed) : null} testId={`${id}-answer`} />
      {sayer && <input type="hidden" name={SERVICE_AREA_FIELD} value={sayer.postedOf(typed)} />}
    </Stack>
  );
}
