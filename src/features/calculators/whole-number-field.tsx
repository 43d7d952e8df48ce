import '@mantine/core/styles/Slider.css';
import { Slider, Stack, TextInput } from '@mantine/core';

export interface WholeNumberFieldProps {
  id: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  /** The last valid value: where the slider sits. */
  value: number;
  /** What the number box shows: the visitor's own text, even when refused. */
  text: string;
  /** The refusal message, or null while the value is accepted. */
  error: string | null;
  /** Sends what the field now holds, as text (the machine decides whether it is in range). */
  onChange: (text: string) => void;
  /** Formats the slider's value for its tooltip and for screen readers ("20 hours"). */
  valueText: (value: number) => string;
}

/**
 * A whole number from a range, typed in a box or set with the slider under it (docs/spec/SPEC.md §5
 * "Calculators"). The box accepts anything a visitor types so the machine can refuse it with a
 * message (Mantine ties the hint and the message to the box); the slider stays on the last valid
 * value. A text box with the phone's number pad, not Mantine's NumberInput: the machine already
 * refuses what is not a whole number in range, and NumberInput's formatting library was the
 * heaviest code both calculator pages fetched (12.8 KB gzipped, decision 0025).
 */
export function WholeNumberField({ id, label, hint, min, max, value, text, error, onChange, valueText }: WholeNumberFieldProps) {
  return (
    <Stack gap="sm">
      <TextInput
        id={`${id}-box`}
        label={label}
        description={hint}
        error={error}
        errorProps={{ 'data-testid': `${id}-error` }}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        styles={{ input: { maxWidth: 120 } }}
      />
      <Slider
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(next) => onChange(String(next))}
        label={valueText}
        thumbLabel={label}
        thumbProps={{ 'aria-valuetext': valueText(value) }}
        color="maple.8"
        mb="xs"
        data-testid={`${id}-slider`}
      />
    </Stack>
  );
}
