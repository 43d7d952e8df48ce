import { Anchor, Box, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { INQUIRY_PARAMS } from '../../content/inquiry-link';
import type { VisitWords } from '../../content/visit';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { keepsVisitFacts } from '../../shared/lib/session-store';
import type { ContactPageWords } from '../../content/pages/contact';
import { PageIntro } from '../../shared/ui/page-intro';
import { OfficeStatusBadge } from '../../shared/ui/office-status-badge';
import { SectionFrame } from '../../shared/ui/section-frame';
import { FormCard } from '../../shared/ui/form-card';
import { Column, Columns } from '../../shared/ui/layout-grid';
import { Icon } from '../../shared/ui/icons';
import { ContactForm } from './contact-form';
import type { ContactPrefill } from '../../shared/forms/visit-prefill';

function serviceInquiryFrom(state: unknown): string | undefined {
  const value = (state as { serviceInquiry?: unknown } | null)?.serviceInquiry;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The contact page in either language, given its words: the same form (which posts the same
 * fields), quick contacts, hours and offices. `fromVisit`: what the visit told the site (English
 * words; the French page has none yet).
 */
export function ContactPageView({ page, fromVisit }: { page: ContactPageWords; fromVisit: ContactPrefill | null }) {
  const { state } = useLocation();
  const service = serviceInquiryFrom(state);
  return (
    <>
      <SectionFrame as="div">
        <Stack gap="xl">
          <Stack gap="sm" maw={760}>
            <PageIntro heading={page.heading} lead={page.lead} />
          </Stack>
          <Columns spacing={40}>
            <Column span={{ base: 12, md: 7 }}>
              <FormCard heading={page.formHeading} headingId="contact-form-heading">
                <ContactForm
                  key={service ?? 'none'}
                  formType="Contact Page Inquiry"
                  initialMessage={service ? page.serviceInquiryMessage(service) : ''}
                  fromVisit={fromVisit}
                  words={page.form}
                  asksPlace
                />
              </FormCard>
            </Column>
            <Column span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <Box component="section" aria-labelledby="quick-contact-heading">
                  <Title order={2} fz="h3" id="quick-contact-heading" mb="sm">
                    {page.quickContactHeading}
                  </Title>
                  <List spacing="xs">
                    {page.quickContacts.map((c) => (
                      <List.Item key={c.label}>
                        <Text span fw={600}>
                          {c.label}
                          {page.colon}{' '}
                        </Text>
                        <Anchor href={c.href} {...(c.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                          {c.value}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                  <Text fz="sm" mt="xs">
                    {page.emergencyNote}
                    {page.colonSpace}
                    {page.quickContacts[0].value}
                  </Text>
                </Box>
                <Box component="section" aria-labelledby="hours-heading">
                  <Title order={2} fz="h3" id="hours-heading" mb="sm">
                    {page.hoursHeading}
                  </Title>
                  <List spacing={4}>
                    {page.hours.map((h) => (
                      <List.Item key={h.days}>
                        {h.days}
                        {page.colonSpace}
                        {h.hours}
                      </List.Item>
                    ))}
                    <List.Item>{page.emergencyNote}</List.Item>
                  </List>
                </Box>
                <Box component="section" aria-labelledby="offices-heading">
                  <Title order={2} fz="h3" id="offices-heading" mb="sm">
                    {page.officesHeading}
                  </Title>
                  <Stack gap="sm">
                    {page.offices.map((office) => (
                      <Card key={office.name} withBorder padding="md" data-testid="office" data-status={office.status}>
                        <Group justify="space-between" wrap="nowrap">
                          <Title order={3} fz="md">
                            {office.name}
                          </Title>
                          <OfficeStatusBadge status={office.status} label={office.statusLabel} />
                        </Group>
                        <Text fz="sm">
                          {office.role}, {office.city}
                        </Text>
                        <Text fz="sm" c="dimmed">
                          {office.detail}
                        </Text>
                      </Card>
                    ))}
                  </Stack>
                </Box>
                <Stack gap="xs">
                  <Text>{page.faqLead}</Text>
                  <Anchor component={Link} to={page.faqLink.to} hrefLang={page.faqLink.hrefLang} fw={600}>
                    {page.faqLink.label}
                  </Anchor>
                  <Button component="a" href={page.social.href} target="_blank" rel="noopener noreferrer" variant="outline" w="fit-content">
                    {page.social.label}
                  </Button>
                </Stack>
              </Stack>
            </Column>
          </Columns>
        </Stack>
      </SectionFrame>
      <Button
        component="a"
        href={page.floatingMessage.href}
        target="_blank"
        rel="noopener noreferrer"
        hiddenFrom="sm"
        className="floating-message-button"
        color="hearth.8"
        radius="xl"
        size="md"
        leftSection={<Icon name="send" />}
      >
        {page.floatingMessage.label}
      </Button>
    </>
  );
}

/**
 * What this visit told the site, read once the page has hydrated (the prerendered form has none):
 * a city or language page's link adds its language and city to the visit's facts (decision 0048).
 * The code that reads them is fetched only when there is something to fill in. `loadWords`: the
 * page's words for them when it is not in English (the French ones, ./visit.fr-CA.ts).
 */
export function useContactPrefill(loadWords?: () => Promise<VisitWords>) {
  const [params] = useSearchParams();
  const language = params.get(INQUIRY_PARAMS.language);
  const city = params.get(INQUIRY_PARAMS.city);
  const hydrated = useHydrated();
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    // A tab that keeps no facts of the visit: then not even the code that would look is fetched.
    if (!hydrated || (!language && !city && !keepsVisitFacts())) return;
    let current = true;
    void Promise.all([import('../../shared/forms/visit-prefill'), loadWords?.()]).then(([m, words]) => {
      if (current) setPrefill(m.contactPrefillFromVisit(language, city, words));
    });
    return () => {
      current = false;
    };
  }, [hydrated, language, city, loadWords]);
  return prefill;
}
