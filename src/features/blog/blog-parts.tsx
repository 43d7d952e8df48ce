import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BLOG_POSTS } from '../../content/blog';
import { BLOG_PAGE } from '../../content/pages/blog';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { featuredPosts } from './blog-filter';
import { PostCards } from './post-card';

/**
 * The parts of /blog that need no filter: 'Featured Articles' (the featured posts, first 6) and
 * the sidebar. They take no props, so the page can hydrate them as the visitor nears them
 * (belowTheFold): the first load runs no code for cards nobody has seen yet.
 */
export function BlogFeatured() {
  const t = BLOG_PAGE;
  const featured = featuredPosts(BLOG_POSTS);
  return (
    <section aria-labelledby="blog-featured-heading">
      <Title order={2} id="blog-featured-heading" c="maple.9" mb="md">
        {t.featuredHeading}
      </Title>
      <PostCards posts={featured} testId="blog-featured" />
    </section>
  );
}

/** One card of the sidebar: a heading, a line of text, then its contents. */
function SidebarCard({ id, heading, text, children }: { id: string; heading: string; text?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {heading}
      </Title>
      {text && (
        <Text size="sm" mb="sm">
          {text}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** The sidebar: past webinars (the notice), the newsletter and the feedback link. */
export function BlogSidebar() {
  const { toast } = useToast();
  const s = BLOG_PAGE.sidebar;
  const onPastEvent = () => toast(s.pastEventToast);
  return (
    <Stack gap="lg" component="aside" aria-label={s.label}>
      <SidebarCard id="blog-webinars-heading" heading={s.webinarsHeading}>
        <Stack gap="md">
          {s.webinars.map((webinar) => (
            <Stack key={webinar.title} gap={4}>
              <Text fw={700}>{webinar.title}</Text>
              <Text size="sm" c="gray.7">
                {webinar.date}
              </Text>
              <Text size="sm">{webinar.text}</Text>
              <Button variant="outline" size="xs" w="fit-content" onClick={onPastEvent} aria-label={`${s.pastEvent}: ${webinar.title}`}>
                {s.pastEvent}
              </Button>
            </Stack>
          ))}
        </Stack>
      </SidebarCard>
      <SidebarCard id="blog-newsletter-heading" heading={s.newsletterHeading} text={s.newsletterText}>
        <Button component={Link} to="/newsletter-signup" variant="filled">
          {s.newsletterLink}
        </Button>
      </SidebarCard>
      <SidebarCard id="blog-feedback-heading" heading={s.feedbackHeading} text={s.feedbackText}>
        <Anchor component={Link} to="/contact-us" fw={700} underline="always">
          {s.feedbackLink}
        </Anchor>
      </SidebarCard>
    </Stack>
  );
}
