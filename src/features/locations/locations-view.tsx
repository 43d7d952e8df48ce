import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LocationsWords } from '../../content/locations/locations-words';
import { LANGUAGES_SECTION_ID } from '../../content/navigation';
import type { OfficeStatus } from '../../content/offices';
import { PageHero } from '../../shared/ui/page-hero';
import { OfficeStatusBadge } from '../../shared/ui/office-status-badge';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CardGrid } from '../../shared/ui/layout-grid';
import { LocationsDirectory, type DirectoryCity } from './locations-directory';

/** An office card's words in the page's language. */
export interface LocationsOffice {
  name: string;
  city: string;
  role: string;
  detail: string;
  status: OfficeStatus;
}

/** A language page on /locations: its link (in its language), and its twins' in English and, for Montreal, French. */
export interface LocationsLanguagePage {
  path: string;
  lang: string;
  label: string;
  english: { path: string; hrefLang?: string };
  french?: { path: string; hrefLang?: string };
}

/**
 * /locations in one language (/locations, /fr/emplacements; docs/spec/DECISIONS.md "/locations"):
 * every city page by province with a filter, the offices, the language pages; only the words differ.
 */
export function LocationsView({
  words,
  cities,
  offices,
  languages,
}: {
  words: LocationsWords;
  cities: readonly DirectoryCity[];
  offices: readonly LocationsOffice[];
  languages: readonly LocationsLanguagePage[];
}) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} heading={words.hero.heading} lead={words.hero.lead} />
      <SectionFrame aria-labelledby="locations-cities-heading" width="lg">
        <Stack gap="lg">
          <Title order={2} id="locations-cities-heading" c="maple.9">
            {words.citiesHeading}
          </Title>
          <LocationsDirectory cities={cities} words={words} />
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="locations-offices-heading" tone="cream">
        <Stack gap="lg">
          <Title order={2} id="locations-offices-heading" c="maple.9">
            {words.officesHeading}
          </Title>
          <CardGrid component="ul" className="plain-list" cols={{ base: 1, md: 3 }} spacing="lg" data-testid="locations-offices">
            {offices.map((office) => (
              <Card component="li" key={office.name} withBorder radius="lg" padding="lg">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start">
                    <Title order={3} fz="h4">
                      {office.name}
                    </Title>
                    <OfficeStatusBadge status={office.status} label={words.officeStatus[office.status]} />
                  </Group>
                  <Text fw={600}>{office.city}</Text>
                  <Text size="sm">{office.role}</Text>
                  <Text size="sm" c="gray.7">
                    {office.detail}
                  </Text>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="locations-languages-heading" id={LANGUAGES_SECTION_ID} anchorTarget>
        <Stack gap="md">
          <Title order={2} id="locations-languages-heading" c="maple.9">
            {words.languagesHeading}
          </Title>
          <Text>{words.languagesIntro}</Text>
          <Stack component="ul" gap={6} className="plain-list" data-testid="locations-languages">
            {languages.map((p) => (
              <li key={p.path}>
                {/* Each page is in its language (decision 0051): the link says which, and its twins are beside it. */}
                <Anchor component={Link} to={p.path} fw={600} underline="always" hrefLang={p.lang}>
                  {p.label}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={p.english.path} hrefLang={p.english.hrefLang} underline="always">
                  {words.languagesInEnglish}
                  <span className="visually-hidden">: {p.label}</span>
                </Anchor>
                {p.french && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={p.french.path} hrefLang={p.french.hrefLang} underline="always">
                      {words.languagesInFrench}
                      <span className="visually-hidden">: {p.label}</span>
                    </Anchor>
                  </>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      </SectionFrame>
    </>
  );
}
