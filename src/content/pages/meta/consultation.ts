export const CONSULTATION_META = {
  title: 'Book a Free Care Consultation | Maple Hearth Home Care',
  description: 'Ask for a free, no-obligation care consultation at home, by phone or video, at times you choose. A coordinator calls to confirm.',
} as const;
