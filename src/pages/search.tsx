import { Anchor, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../shared/ui/page-intro';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { SEARCH_ITEMS, SEARCH_PAGE } from '../content/pages/search';
import { searchItems } from '../features/search/search-rules';
import { SiteSearchForm } from '../features/search/site-search-form';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid } from '../shared/ui/layout-grid';
export { SEARCH_META as meta } from '../content/pages/meta/search';

/** /search?q=: results derive from the query string, so a search can be shared and survives reload. */
export default function SearchPage() {
  const [params] = useSearchParams();
  // The prerendered page cannot know the query: it waits for hydration (no mismatch, no flash of errors).
  const hydrated = useHydrated();
  const q = hydrated ? (params.get('q') ?? '').trim() : '';
  const results = searchItems(SEARCH_ITEMS, q);

  return (
    <SectionFrame as="div">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <PageIntro eyebrow={SEARCH_PAGE.eyebrow} heading={SEARCH_PAGE.heading} lead={SEARCH_PAGE.lead} />
        </Stack>
        <SiteSearchForm
          key={q}
          formLabel={SEARCH_PAGE.formLabel}
          inputLabel={SEARCH_PAGE.inputLabel}
          placeholder={SEARCH_PAGE.inputPlaceholder}
          submitLabel={SEARCH_PAGE.submit}
          initialTerm={q}
        />
        <Box component="section" aria-labelledby="search-results-heading" data-testid="search-results" data-query={q}>
          <Stack gap="lg">
            <Title order={2} id="search-results-heading" fz="h3" aria-live="polite">
              {q ? SEARCH_PAGE.resultsHeading(results.length, q) : SEARCH_PAGE.allItemsHeading}
            </Title>
            {results.length === 0 ? (
              <Stack gap="md" align="flex-start" role="status">
                <Text fz="lg">{SEARCH_PAGE.noMatch}</Text>
                <Button component={Link} to={SEARCH_PAGE.viewAllServices.to}>
                  {SEARCH_PAGE.viewAllServices.label}
                </Button>
              </Stack>
            ) : (
              <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className="plain-list">
                {results.map((item) => (
                  <Card key={item.detailsPath} component="li" withBorder radius="md" padding="lg">
                    <Stack gap="xs" h="100%">
                      <Title order={3} fz="h4">
                        <Anchor component={Link} to={item.detailsPath} c="maple.9">
                          {item.title}
                        </Anchor>
                      </Title>
                      <Text style={{ flex: 1 }}>{item.description}</Text>
                      <Anchor component={Link} to={item.detailsPath} fw={700}>
                        {SEARCH_PAGE.learnMore}
                        {/* Part of the link's text, so it names its target for everyone (and for search engines). */}
                        <span className="visually-hidden">: {item.title}</span>
                      </Anchor>
                    </Stack>
                  </Card>
                ))}
              </CardGrid>
            )}
          </Stack>
        </Box>
      </Stack>
    </SectionFrame>
  );
}
