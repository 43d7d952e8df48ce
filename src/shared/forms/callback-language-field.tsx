import { NativeSelect } from '@mantine/core';
import { CALLBACK_LANGUAGE_FIELD, CALLBACK_LANGUAGE_LABEL, CALLBACK_LANGUAGES, callbackLanguageOf } from '../../content/callback-language';
import { FRENCH_LANG } from '../../content/french-paths';
import { usePageLanguage } from '../lib/page-language';

/**
 * "Language to call you in" (docs/spec/DECISIONS.md "Callback language"): the language a family
 * wants the call back in, apart from the languages asked of a caregiver, posted as `Callback
 * language`. It starts at the page's language; each language is named in itself.
 */
export function CallbackLanguageField({ id }: { id: string }) {
  const lang = usePageLanguage();
  return (
    <NativeSelect
      id={id}
      name={CALLBACK_LANGUAGE_FIELD}
      label={lang === FRENCH_LANG ? CALLBACK_LANGUAGE_LABEL.fr : CALLBACK_LANGUAGE_LABEL.en}
      defaultValue={callbackLanguageOf(lang)}
    >
      {CALLBACK_LANGUAGES.map((l) => (
        <option key={l.value} value={l.value} lang={l.lang}>
          {l.label}
        </option>
      ))}
    </NativeSelect>
  );
}
