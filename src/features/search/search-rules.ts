import type { SearchItem } from '../../content/pages/search';

/** SPEC.md 5: a case-insensitive substring match on the title or the description. */
export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  const needle = query.trim().toLocaleLowerCase('en-CA');
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase('en-CA').includes(needle) || item.description.toLocaleLowerCase('en-CA').includes(needle),
  );
}

/** SPEC.md 4.5: submitting a trimmed non-empty term sets `q`; an empty (or blank) term clears it. */
export function searchParamsFor(term: string): URLSearchParams {
  const q = term.trim();
  return new URLSearchParams(q ? { q } : {});
}
