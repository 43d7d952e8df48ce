/** /press (docs/spec/SPEC.md §2.6). */
export const PRESS_META = {
  title: 'Press Room: Story, Brand Assets & Media Contact | Maple Hearth Home Care',
  description:
    'Background on Maple Hearth Home Care, founded in Brampton in 2022: brand assets, story ideas on culturally matched senior care, our leaders and our media contact.',
} as const;
