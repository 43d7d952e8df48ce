/** The blog's Atom feed (linked from the head of /blog). */
export const BLOG_FEED = { path: '/blog/feed.xml', title: 'Maple Hearth Home Care Blog' } as const;
