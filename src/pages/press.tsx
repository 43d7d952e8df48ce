import { Anchor, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LEADERS } from '../content/leadership';
import { PRESS_PAGE } from '../content/pages/press';
import { LeaderCards } from '../features/company/leader-cards';
import { peopleJsonLd } from '../shared/seo/people-json-ld';
import { Icon } from '../shared/ui/icons';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { CardGrid } from '../shared/ui/layout-grid';
export { PRESS_META as meta } from '../content/pages/meta/press';

// The WebPage block comes with every page (src/app/page-head.tsx).
export const jsonLd = [peopleJsonLd(LEADERS)];

/** /press (docs/spec/SPEC.md §2.6): the story, brand assets (simulated downloads), story ideas, leadership, media contact. */
export default function PressPage() {
  const page = PRESS_PAGE;
  const { toast } = useToast();
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="press-story-heading" width="lg">
        <CardGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} id="press-story-heading" c="maple.9">
              {page.story.heading}
            </Title>
            {page.story.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 32)} fz="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Card withBorder radius="lg" padding="lg" component="dl" data-testid="press-facts">
            {page.story.facts.map((fact) => (
              <div key={fact.label}>
                <Text component="dt" fw={700}>
                  {fact.label}
                </Text>
                <Text component="dd" m={0} mb="sm">
                  {fact.value}
                </Text>
              </div>
            ))}
          </Card>
        </CardGrid>
      </SectionFrame>
      <SectionFrame aria-labelledby="press-assets-heading" tone="cream">
        <Stack gap="lg">
          <div>
            <Title order={2} id="press-assets-heading" c="maple.9">
              {page.assets.heading}
            </Title>
            <Text mt="xs">{page.assets.lead}</Text>
          </div>
          <CardGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className="plain-list">
            {page.assets.items.map((asset) => (
              <Card component="li" key={asset.title} withBorder radius="md" padding="lg">
                <Stack gap="xs" h="100%">
                  <Title order={3} fz="h4">
                    {asset.title}
                  </Title>
                  <Text>{asset.description}</Text>
                  <Text size="sm" c="gray.7">
                    {asset.format}
                  </Text>
                  <Button
                    mt="auto"
                    variant="outline"
                    w="fit-content"
                    aria-label={page.assets.downloadLabel(asset.title)}
                    onClick={() => toast(page.assets.toast(asset.title))}
                  >
                    {page.assets.download}
                  </Button>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="press-ideas-heading">
        <Stack gap="lg">
          <div>
            <Title order={2} id="press-ideas-heading" c="maple.9">
              {page.ideas.heading}
            </Title>
            <Text mt="xs">{page.ideas.lead}</Text>
          </div>
          <List spacing="md" listStyleType="none" pl={0}>
            {page.ideas.items.map((idea) => (
              <List.Item key={idea.title}>
                <Text component="span" display="block" fw={700}>
                  {idea.title}
                </Text>
                <Text component="span" display="block">
                  {idea.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="press-leadership-heading" tone="cream">
        <Stack gap="lg">
          <div>
            <Title order={2} id="press-leadership-heading" c="maple.9">
              {page.leadership.heading}
            </Title>
            <Text mt="xs">{page.leadership.lead}</Text>
          </div>
          <LeaderCards />
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="press-contact-heading" width="md">
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="sm">
            <Title order={2} id="press-contact-heading" c="maple.9">
              {page.contact.heading}
            </Title>
            <Text fw={700} fz="lg">
              {page.contact.name}, {page.contact.role}
            </Text>
            <Text data-testid="media-enquiries">
              <Icon name="mail" /> {page.contact.media.label}:{' '}
              <Anchor href={page.contact.media.href} fw={700} underline="always">
                {page.contact.media.email}
              </Anchor>
              , subject &apos;{page.contact.media.subject}&apos;
            </Text>
            <Anchor href={page.contact.phone.href} fw={700}>
              <Icon name="phone" /> {page.contact.phone.display}
            </Anchor>
            <Text size="sm">
              {page.contact.note}{' '}
              <Anchor component={Link} to={page.contact.contactLink.to} underline="always">
                {page.contact.contactLink.label}
              </Anchor>
            </Text>
          </Stack>
        </Card>
      </SectionFrame>
    </>
  );
}
