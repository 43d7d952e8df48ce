import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PARTNERSHIPS_PAGE } from '../content/pages/partnerships';
import { PartnershipInquiryForm } from '../features/forms/partnership-inquiry-form';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { CheckIcon } from '../shared/ui/check-icon';
import { FormCard } from '../shared/ui/form-card';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { Column, Columns } from '../shared/ui/layout-grid';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { PARTNERSHIPS_META as meta } from '../content/pages/meta/partnerships';

const FORM_ANCHOR = 'partnership-inquiry';

/**
 * /partnerships (docs/spec/SPEC.md §2.6): the four partner types, how a partnership starts, the
 * 'Partnership Inquiry' form (a native POST with its subject) and the way to the press room.
 */
export default function PartnershipsPage() {
  const page = PARTNERSHIPS_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead}>
        <Group gap="sm">
          <Button size="md" component="a" href={`#${FORM_ANCHOR}`}>
            {page.hero.inquire}
          </Button>
          <Button size="md" variant="outline" component={Link} to={page.press.link.to}>
            {page.press.link.label}
          </Button>
        </Group>
      </PageHero>
      <InfoSections sections={[page.types, page.steps]} words={INFO_PAGE_WORDS} />
      <SectionFrame as="div" id={FORM_ANCHOR} anchorTarget>
        <Columns spacing={40}>
          <Column span={{ base: 12, md: 7 }}>
            <FormCard heading={page.form.heading} headingId="partnership-form-heading" lead={page.form.lead}>
              <PartnershipInquiryForm />
            </FormCard>
          </Column>
          <Column span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <Stack gap="sm" component="section" aria-labelledby="partner-promises-heading">
                <Title order={2} fz="h3" id="partner-promises-heading" c="maple.9">
                  {page.promises.heading}
                </Title>
                <List spacing="sm" icon={<CheckIcon />} center>
                  {page.promises.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Stack>
              <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="partner-press-heading">
                <Stack gap="xs">
                  <Title order={2} fz="h4" id="partner-press-heading" c="maple.9">
                    {page.press.heading}
                  </Title>
                  <Text>{page.press.text}</Text>
                  <Anchor component={Link} to={page.press.link.to} fw={700} underline="always">
                    {page.press.link.label}
                  </Anchor>
                </Stack>
              </Card>
            </Stack>
          </Column>
        </Columns>
      </SectionFrame>
    </>
  );
}
