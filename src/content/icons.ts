/**
 * The names of the site's line icons. Content picks an icon by name (a service card, a chat
 * suggestion); src/shared/ui/icons.tsx draws each one.
 */
export const ICON_NAMES = [
  'home',
  'briefcase',
  'leaf',
  'message',
  'send',
  'check',
  'cross',
  'phone',
  'mail',
  'search',
  'heart',
  'shield',
  'users',
  'clock',
  'sparkle',
  'device',
  'mapPin',
  'copy',
  'menu',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
