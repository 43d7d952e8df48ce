/**
 * Text as a search compares it: lower case, accents removed ("Montréal" → "montreal"), spaces
 * squeezed. Used by the location filter (and the blog search to come).
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether `query` (folded) appears in any of `fields` (folded); an empty query matches everything. */
export const matchesQuery = (query: string, fields: readonly string[]): boolean => {
  const q = foldText(query);
  return q === '' || fields.some((field) => foldText(field).includes(q));
};
