import { Anchor, Box, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SiteSearchForm } from '../features/search/site-search-form';
import { NOT_FOUND, type NotFoundWords } from '../content/pages/not-found';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid } from '../shared/ui/layout-grid';
export { NOT_FOUND_META as meta } from '../content/pages/meta/not-found';

/** docs/spec/SPEC.md §2.6 "404 page" and §5 "404 search": a blank search raises the notice and stays. */
export default function NotFoundPage() {
  return <NotFoundView words={NOT_FOUND} />;
}

/** The site search of the English page: a blank search raises the notice and stays. */
function NotFoundSearch({ search }: { search: NonNullable<NotFoundWords['search']> }) {
  const { toast } = useToast();
  return (
    <SiteSearchForm
      formLabel={search.formLabel}
      inputLabel={search.label}
      placeholder={search.placeholder}
      submitLabel={search.button}
      onBlankSearch={() => toast({ ...search.emptySearchToast, variant: 'destructive' })}
    />
  );
}

/** A not-found page in either language, given its words. */
function NotFoundView({ words }: { words: NotFoundWords }) {
  return (
    <SectionFrame data-testid="not-found-page" as="div" spacing="roomy" width="lg">
      <Stack gap="xl">
        <Stack gap="sm">
          <Text fw={700} c="maple.8" fz="sm">
            {words.eyebrow}
          </Text>
          <Title order={1} c="maple.9">
            {words.heading}
          </Title>
          <Text fz="lg" maw={640}>
            {words.lead}
          </Text>
        </Stack>
        {words.search && <NotFoundSearch search={words.search} />}
        <Box component="nav" aria-labelledby="quick-links-heading">
          <Title order={2} fz="h3" id="quick-links-heading" mb="xs">
            {words.quickLinksHeading}
          </Title>
          <List spacing={6}>
            {words.quickLinks.map((l) => (
              <List.Item key={l.to}>
                <Anchor component={Link} to={l.to} hrefLang={l.hrefLang} fw={600}>
                  {l.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
        <Box component="section" aria-labelledby="tiles-heading">
          <Title order={2} fz="h3" id="tiles-heading" mb="sm">
            {words.tilesHeading}
          </Title>
          <CardGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
            {words.tiles.map((tile) => (
              <Card key={tile.to} withBorder padding="lg" component={Link} to={tile.to}>
                <Text fw={700} c="maple.8">
                  {tile.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {tile.description}
                </Text>
              </Card>
            ))}
          </CardGrid>
        </Box>
        <Group>
          <Button component={Link} to={words.buttons.home.to} size="md">
            {words.buttons.home.label}
          </Button>
          <Button component={Link} to={words.buttons.contact.to} hrefLang={words.buttons.contact.hrefLang} size="md" variant="outline">
            {words.buttons.contact.label}
          </Button>
        </Group>
      </Stack>
    </SectionFrame>
  );
}

/**
 * The not-found page under /fr (docs/spec/DECISIONS.md "French pages in French to the end"): this
 * page given the French words, which load from their own chunk, so the English 404 carries none.
 */
export async function frenchRoute() {
  const { NOT_FOUND_WORDS_FR, NOT_FOUND_META_FR } = await import('../content/pages/fr/not-found');
  return { default: () => <NotFoundView words={NOT_FOUND_WORDS_FR} />, meta: NOT_FOUND_META_FR };
}
