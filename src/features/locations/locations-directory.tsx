import { Anchor, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { LOCATIONS_QUERY } from '../../content/pages/locations';
import type { LocationsWords } from '../../content/locations/locations-words';
import { CardGrid } from '../../shared/ui/layout-grid';
import { locationsSearch, type DirectoryCity } from './locations-search';

export type { DirectoryCity };

/** The cities grouped by province, provinces in the order they first appear. */
function byProvince(cities: readonly DirectoryCity[]): [string, DirectoryCity[]][] {
  const groups = new Map<string, DirectoryCity[]>();
  for (const c of cities) groups.set(c.province, [...(groups.get(c.province) ?? []), c]);
  return [...groups.entries()];
}

/**
 * Every city page, grouped by province, with a search box: a city, a postal code or a province
 * (case- and accent-insensitive). It answers whether the place is served, on request or not served
 * (`locationsSearch`), and lists the cities that match. The query lives in the URL (`?q=`), so it
 * survives reload and can be shared; the prerendered page shows every city. The answer, or the
 * count, is announced politely.
 */
export function LocationsDirectory({ cities, words }: { cities: readonly DirectoryCity[]; words: LocationsWords }) {
  const t = words.filter;
  const [params, setParams] = useSearchParams();
  // The prerendered page (and the first client render, which must match it) shows every city.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get(LOCATIONS_QUERY) ?? '') : '';
  const { shown, answer } = locationsSearch(query, cities, words.answer);

  const setQuery = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(LOCATIONS_QUERY, value);
    else next.delete(LOCATIONS_QUERY);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="lg" data-testid="locations-directory">
      <TextInput
        label={t.label}
        placeholder={t.placeholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        maw={520}
        rightSection={query ? <CloseButton aria-label={t.reset} onClick={() => setQuery('')} /> : null}
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="locations-count">
        {answer ? answer.sentence : t.count(shown.length, cities.length)}
      </VisuallyHidden>
      {answer && (
        <Card withBorder radius="lg" padding="xl" data-testid="locations-answer" data-answer={answer.answer}>
          <Stack gap="sm" align="flex-start">
            <Title order={3}>{answer.heading}</Title>
            <Text>{answer.text}</Text>
            {answer.actions && (
              <Group gap="lg">
                <Anchor href={answer.actions.call.href} fw={700} underline="always">
                  {answer.actions.call.label}
                </Anchor>
                <Anchor component={Link} to={answer.actions.ask.to} hrefLang={answer.actions.ask.hrefLang} fw={700} underline="always">
                  {answer.actions.ask.label}
                </Anchor>
              </Group>
            )}
            <Button variant="outline" onClick={() => setQuery('')}>
              {t.reset}
            </Button>
          </Stack>
        </Card>
      )}
      {shown.length > 0 && (
        <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
          {byProvince(shown).map(([province, group]) => (
            <section key={province} aria-labelledby={`province-${province.replace(/\s+/g, '-').toLowerCase()}`}>
              <Title order={3} fz="h4" id={`province-${province.replace(/\s+/g, '-').toLowerCase()}`} c="maple.9" mb="xs">
                {province}
              </Title>
              <Stack component="ul" gap={6} className="plain-list">
                {group.map((c) => (
                  <li key={c.path}>
                    <Anchor
                      component={Link}
                      to={c.path}
                      hrefLang={c.hrefLang}
                      underline="always"
                      aria-label={c.note ? `${words.cityLink(c.city)} ${c.note}` : words.cityLink(c.city)}
                    >
                      {c.city}
                      {c.note && (
                        <>
                          {' '}
                          <span className="english-only-note">{c.note}</span>
                        </>
                      )}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </section>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
