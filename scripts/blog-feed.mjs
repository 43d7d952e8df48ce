import { Feed } from 'feed';

/** The blog's Atom feed (jpmonette/feed): every post, newest first, with its summary, category and author. */
export function blogFeed({ posts, feed, brand, siteUrl }) {
  const url = (path) => `${siteUrl}${path}`;
  const dateOf = (iso) => new Date(`${iso}T12:00:00Z`);
  const atom = new Feed({
    title: feed.title,
    description: 'Stories, support and insights for families caring for a senior in Canada.',
    id: url('/blog'),
    link: url('/blog'),
    language: 'en-CA',
    copyright: `© ${brand}`,
    updated: dateOf(
      posts
        .map((p) => p.date)
        .sort()
        .at(-1),
    ),
    generator: brand,
    feedLinks: { atom: url(feed.path) },
    author: { name: brand, link: siteUrl },
  });
  for (const post of posts) {
    atom.addItem({
      title: post.title,
      id: url(post.path),
      link: url(post.path),
      description: post.excerpt,
      date: dateOf(post.date),
      published: dateOf(post.date),
      author: [{ name: post.author }],
      category: [{ name: post.category }],
      image: url(post.image),
    });
  }
  return atom.atom1();
}
