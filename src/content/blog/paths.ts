/** The blog's list; its filter form GETs to it (`?q=&topic=`). */
export const BLOG_PATH = '/blog';

export const blogPostPath = (slug: string): string => `${BLOG_PATH}/${slug}`;
