/**
 * What a family typed, as the office should read it (control characters once reached the
 * office): control characters go, except the line breaks and tabs a message may hold. Pasted text
 * sometimes carries them (a NUL, a vertical tab, a bell, the C1 range); nobody means them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is what this rule is for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTERS, '');

/** Cleans every text field of a form in place, just before the browser posts it. */
export function cleanTypedText(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (element instanceof HTMLInputElement && !['text', 'email', 'tel', 'search', 'url', ''].includes(element.type)) continue;
    const clean = withoutControlCharacters(element.value);
    if (clean !== element.value) element.value = clean;
  }
}
