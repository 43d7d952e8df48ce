import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BLOG_POST_TEXT } from '../content/pages/blog';
import { PageHero } from '../shared/ui/page-hero';
export { BLOG_NOT_FOUND_META as meta } from '../content/pages/meta/blog-not-found';

/** An unknown /blog/{slug} (docs/spec/SPEC.md §8): 'Post not found' and the way back (noindex; the host answers 404). */
export default function BlogPostNotFoundPage() {
  const t = BLOG_POST_TEXT.notFound;
  return (
    <PageHero heading={t.heading} lead={t.text} size="md">
      <Button component={Link} to="/blog" size="lg" w="fit-content">
        {t.back}
      </Button>
    </PageHero>
  );
}
