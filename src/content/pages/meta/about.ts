/** /about-us (docs/spec/SPEC.md §2.6), where /about-us-our-story also lands. */
export const ABOUT_META = {
  title: 'About Us: Our Story, Mission & Leadership | Maple Hearth Home Care',
  description:
    'Founded in Brampton in 2022 by a geriatric nurse, Maple Hearth matches seniors with caregivers who share their language and culture. Meet our leadership team.',
} as const;
