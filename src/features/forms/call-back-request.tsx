import { Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BEST_TIMES, CALL_BACK_REQUEST, CALL_BACK_SENT_PARAM, type CallBackWords } from '../../content/call-back';
import { CALLBACK_LANGUAGE_FIELD } from '../../content/callback-language';
import { PHONE } from '../../content/site';
import { GivenFormWords, useFormWords } from '../../shared/forms/form-words';
import { leadArrived } from '../../shared/forms/lead-arrived';
import { CountedTextarea, LeadForm } from '../../shared/forms/lead-form';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { PHONE_FIELD } from '../../shared/forms/phone-field';

export interface CallBackRequestProps {
  words: CallBackWords;
  /** The page's language in English ('Punjabi'), posted as `Preferred language`. */
  language: string;
  /** The page's city as the office reads it ('Montreal'), posted as `City`. */
  city: string;
  /** The page's own path, posted as `page` and returned to with `?sent=call-back`. */
  pagePath: string;
}

/**
 * A language page's call-back request (decision 0080; docs/spec/DECISIONS.md
 * "A call-back request on each language page"): name, phone, best time to call, the language to call in and an optional
 * note, every word in the page's language, the lead forms' shared words included (`GivenFormWords`).
 * What it posts is the office's English. The service sends the family back to the page with
 * `?sent=call-back`, where this part thanks them in their language instead of asking again.
 */
export function CallBackRequest({ words, language, city, pagePath }: CallBackRequestProps) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page cannot know its query: the form shows until hydration says it was sent.
  const sent = hydrated && params.get(CALL_BACK_SENT_PARAM.name) === CALL_BACK_SENT_PARAM.value;
  const form = useFormWords(words.form);
  if (sent) return <CallBackThanks words={words} pagePath={pagePath} />;
  const f = CALL_BACK_REQUEST.fields;
  const languages = Object.entries(words.languages);
  return (
    <GivenFormWords value={words.form}>
      <LeadForm
        testId="call-back-form"
        subject={CALL_BACK_REQUEST.subject}
        from={CALL_BACK_REQUEST.from}
        nextPath={`${pagePath}?${CALL_BACK_SENT_PARAM.name}=${CALL_BACK_SENT_PARAM.value}`}
        submitLabel={words.submit}
        submittingLabel={form.submitting.sending}
        extraHidden={{ [f.preferredLanguage]: language, [f.city]: city, [f.page]: pagePath }}
      >
        <TextInput id="call-back-name" name="name" label={words.name} autoComplete="name" required />
        <TextInput id="call-back-phone" name="phone" {...PHONE_FIELD} label={words.phone} description={words.phoneHint} autoComplete="tel" required />
        <Radio.Group name={f.bestTime} label={words.bestTime} defaultValue="Any time">
          <Group gap="md" mt="xs">
            {BEST_TIMES.map((time) => (
              <Radio key={time} value={time} label={words.bestTimes[time]} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group name={CALLBACK_LANGUAGE_FIELD} label={words.callbackLanguage} defaultValue={languages[0]?.[0]}>
          <Group gap="md" mt="xs">
            {languages.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <CountedTextarea id="call-back-note" name={f.note} label={words.note} rows={3} />
      </LeadForm>
    </GivenFormWords>
  );
}

/** The thank-you in the page's language: what happens next, the phone for sooner, the way back to the page. */
function CallBackThanks({ words, pagePath }: { words: CallBackWords; pagePath: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The lead has arrived: its form will say so on Back, and nothing that identifies the family stays in the tab.
    leadArrived(CALL_BACK_REQUEST.from, Date.now());
    heading.current?.focus();
  }, []);
  const t = words.thanks;
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="call-back-thanks">
      <Stack gap="sm">
        <Title order={3} ref={heading} tabIndex={-1} c="maple.9">
          {t.heading}
        </Title>
        <Text fz="lg">{t.body}</Text>
        <Text>
          <a href={PHONE.href}>{t.callNow}</a>
        </Text>
        <Button component={Link} to={pagePath} variant="outline" w="fit-content">
          {t.back}
        </Button>
      </Stack>
    </Card>
  );
}
