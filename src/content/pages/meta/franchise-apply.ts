export const FRANCHISE_APPLY_META = {
  title: 'Franchise Application | Maple Hearth Home Care',
  description:
    'Apply to own a Maple Hearth Home Care franchise: culturally matched in-home senior care, a proven model and training from our Brampton head office.',
} as const;
