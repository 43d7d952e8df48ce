/** /franchise (docs/spec/SPEC.md §2.6, §9.4), where /franchise-opportunity and the chat's franchise link land. */
export const FRANCHISE_META = {
  title: 'Own a Senior Home Care Franchise in Canada: Earnings Calculator | Maple Hearth Home Care',
  description:
    'Bring culturally matched senior home care to your community. See the franchise benefits, try the earnings calculator (an illustration, not a forecast) and request your free info kit.',
} as const;
