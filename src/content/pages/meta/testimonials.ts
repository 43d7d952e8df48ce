export const TESTIMONIALS_META = {
  title: 'Client Stories & Testimonials | Maple Hearth Home Care',
  description: 'Families we care for, from Brampton and Toronto to Calgary, share what in-home care with Maple Hearth changed for their parents and for them.',
} as const;
