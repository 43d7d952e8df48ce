import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CITIES, cityPath } from '../content/cities';
import { LANGUAGE_PAGE_META, englishTwinPath } from '../content/locations/meta';
import { LANGUAGES_SECTION_ID } from '../content/navigation';
import { OFFICES, officeDetail } from '../content/offices';
import { LOCATIONS_PAGE } from '../content/pages/locations';
import { LocationsDirectory } from '../features/locations/locations-directory';
import { PageHero } from '../shared/ui/page-hero';
import { OfficeStatusBadge } from '../shared/ui/office-status-badge';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid } from '../shared/ui/layout-grid';
export { LOCATIONS_META as meta } from '../content/pages/meta/locations';

const DIRECTORY = CITIES.map((c) => ({ city: c.city, province: c.province, path: cityPath(c) }));

/** /locations (docs/spec/DECISIONS.md "/locations"): every city page by province with a filter, the offices, the language pages. */
export default function LocationsPage() {
  const page = LOCATIONS_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="locations-cities-heading" width="lg">
        <Stack gap="lg">
          <Title order={2} id="locations-cities-heading" c="maple.9">
            {page.citiesHeading}
          </Title>
          <LocationsDirectory cities={DIRECTORY} />
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="locations-offices-heading" tone="cream">
        <Stack gap="lg">
          <Title order={2} id="locations-offices-heading" c="maple.9">
            {page.officesHeading}
          </Title>
          <CardGrid component="ul" className="plain-list" cols={{ base: 1, md: 3 }} spacing="lg" data-testid="locations-offices">
            {OFFICES.map((office) => (
              <Card component="li" key={office.name} withBorder radius="lg" padding="lg">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start">
                    <Title order={3} fz="h4">
                      {office.name}
                    </Title>
                    <OfficeStatusBadge status={office.status} />
                  </Group>
                  <Text fw={600}>{office.city}</Text>
                  <Text size="sm">{office.role}</Text>
                  <Text size="sm" c="gray.7">
                    {officeDetail(office)}
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
            {page.languagesHeading}
          </Title>
          <Text>{page.languagesIntro}</Text>
          <Stack component="ul" gap={6} className="plain-list" data-testid="locations-languages">
            {LANGUAGE_PAGE_META.map((p) => (
              <li key={p.path}>
                {/* Each page is in its language (decision 0051): the link says which, and its English twin is beside it. */}
                <Anchor component={Link} to={p.path} fw={600} underline="always" hrefLang={p.lang}>
                  {p.label}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={englishTwinPath(p.path)} underline="always">
                  {page.languagesInEnglish}
                  <span className="visually-hidden">: {p.label}</span>
                </Anchor>
              </li>
            ))}
          </Stack>
        </Stack>
      </SectionFrame>
    </>
  );
}
