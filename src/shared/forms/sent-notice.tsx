import { Alert } from '@mantine/core';
import { use } from 'react';
import type { FormSubmissionView } from '../../../machines/form-submission/form-submission.view';
import { wallClockAsUtc } from '../../../machines/shared/wall-clock';
import { FRENCH_LANG } from '../../content/french-paths';
import { SENT_WORDS_EN, type SentWords } from '../../content/sent-words';
import { SENT_WORDS_FR } from '../../content/sent-words.fr-CA';
import { OFFICE_TIME_ZONE } from '../../content/site';
import { usePageLanguage } from '../lib/page-language';
import { FormPartLanguage, useFormWords } from './form-words';

/**
 * What a form says of a request it sent before (docs/spec/DECISIONS.md "One lead per submission",
 * decision 0091), in the form's language: the words its page gives (a language page's call-back
 * request), else the French or the English ones. This module is fetched when a form has sent
 * something (./lead-form.tsx), not with the form: the words come with it.
 */
function useSentWords(): SentWords {
  const given = useFormWords().sent;
  const part = use(FormPartLanguage);
  const page = usePageLanguage();
  return given ?? ((part ?? page) === FRENCH_LANG ? SENT_WORDS_FR : SENT_WORDS_EN);
}

/** The button's words once a post may have arrived ("Send It Again") or has ("Start a New Request"). */
export function SentLabel({ which }: { which: 'sendAgain' | 'startNew' }) {
  return useSentWords()[which];
}

/**
 * No answer yet (it may still arrive), sent at a time with no word that it arrived, or sent at a
 * time and arrived; the time on the office's clock, its zone named, as every time the site says
 * (the family may be in Calgary).
 *
 * Spoken when it appears: the live region around it (./lead-form.tsx) is there before any notice,
 * and each notice is inserted whole (keyed by its kind), as the refused form's summary is (decision 0045).
 */
export function SentNotice({ sent }: { sent: NonNullable<FormSubmissionView['sent']> }) {
  const t = useSentWords();
  const wall = new Date(wallClockAsUtc(sent.at, OFFICE_TIME_ZONE));
  const clock = t.clock(wall.getUTCHours(), wall.getUTCMinutes());
  const text = sent.notice === 'noAnswer' ? t.noAnswer : sent.notice === 'unconfirmed' ? t.unconfirmed(clock) : t.reachedOffice(clock);
  return (
    <Alert
      key={sent.notice}
      color={sent.notice === 'reachedOffice' ? 'green' : 'yellow'}
      variant="light"
      // The live region speaks it; Mantine's default role="alert" would speak it twice.
      role="group"
      data-testid="sent-notice"
      data-notice={sent.notice}
      // Mantine's light tints are pale: the text is the site's dark brown, over 12:1 on either.
      styles={{ message: { color: '#2b211c' } }}
    >
      {text}
    </Alert>
  );
}
