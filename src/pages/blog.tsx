import { Button } from '@mantine/core';
import { BLOG_POSTS } from '../content/blog';
import { BLOG_PAGE } from '../content/pages/blog';
import { BlogList } from '../features/blog/blog-list';
import { belowTheFold } from '../shared/ui/below-the-fold';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { BLOG_META } from '../content/pages/meta/blog';
import { BLOG_FEED } from '../content/pages/meta/blog-feed';

/** The list's title and description, and the feed its head announces. */
export const meta = { ...BLOG_META, feed: BLOG_FEED };

// 'Featured Articles' and the sidebar keep their prerendered HTML and hydrate as the visitor nears
// them (on a phone both are below the fold); the filter bar and 'All Articles' hydrate at once.
const parts = () => import('../features/blog/blog-parts');
const BlogFeatured = belowTheFold(() => parts().then((m) => m.BlogFeatured));
const BlogSidebar = belowTheFold(() => parts().then((m) => m.BlogSidebar));

/** /blog (docs/spec/SPEC.md §2.6): the hero with 'Share Your Story', then the filtered list and the sidebar. */
export default function BlogPage() {
  const { toast } = useToast();
  const t = BLOG_PAGE;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} heading={t.hero.heading} lead={t.hero.lead}>
        <Button variant="filled" size="lg" w="fit-content" onClick={() => toast(t.shareStory.toast)}>
          {t.shareStory.button}
        </Button>
      </PageHero>
      <SectionFrame as="div" width="xl">
        <BlogList posts={BLOG_POSTS} featured={<BlogFeatured />} sidebar={<BlogSidebar />} />
      </SectionFrame>
    </>
  );
}
