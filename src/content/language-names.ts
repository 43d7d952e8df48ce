/**
 * Each language the site has pages in, by its BCP 47 tag, named in itself, as the header's language
 * switch shows it to a reader of that language (decision 0062): "Français" on an English page,
 * "English" on a French one, "ਪੰਜਾਬੀ" on the Punjabi page's English twin. With the direction it is
 * written in.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, { name: string; dir: 'ltr' | 'rtl' }>> = {
  'en-CA': { name: 'English', dir: 'ltr' },
  'fr-CA': { name: 'Français', dir: 'ltr' },
  pa: { name: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  tl: { name: 'Tagalog', dir: 'ltr' },
  hi: { name: 'हिन्दी', dir: 'ltr' },
  'zh-Hans': { name: '中文', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
};
