import type { BlogPostMeta } from './types';

/** Posts 5-8 of the blog (docs/spec/SPEC.md §3 "Blog post"); bodies in ./posts/{slug}.md. */
export const BLOG_POSTS_B = [
  {
    id: 'post-5',
    slug: 'why-language-matters-in-senior-care',
    title: 'Why Language Matters in Senior Care',
    excerpt:
      'Care in a parent’s first language is more than a courtesy. How language, food and faith shape comfort, safety and dignity, and how to ask for a matched caregiver.',
    date: '2025-08-12',
    category: 'Community Support',
    featured: true,
    imageAlt: 'A caregiver and an older man laughing together over cups of chai in his living room.',
  },
  {
    id: 'post-6',
    slug: 'hospital-to-home-discharge-checklist',
    title: 'Coming Home From Hospital: A Discharge Checklist for Families',
    excerpt:
      'The first days after a hospital stay are when many problems start. Questions to ask before discharge, how to prepare the home, and who does what in the first week.',
    date: '2025-08-19',
    category: 'Tips & Tools',
    featured: false,
    imageAlt: 'An open front door with a walker, a bag of medications and a checklist on a small table inside.',
  },
  {
    id: 'post-7',
    slug: 'loneliness-and-social-isolation-in-seniors',
    title: 'Loneliness in Older Adults: How Families and Communities Can Help',
    excerpt:
      'Loneliness affects health as much as it affects mood. How to notice it in a parent, why Canadian winters make it worse, and simple ways to bring connection back.',
    date: '2025-08-21',
    category: 'Community Support',
    featured: false,
    author: 'Daniel Okafor',
    imageAlt: 'Two older women talking on a park bench under autumn maple trees.',
  },
  {
    id: 'post-8',
    slug: 'talking-to-your-parents-about-home-care',
    title: 'How to Talk to Your Parents About Home Care',
    excerpt:
      'Raising the subject of help at home can feel like a threat to a parent’s independence. How to choose the moment, listen first, involve siblings and start small.',
    date: '2025-08-28',
    category: 'Mental Health',
    featured: false,
    imageAlt: 'An adult son and his mother talking at a kitchen table, holding hands.',
  },
] as const satisfies readonly BlogPostMeta[];
