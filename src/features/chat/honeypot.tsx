/** The name of every lead form's honeypot field (docs/spec/SPEC.md §7, `_honey`). */
const HONEYPOT = '_honey';

/**
 * The honeypot of the chat's forms, as every lead form has one: people never see or fill it, a
 * robot that fills every field does, and the form service discards what it sends.
 */
export function Honeypot() {
  return <input type="text" name={HONEYPOT} className="visually-hidden" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />;
}

/** What the form's honeypot holds as it is sent ('' from people), read from the form itself. */
export const honeypotValue = (form: HTMLFormElement): string => {
  const field = form.elements.namedItem(HONEYPOT);
  return field instanceof HTMLInputElement ? field.value : '';
};
