/** /shop (docs/spec/SPEC.md §2.6). */
export const SHOP_META = {
  title: 'Shop: Mealtime, Medication, Safety & Memory Care Kits | Maple Hearth Home Care',
  description:
    'Four kits chosen by Maple Hearth caregivers: a mealtime independence set, a weekly medication organizer, a home safety starter kit and a memory care activity box, priced in CAD.',
} as const;
