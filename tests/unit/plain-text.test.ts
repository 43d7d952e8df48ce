// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanTypedText, withoutControlCharacters } from '../../src/shared/forms/plain-text';

describe('what a family typed, as the office reads it', () => {
  it.each([
    ['Weekday mornings', 'Weekday mornings'],
    ['Line one\nLine two\r\n\tindented', 'Line one\nLine two\r\n\tindented'],
    ['a\u0000b\u0007c\u000Bd\u000Ce\u001Bf\u007Fg\u0085h\u009Fi', 'abcdefghi'],
    ['Montréal, H2X 1Y4 ਪੰਜਾਬੀ 中文 العربية 🙂', 'Montréal, H2X 1Y4 ਪੰਜਾਬੀ 中文 العربية 🙂'],
  ])('%j → %j', (typed, posted) => {
    expect(withoutControlCharacters(typed)).toBe(posted);
  });

  it('cleans a form’s text fields in place and leaves the rest alone', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="Ada\u0007 Lovelace">
      <input type="email" name="email" value="ada@example.ca">
      <textarea name="message"></textarea>
      <input type="checkbox" name="box" value="a\u0007">
      <input type="hidden" name="_subject" value="x\u0007">
    </form>`;
    const form = document.querySelector('form')!;
    // A NUL cannot be written in HTML (the parser replaces it): typed, as a paste would.
    form.querySelector('textarea')!.value = 'Hello\u0000\nthere';
    cleanTypedText(form);
    expect([...new FormData(form)].map(([k, v]) => [k, v])).toEqual([
      ['name', 'Ada Lovelace'],
      ['email', 'ada@example.ca'],
      ['message', 'Hello\nthere'],
      ['_subject', 'x\u0007'],
    ]);
  });
});
