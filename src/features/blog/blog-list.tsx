import { Button, Card, CloseButton, Group, NativeSelect, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BLOG_PATH, BLOG_TOPICS, type BlogPost, type BlogTopicSlug } from '../../content/blog';
import { BLOG_PAGE } from '../../content/pages/blog';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { BLOG_QUERY, NO_FILTER, filterFromQuery, filterPosts, queryFromFilter, type BlogFilter } from './blog-filter';
import { Column, Columns } from '../../shared/ui/layout-grid';
import { PostCards } from './post-card';

/** Select keys that would open a native list. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * /blog's body (docs/spec/SPEC.md §2.6): the sticky filter bar (search and topic, live, kept in the URL
 * query `?q=&topic=` so a filtered list survives reload and back/forward; the three filters to
 * come raise the not-implemented notice), 'Featured Articles', 'All Articles' with a polite count,
 * the empty state with its reset, and the sidebar. The prerendered page shows every post.
 * 'Featured Articles' and the sidebar come as slots (blog-parts.tsx): the page hydrates them as the
 * visitor nears them.
 */
export function BlogList({ posts, featured, sidebar }: { posts: readonly BlogPost[]; featured: ReactNode; sidebar: ReactNode }) {
  const t = BLOG_PAGE;
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  // The prerendered page (and the first client render, which must match it) shows every post.
  const hydrated = useHydrated();
  const filter: BlogFilter = hydrated ? filterFromQuery(params) : NO_FILTER;
  const shown = filterPosts(posts, filter);

  // The filter form, sent before hydration, names every field: `?q=dementia&topic=all`. What the
  // list reads as no filter (an empty search, every topic) leaves the address once it has hydrated.
  useEffect(() => {
    if (!hydrated) return;
    const tidy = new URLSearchParams(params);
    if (tidy.get(BLOG_QUERY.searchTerm) === '') tidy.delete(BLOG_QUERY.searchTerm);
    if (tidy.get(BLOG_QUERY.topic) === NO_FILTER.topic) tidy.delete(BLOG_QUERY.topic);
    if (tidy.toString() !== params.toString()) setParams(tidy, { replace: true, preventScrollReset: true });
  }, [hydrated, params, setParams]);

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
          {/* A form that GETs /blog?q=&topic=: before the page hydrates, Enter in the search box still
              filters (the page it loads reads the query); once hydrated the filter is live and the
              form never leaves the page (decision 0025). */}
          <form
            role="search"
            method="get"
            action={BLOG_PATH}
            className="blog-filter-bar"
            aria-label={t.filters.label}
            data-testid="blog-filters"
            onSubmit={(event) => event.preventDefault()}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label={t.filters.searchLabel}
                placeholder={t.filters.searchPlaceholder}
                type="search"
                name={BLOG_QUERY.searchTerm}
                value={filter.searchTerm}
                onChange={(event) => setFilter({ ...filter, searchTerm: event.currentTarget.value }, true)}
                rightSection={
                  filter.searchTerm ? <CloseButton aria-label={t.empty.reset} onClick={() => setFilter({ ...filter, searchTerm: '' }, true)} /> : null
                }
                style={{ flex: '2 1 240px' }}
              />
              <NativeSelect
                label={t.filters.topicLabel}
                name={BLOG_QUERY.topic}
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
          </form>

          {featured}

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
              <PostCards posts={shown} testId="blog-all" />
            )}
          </section>
        </Stack>
      </Column>
      <Column span={{ base: 12, lg: 4 }}>{sidebar}</Column>
    </Columns>
  );
}
