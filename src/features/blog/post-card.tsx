import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPostDate, type BlogPost } from '../../content/blog';
import { BLOG_POST_TEXT } from '../../content/pages/blog';
import { FallbackImage } from '../../shared/ui/fallback-image';
import { CardGrid, type Responsive } from '../../shared/ui/layout-grid';

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

/** Posts as a grid of cards: one column on phones, two from tablets (or as `cols` says). */
export function PostCards({ posts, cols = { base: 1, sm: 2 }, testId }: { posts: readonly BlogPost[]; cols?: Responsive<number>; testId?: string }) {
  return (
    <CardGrid cols={cols} spacing="lg" data-testid={testId}>
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </CardGrid>
  );
}
