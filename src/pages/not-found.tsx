import { Anchor, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NOT_FOUND } from '../content/pages/not-found';
import { useToast } from '../shared/widgets/toast/toast-provider';

/** SPEC.md 2.6 "404 page" and section 5 "404 search". */
function NotFoundSearch() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const { toast } = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) {
      toast({ ...NOT_FOUND.emptySearchToast, variant: 'destructive' });
      return;
    }
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" onSubmit={submit} aria-label="Search the site">
      <Group align="flex-end" gap="sm" wrap="nowrap" maw={560}>
        <TextInput
          label={NOT_FOUND.searchLabel}
          placeholder={NOT_FOUND.searchPlaceholder}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          name="q"
          type="search"
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" size="md">
          {NOT_FOUND.searchButton}
        </Button>
      </Group>
    </form>
  );
}

export default function NotFoundPage() {
  return (
    <Box py={{ base: 48, md: 72 }} data-testid="not-found-page">
      <Container size="lg">
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
          <NotFoundSearch />
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
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
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
            </SimpleGrid>
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
      </Container>
    </Box>
  );
}
