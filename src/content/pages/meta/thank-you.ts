export const THANK_YOU_META = {
  title: 'Thank You | Maple Hearth Home Care',
  description: 'Your message has reached Maple Hearth Home Care. A care advisor will be in touch soon.',
} as const;
