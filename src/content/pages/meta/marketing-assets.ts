/** /marketing-assets (docs/spec/SPEC.md §2.6): internal, noindex (the route registry). */
export const MARKETING_ASSETS_META = {
  title: 'Marketing Assets: Approved Campaign Copy (Internal) | Maple Hearth Home Care',
  description:
    'Internal page for the Maple Hearth marketing team: approved search ads, social media ads and the four e-mails of the drip campaign, each ready to copy.',
} as const;
