export const SEARCH_META = {
  title: 'Search Our Services | Maple Hearth Home Care',
  description:
    'Search Maple Hearth Home Care services and guides: personal care, dementia care, end-of-life care, meal preparation, transportation and chronic illness support.',
} as const;
