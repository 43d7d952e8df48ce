import { describe, expect, it } from 'vitest';
import { CALLBACK_LANGUAGES, callbackLanguageOf } from '../../src/content/callback-language';

describe('the language to call a family back in (docs/spec/DECISIONS.md "Callback language")', () => {
  it('offers English, French and the five language pages’ languages, each named in itself, posted in English', () => {
    expect(CALLBACK_LANGUAGES.map((l) => [l.value, l.label, l.lang])).toEqual([
      ['English', 'English', 'en-CA'],
      ['French', 'Français', 'fr-CA'],
      ['Punjabi', 'ਪੰਜਾਬੀ', 'pa'],
      ['Tagalog', 'Tagalog', 'tl'],
      ['Hindi', 'हिन्दी', 'hi'],
      ['Mandarin', '中文', 'zh-Hans'],
      ['Arabic', 'العربية', 'ar'],
    ]);
  });

  it('starts at the page’s language: French on a French page, Punjabi on the Punjabi page, English elsewhere', () => {
    expect(callbackLanguageOf('fr-CA')).toBe('French');
    expect(callbackLanguageOf('pa')).toBe('Punjabi');
    expect(callbackLanguageOf('ar')).toBe('Arabic');
    expect(callbackLanguageOf('en-CA')).toBe('English');
    expect(callbackLanguageOf(undefined)).toBe('English');
    expect(callbackLanguageOf('de')).toBe('English');
  });
});
