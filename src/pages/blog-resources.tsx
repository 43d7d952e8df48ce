import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BLOG_RESOURCES_PAGE } from '../content/pages/blog';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { CardGrid } from '../shared/ui/layout-grid';
export { BLOG_RESOURCES_META as meta } from '../content/pages/meta/blog-resources';

/** /blog/resources (docs/spec/SPEC.md §2.6): 'Supports for Caregivers' (not active yet: the notice) and 'Tools for Caregivers' (the blog). */
export default function BlogResourcesPage() {
  const t = BLOG_RESOURCES_PAGE;
  const { toast } = useToast();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} heading={t.hero.heading} lead={t.hero.lead} />
      <SectionFrame as="div" width="lg">
        <CardGrid component="ul" className="plain-list" cols={{ base: 1, md: 2 }} spacing="lg" data-testid="resource-cards">
          <Card component="li" withBorder radius="lg" padding="xl">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="h3" c="maple.9">
                {t.cards.supports.title}
              </Title>
              <Text>{t.cards.supports.text}</Text>
              <Button variant="outline" onClick={() => toast(t.cards.supports.toast)}>
                {t.cards.supports.button}
              </Button>
            </Stack>
          </Card>
          <Card component="li" withBorder radius="lg" padding="xl">
            <Stack gap="sm" align="flex-start">
              <Title order={2} fz="h3" c="maple.9">
                {t.cards.tools.title}
              </Title>
              <Text>{t.cards.tools.text}</Text>
              <Anchor component={Link} to="/blog" fw={700} underline="always">
                {t.cards.tools.link}
              </Anchor>
            </Stack>
          </Card>
        </CardGrid>
      </SectionFrame>
    </>
  );
}
