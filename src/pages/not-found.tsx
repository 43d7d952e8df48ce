import { Anchor, Box, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SiteSearchForm } from '../features/search/site-search-form';
import { NOT_FOUND } from '../content/pages/not-found';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid } from '../shared/ui/layout-grid';
export { NOT_FOUND_META as meta } from '../content/pages/meta/not-found';

/** docs/spec/SPEC.md §2.6 "404 page" and §5 "404 search": a blank search raises the notice and stays. */
export default function NotFoundPage() {
  const { toast } = useToast();
  return (
    <SectionFrame data-testid="not-found-page" as="div" spacing="roomy" width="lg">
      <Stack gap="xl">
        <Stack gap="sm">
          <Text fw={700} c="maple.8" fz="sm">
            Error 404
          </Text>
          <Title order={1} c="maple.9">
            {NOT_FOUND.heading}
          </Title>
          <Text fz="lg" maw={640}>
            {NOT_FOUND.lead}
          </Text>
        </Stack>
        <SiteSearchForm
          formLabel={NOT_FOUND.searchFormLabel}
          inputLabel={NOT_FOUND.searchLabel}
          placeholder={NOT_FOUND.searchPlaceholder}
          submitLabel={NOT_FOUND.searchButton}
          onBlankSearch={() => toast({ ...NOT_FOUND.emptySearchToast, variant: 'destructive' })}
        />
        <Box component="nav" aria-labelledby="quick-links-heading">
          <Title order={2} fz="h3" id="quick-links-heading" mb="xs">
            {NOT_FOUND.quickLinksHeading}
          </Title>
          <List spacing={6}>
            {NOT_FOUND.quickLinks.map((l) => (
              <List.Item key={l.to}>
                <Anchor component={Link} to={l.to} fw={600}>
                  {l.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
        <Box component="section" aria-labelledby="tiles-heading">
          <Title order={2} fz="h3" id="tiles-heading" mb="sm">
            {NOT_FOUND.tilesHeading}
          </Title>
          <CardGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
            {NOT_FOUND.tiles.map((tile) => (
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
          <Button component={Link} to={NOT_FOUND.buttons.home.to} size="md">
            {NOT_FOUND.buttons.home.label}
          </Button>
          <Button component={Link} to={NOT_FOUND.buttons.contact.to} size="md" variant="outline">
            {NOT_FOUND.buttons.contact.label}
          </Button>
        </Group>
      </Stack>
    </SectionFrame>
  );
}
