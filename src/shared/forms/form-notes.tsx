import { Alert, Anchor, Text } from '@mantine/core';
import { Fragment, type MouseEvent } from 'react';
import { useFormWords } from './form-words';

/** A field the refused form names: its accessible name and, when it has one, its element's id. */
export interface InvalidField {
  name: string;
  id?: string;
}

/** A link to a field moves focus into it (a fragment link alone only scrolls). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * Announced when the browser refuses a submit: names the fields, each a link that takes the
 * visitor to its field (docs/spec/DECISIONS.md "Refused forms"), and keeps what was typed.
 *
 * Spoken once per refusal (decision 0045): the live region is there before any refusal, and each
 * new list of fields is a new summary inserted whole (keyed by the names), so a reader hears the
 * added summary once and never the pieces of an edit. Its title is part of its text (Mantine's
 * `title` would name the alert by the title alone, and its ids change after mounting). In the page's
 * language (`useFormWords`, decision 0068).
 */
export function InvalidSummary({ fields }: { fields: readonly InvalidField[] }) {
  const t = useFormWords().invalidSummary;
  return (
    <div aria-live="polite">
      {fields.length > 0 && (
        <Alert
          key={fields.map((field) => field.name).join('\n')}
          color="red"
          variant="light"
          // The live region around it speaks it; Mantine's default role="alert" would speak it again
          // (a group, not "none": Mantine describes the box by its text, which "none" may not carry).
          role="group"
          data-testid="invalid-summary"
          // Mantine's light-variant red is under 4.5:1 on its tint; this red is 7:1.
          styles={{ message: { color: '#2b211c' } }}
        >
          <Text span display="block" fw={700} fz="inherit" c="#8f1d1d" mb={4}>
            {t.title}
          </Text>{' '}
          {t.lead(fields.length)}
          {fields.map((field, i) => (
            <Fragment key={field.name}>
              {i > 0 && t.separator}
              {field.id ? (
                <Anchor href={`#${field.id}`} onClick={(event) => focusField(event, field.id!)} c="#8f1d1d" underline="always" fz="inherit">
                  {field.name}
                </Anchor>
              ) : (
                field.name
              )}
            </Fragment>
          ))}
          {t.tail(fields.at(-1)?.name ?? '')}
        </Alert>
      )}
    </div>
  );
}
