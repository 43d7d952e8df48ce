import type { BlogPostMeta } from './types';

/** Posts 1-4 of the blog (docs/spec/SPEC.md §3 "Blog post"); bodies in ./posts/{slug}.md. */
export const BLOG_POSTS_A = [
  {
    id: 'post-1',
    slug: 'understanding-dementia-care-options',
    title: 'Understanding Dementia Care Options in Canada',
    excerpt:
      'From a few hours of help at home to memory care, what each kind of dementia support offers, how it is paid for, and how to choose as needs change.',
    date: '2025-07-15',
    category: 'Mental Health',
    featured: true,
    imageAlt: 'An older woman and her caregiver looking through a photo album together at a kitchen table.',
  },
  {
    id: 'post-2',
    slug: 'how-to-prevent-falls-at-home',
    title: 'How to Prevent Falls at Home: A Room-by-Room Guide',
    excerpt:
      'Most falls happen at home, and most can be prevented. Walk through the house with us: lighting, bathrooms, stairs, footwear, medications and strength.',
    date: '2025-07-22',
    category: 'Tips & Tools',
    featured: true,
    imageAlt: 'A lit staircase with a sturdy handrail on both sides and a night light at the bottom step.',
  },
  {
    id: 'post-3',
    slug: 'caregiver-burnout-warning-signs',
    title: 'Caregiver Burnout: Warning Signs and Where to Find Support',
    excerpt:
      'Caring for a parent can wear you down before you notice. The signs of burnout, realistic ways to rest, and the supports family caregivers in Ontario can use.',
    date: '2025-07-29',
    category: 'Mental Health',
    featured: true,
    author: 'Priya Nair, RN',
    imageAlt: 'A woman resting with a cup of tea on a porch bench while the sun sets.',
  },
  {
    id: 'post-4',
    slug: 'young-caregivers-school-and-family',
    title: 'Young Caregivers: Balancing School, Work and Family Care',
    excerpt:
      'For teens and young adults who help care for a grandparent or parent: how to talk to teachers, set limits, ask for help and see the skills you are building.',
    date: '2025-08-05',
    category: 'Youth Caregivers',
    featured: false,
    imageAlt: 'A teenager doing homework at a table beside her grandfather, who is reading a newspaper.',
  },
] as const satisfies readonly BlogPostMeta[];
