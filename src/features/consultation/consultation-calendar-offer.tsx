import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ConsultationCalendarFileWords } from '../../content/consultation';
import { requestedWindows } from './consultation-requested';

/**
 * /thank-you?from=consultation: the preferred times just sent, and a calendar file holding them
 * as tentative events (./consultation-ics.ts, whose iCalendar library loads only on the press), in
 * the words the page gives (English: src/content/pages/thank-you.ts; /fr/merci:
 * src/content/pages/fr/consultation-calendar-file.ts); the times are listed as the request's page wrote them.
 */
export function ConsultationCalendarOffer({ words: f }: { words: ConsultationCalendarFileWords }) {
  const [windows] = useState(requestedWindows);
  const [status, setStatus] = useState<'ready' | 'preparing' | 'failed'>('ready');
  if (windows.length === 0) return null;

  const download = async () => {
    setStatus('preparing');
    try {
      const { consultationIcs } = await import('./consultation-ics');
      const file = new Blob([consultationIcs(windows, new Date(), f)], { type: 'text/calendar;charset=utf-8' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = f.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Stack gap="sm" align="center" data-testid="consultation-calendar-offer" aria-labelledby="consultation-calendar-heading" component="section">
      <Title order={2} fz="h4" id="consultation-calendar-heading">
        {f.heading}
      </Title>
      <Text size="sm" fw={600}>
        {f.timesHeading}
      </Text>
      <List size="sm" spacing={4} ta="left">
        {windows.map((w) => (
          <List.Item key={w.startIso}>{w.words}</List.Item>
        ))}
      </List>
      <Text size="sm">{f.lead}</Text>
      <Button variant="outline" onClick={download} disabled={status === 'preparing'}>
        {status === 'preparing' ? f.preparing : f.button}
      </Button>
      <div aria-live="polite">
        {status === 'failed' && (
          <Alert color="red" variant="light" role="group">
            {f.failed}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
