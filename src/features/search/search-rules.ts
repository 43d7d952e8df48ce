import { SEARCH_PATH, type SearchItem } from '../../content/pages/search';

/** SPEC.md 5: a case-insensitive substring match on the title or the description. */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  const needle = query.trim().toLocaleLowerCase('en-CA');
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase('en-CA').includes(needle) || item.description.toLocaleLowerCase('en-CA').includes(needle),
  );
}

/**
 * SPEC.md 4.5: where a search for a term goes. The trimmed term becomes `q` (encoded as a URI
 * component, so a space is `%20`, as in the site's SearchAction template); a blank term is /search
 * with every item. Every search form on the site goes through this one rule.
 */
export function searchPath(term: string): string {
  const q = term.trim();
  return q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH;
}
