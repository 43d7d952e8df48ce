import { Anchor, Badge, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPostDate, type BlogPost, type MarkdownComponents, type PostBodyModule } from '../../content/blog';
import { BLOG_POST_TEXT } from '../../content/pages/blog';
import { FallbackImage } from '../../shared/ui/fallback-image';
import { SectionFrame } from '../../shared/ui/section-frame';
import { PostCards } from './post-card';
import { Column, Columns } from '../../shared/ui/layout-grid';
import { TokenBlockquote } from '../../shared/ui/token-blockquote';

/** The Markdown's elements drawn with the site's components; internal links stay in the app. */
const MARKDOWN: MarkdownComponents = {
  h2: ({ children, id }) => (
    <Title order={2} id={id} c="maple.9" mt="xl" className="anchor-target">
      {children}
    </Title>
  ),
  h3: ({ children, id }) => (
    <Title order={3} id={id} mt="md" className="anchor-target">
      {children}
    </Title>
  ),
  p: ({ children }) => (
    <Text fz="lg" lh={1.7}>
      {children}
    </Text>
  ),
  ul: ({ children }) => (
    <List fz="lg" spacing="xs" withPadding>
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" fz="lg" spacing="xs" withPadding>
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => <TokenBlockquote color="maple.7">{children}</TokenBlockquote>,
  a: ({ children, href = '' }) =>
    href.startsWith('/') ? (
      <Anchor component={Link} to={href} underline="always">
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} underline="always" target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
};

function Meta({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" component="span">
      {children}
    </Text>
  );
}

/**
 * /blog/{slug} (docs/spec/SPEC.md §2.6): back to the blog, category, title, date in long US format, read
 * time, author, image, a table of contents, the body (or the excerpt when there is none) and
 * related posts of the same topic.
 */
export function BlogArticle({ post, body, related }: { post: BlogPost; body?: PostBodyModule; related: readonly BlogPost[] }) {
  const t = BLOG_POST_TEXT;
  const Body = body?.default;
  const toc = body?.toc.filter((entry) => entry.depth === 2) ?? [];
  return (
    <>
      <SectionFrame as="div" tone="cream" spacing="compact" width="lg">
        <Stack gap="md" maw={820}>
          <Button component={Link} to="/blog" variant="subtle" w="fit-content" px={0} leftSection={<span aria-hidden="true">←</span>}>
            {t.back}
          </Button>
          <Badge variant="filled" color="hearth.8" tt="none" w="fit-content" size="lg">
            {post.category}
          </Badge>
          <Title order={1} id="page-heading" c="maple.9">
            {post.title}
          </Title>
          <Group gap="xs" data-testid="post-meta">
            <Meta>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </Meta>
            <Meta>·</Meta>
            <Meta>{t.readTime(post.readTime)}</Meta>
            <Meta>·</Meta>
            <Meta>{t.by(post.author)}</Meta>
          </Group>
        </Stack>
      </SectionFrame>
      <SectionFrame as="div" width="lg">
        <Columns spacing="xl">
          <Column span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <FallbackImage src={post.image} alt={post.imageAlt} width={1200} height={630} radius="lg" loading="eager" className="post-image" />
              <Box component="article" aria-labelledby="page-heading" className="blog-body" data-testid="post-body">
                <Stack gap="md">{Body ? <Body components={MARKDOWN} /> : <Text fz="lg">{post.excerpt}</Text>}</Stack>
              </Box>
            </Stack>
          </Column>
          {toc.length > 0 && (
            <Column span={{ base: 12, md: 4 }}>
              <Box component="nav" aria-labelledby="post-toc-heading" className="blog-toc" data-testid="post-toc">
                <Title order={2} fz="h5" id="post-toc-heading" mb="xs">
                  {t.tocHeading}
                </Title>
                <List spacing={6} listStyleType="none" withPadding={false}>
                  {toc.map((entry) => (
                    <List.Item key={entry.id}>
                      <Anchor href={`#${entry.id}`} underline="hover">
                        {entry.text}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Box>
            </Column>
          )}
        </Columns>
      </SectionFrame>
      {related.length > 0 && (
        <SectionFrame aria-labelledby="post-related-heading" tone="cream">
          <Title order={2} id="post-related-heading" c="maple.9" mb="md">
            {t.relatedHeading}
          </Title>
          <PostCards posts={related} cols={{ base: 1, sm: 2, lg: 3 }} />
        </SectionFrame>
      )}
    </>
  );
}
