import { HEADER_LINKS } from '../navigation';
import type { ChromeWords } from './words';

/** The phone menu panel's English words, in the panel's own chunk (loaded on first open). */
export const DRAWER_WORDS_EN: ChromeWords['drawer'] = {
  title: 'Menu',
  navLabel: 'Mobile',
  locationsLabel: HEADER_LINKS.locations.label,
  call: (phone) => `Call ${phone}`,
};
