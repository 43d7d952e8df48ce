import { SEARCH_PATH, type SearchItem } from '../../content/pages/search';

/** docs/spec/SPEC.md §5: a case-insensitive substring match on the title or the description. */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  const needle = query.trim().toLocaleLowerCase('en-CA');
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase('en-CA').includes(needle) || item.description.toLocaleLowerCase('en-CA').includes(needle));
}

/** A term of nothing but spaces searches for nothing. */
export const isBlankSearch = (term: string): boolean => term.trim() === '';

/**
 * docs/spec/SPEC.md §4.5: where a search for a term goes. The trimmed term becomes `q` (encoded as a URI
 * component, so a space is `%20`, as in the site's SearchAction template); a blank term is /search
 * with every item. Every search form on the site goes through this one rule.
 */
export function searchPath(term: string): string {
  return isBlankSearch(term) ? SEARCH_PATH : `${SEARCH_PATH}?q=${encodeURIComponent(term.trim())}`;
}
