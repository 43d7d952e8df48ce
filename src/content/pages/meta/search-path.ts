/** The search page; docs/spec/SPEC.md §4.5 puts the term in its `q` parameter. */
export const SEARCH_PATH = '/search';
