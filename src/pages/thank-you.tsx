import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConsultationCalendarOffer } from '../features/consultation/consultation-calendar-offer';
import { readSentFields } from '../shared/forms/lead-draft';
import { leadArrived } from '../shared/forms/lead-arrived';
import { CONSULTATION_CALENDAR_FILE, THANK_YOU_WORDS, type ThankYouWords } from '../content/pages/thank-you';
import type { ConsultationCalendarFileWords } from '../content/consultation';
import { PHONE } from '../content/site';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { SectionFrame } from '../shared/ui/section-frame';
import { CtaActions } from '../shared/ui/cta-actions';
import { TokenThemeIcon } from '../shared/ui/token-theme-icon';
export { THANK_YOU_META as meta } from '../content/pages/meta/thank-you';

/** Form confirmation; its heading follows the `from` parameter that each form puts in `_next`. */
export default function ThankYouPage() {
  return <ThankYouView words={THANK_YOU_WORDS} calendarFile={CONSULTATION_CALENDAR_FILE} />;
}

/**
 * The thank-you page in either language, given its words and, after a consultation request, the
 * words of the calendar file of the times asked for.
 */
function ThankYouView({ words, calendarFile }: { words: ThankYouWords; calendarFile: ConsultationCalendarFileWords }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered HTML cannot know the query string: the message waits, hidden, for hydration.
  const from = hydrated ? (params.get('from') ?? '') : '';
  // Only the table's own entries name a message (`?from=constructor` is none, though its prototype has one).
  const message = (Object.hasOwn(words.bySource, from) ? words.bySource[from] : undefined) ?? words.byDefault;
  // What was sent, said back: only the post that led to this very page, read once and then forgotten.
  const sent = useMemo(() => (hydrated && from ? readSentFields(from) : null), [hydrated, from]);
  // The lead has arrived: its form will say so if the family goes Back to it, and what identifies the
  // family leaves the tab (the next person at a shared computer finds none of it).
  useEffect(() => {
    if (hydrated) leadArrived(from, Date.now());
  }, [hydrated, from]);

  return (
    <SectionFrame as="div" tone="cream" spacing="tall" width="sm">
      <Stack align="center" ta="center" gap="lg" data-testid="thank-you" data-from={from || 'default'} className={hydrated ? undefined : 'awaiting-hydration'}>
        <TokenThemeIcon size={72} radius="xl" color="hearth.7" aria-hidden="true">
          <Text fz={36} c="white" span>
            ✓
          </Text>
        </TokenThemeIcon>
        <Title order={1} c="maple.9">
          {message.heading}
        </Title>
        <Text fz="lg">{message.body}</Text>
        {sent && (
          <Card withBorder radius="md" padding="lg" w="100%" ta="left" component="section" aria-labelledby="sent-echo-heading" data-testid="sent-echo">
            <Title order={2} fz="h4" id="sent-echo-heading" mb="xs">
              {words.sentEcho.heading}
            </Title>
            <dl>
              {sent.map(([name, value], i) => (
                <div key={`${i}-${name}`}>
                  <Text component="dt" fw={700}>
                    {words.sentEcho.labels[name] ?? name}
                  </Text>
                  <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {words.sentEcho.values?.[name]?.[value] ?? value}
                  </Text>
                </div>
              ))}
            </dl>
            <Text size="sm" mt="xs">
              {words.sentEcho.kept}
            </Text>
          </Card>
        )}
        {from === 'consultation' && <ConsultationCalendarOffer words={calendarFile} />}
        <Text>
          {words.callNow.before}
          <a href={PHONE.href}>{PHONE.display}</a>
          {words.callNow.after}
        </Text>
        <CtaActions
          justify="center"
          actions={[
            ...(message.linksGuide ? [{ kind: 'link' as const, ...words.guideLink }] : []),
            { kind: 'link', ...words.links.home },
            { kind: 'link', ...words.links.blog },
          ]}
        />
      </Stack>
    </SectionFrame>
  );
}

/**
 * /fr/merci (decision 0068): where every lead form on a French page leads, with its `from`; this
 * page given the French words, which load from their own chunk, so /thank-you carries none of them.
 */
export async function frenchRoute() {
  const [{ THANK_YOU_WORDS_FR, THANK_YOU_META_FR }, { CONSULTATION_CALENDAR_FILE_FR }] = await Promise.all([
    import('../content/pages/thank-you.fr-CA'),
    import('../content/pages/fr/consultation-calendar-file'),
  ]);
  return { default: () => <ThankYouView words={THANK_YOU_WORDS_FR} calendarFile={CONSULTATION_CALENDAR_FILE_FR} />, meta: THANK_YOU_META_FR };
}
