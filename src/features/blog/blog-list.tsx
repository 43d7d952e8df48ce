import { Anchor, Badge, Button, Card, CloseButton, Group, NativeSelect, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_TOPICS, formatPostDate, type BlogPost, type BlogTopicSlug } from '../../content/blog';
import { BLOG_PAGE, BLOG_POST_TEXT } from '../../content/pages/blog';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { FallbackImage } from '../../shared/ui/fallback-image';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { NO_FILTER, filterFromQuery, filterPosts, queryFromFilter, type BlogFilter } from './blog-filter';
import { CardGrid, Column, Columns } from '../../shared/ui/layout-grid';

/** A post as a card: image, category, title linking to the article, excerpt, date and read time. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" h="100%">
      <Card.Section>
        <FallbackImage src={post.image} alt={post.imageAlt} width={1200} height={630} className="post-image" />
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Badge variant="filled" color="hearth.8" tt="none" w="fit-content">
          {post.category}
        </Badge>
        <Title order={headingLevel} fz="h4">
          <Anchor component={Link} to={post.path} c="maple.9" fw={700} underline="hover">
            {post.title}
          </Anchor>
        </Title>
        <Text style={{ flexGrow: 1 }}>{post.excerpt}</Text>
        <Text size="sm" c="gray.7">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {BLOG_POST_TEXT.readTime(post.readTime)}
        </Text>
      </Stack>
    </Card>
  );
}

/** Select keys that would open a native list. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * /blog's body (SPEC.md 2.6): the sticky filter bar (search and topic, live, kept in the URL
 * query `?q=&topic=` so a filtered list survives reload and back/forward; the three filters to
 * come raise the not-implemented notice), 'Featured Articles', 'All Articles' with a polite count,
 * the empty state with its reset, and the sidebar. The prerendered page shows every post.
 */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  const t = BLOG_PAGE;
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  // The prerendered page (and the first client render, which must match it) shows every post.
  const hydrated = useHydrated();
  const filter: BlogFilter = hydrated ? filterFromQuery(params) : NO_FILTER;
  const shown = filterPosts(posts, filter);
  const featured = posts.filter((p) => p.featured).slice(0, 6);

  // Each keystroke replaces the entry; a change of topic is a step Back can undo.
  const setFilter = (next: BlogFilter, replace: boolean) => setParams(queryFromFilter(next), { replace, preventScrollReset: true });

  const comingSoon = {
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      toast(t.filters.toast);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      toast(t.filters.toast);
    },
  };

  return (
    <Columns spacing="xl">
      <Column span={{ base: 12, lg: 8 }}>
        <Stack gap={48}>
          <div role="search" className="blog-filter-bar" aria-label={t.filters.label} data-testid="blog-filters">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label={t.filters.searchLabel}
                placeholder={t.filters.searchPlaceholder}
                type="search"
                value={filter.searchTerm}
                onChange={(event) => setFilter({ ...filter, searchTerm: event.currentTarget.value }, true)}
                rightSection={filter.searchTerm ? <CloseButton aria-label={t.empty.reset} onClick={() => setFilter({ ...filter, searchTerm: '' }, true)} /> : null}
                style={{ flex: '2 1 240px' }}
              />
              <NativeSelect
                label={t.filters.topicLabel}
                value={filter.topic}
                onChange={(event) => setFilter({ ...filter, topic: event.currentTarget.value as BlogTopicSlug }, false)}
                data={BLOG_TOPICS.map((topic) => ({ value: topic.slug, label: topic.name }))}
                style={{ flex: '1 1 170px' }}
              />
              {t.filters.comingSoon.map((label) => (
                <NativeSelect
                  key={label}
                  label={label}
                  value="soon"
                  onChange={() => undefined}
                  data={[{ value: 'soon', label: t.filters.comingSoonItem, disabled: true }]}
                  style={{ flex: '1 1 130px' }}
                  {...comingSoon}
                />
              ))}
            </Group>
          </div>

          <section aria-labelledby="blog-featured-heading">
            <Title order={2} id="blog-featured-heading" c="maple.9" mb="md">
              {t.featuredHeading}
            </Title>
            <CardGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="blog-featured">
              {featured.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </CardGrid>
          </section>

          <section aria-labelledby="blog-all-heading">
            <Title order={2} id="blog-all-heading" c="maple.9" mb="md">
              {t.allHeading}
            </Title>
            <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="blog-count">
              {shown.length ? t.count(shown.length, posts.length) : t.empty.title}
            </VisuallyHidden>
            {shown.length === 0 ? (
              <Card withBorder radius="lg" padding="xl" data-testid="blog-empty">
                <Stack gap="sm" align="flex-start">
                  <Title order={3}>{t.empty.title}</Title>
                  <Text>{t.empty.text}</Text>
                  <Button variant="outline" onClick={() => setFilter(NO_FILTER, false)}>
                    {t.empty.reset}
                  </Button>
                </Stack>
              </Card>
            ) : (
              <CardGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="blog-all">
                {shown.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </CardGrid>
            )}
          </section>
        </Stack>
      </Column>
      <Column span={{ base: 12, lg: 4 }}>
        <BlogSidebar onPastEvent={() => toast(t.sidebar.pastEventToast)} />
      </Column>
    </Columns>
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
function BlogSidebar({ onPastEvent }: { onPastEvent: () => void }) {
  const s = BLOG_PAGE.sidebar;
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
