/**
 * The words an exported lab test leaves to the words' own tests (decision 0078). A session's
 * context holds the spec's words the machine was started with (the chat's script, its hours) and
 * copies of them as it runs (a message that is the greeting). The exported test says which words a
 * step shows, not what they say: a value of the start context (or of the step's own event) is
 * written as `{ $words: 'script.greeting' }` (or `{ $event: 'awayHours' }`), and read back from
 * the run's own start context when the test runs (a value the context held before the step, such
 * as the away hours an earlier event brought, is `{ $was: 'awayHours' }`). An edit of the words leaves the test green; the
 * machine showing the wrong words (the offline notice for the greeting) still fails it.
 */
export type WordsReference = { $words: string } | { $event: string } | { $was: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Short strings ("Online", "bot") are values, not words of the spec: they are written as they are. */
const WORDS_MIN_LENGTH = 24;

/** Every value of the start context worth naming by its place (long strings, lists, records), by its JSON. */
function places(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  const json = JSON.stringify(value);
  const named = typeof value === 'string' ? value.length >= WORDS_MIN_LENGTH : (Array.isArray(value) || isRecord(value)) && json.length >= WORDS_MIN_LENGTH;
  if (named && path && !into.has(json)) into.set(json, path);
  if (Array.isArray(value)) value.forEach((item, index) => places(item, `${path}[${index}]`, into));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) places(item, path ? `${path}.${key}` : key, into);
  return into;
}

/** A step's expected value with the words of the start context and of its event replaced by references. */
export function referToWords(value: unknown, startContext: unknown, event: Record<string, unknown>, before: unknown): unknown {
  const fromStart = places(startContext, '', new Map());
  const fromBefore = places(before, '', new Map());
  const fromEvent = new Map(
    Object.entries(event).flatMap(([key, item]) => (typeof item === 'string' && item.length >= WORDS_MIN_LENGTH ? [[JSON.stringify(item), key] as const] : [])),
  );
  const refer = (item: unknown): unknown => {
    const json = JSON.stringify(item);
    const words = fromStart.get(json);
    if (words !== undefined) return { $words: words };
    const key = fromEvent.get(json);
    if (key !== undefined) return { $event: key };
    const was = fromBefore.get(json);
    if (was !== undefined) return { $was: was };
    if (Array.isArray(item)) return item.map(refer);
    if (isRecord(item)) return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, refer(v)]));
    return item;
  };
  return refer(value);
}

/** Reads a `path` such as `script.suggestions[0].reply` in a JSON value. */
function at(value: unknown, path: string): unknown {
  return path.split(/\.|(?=\[)/).reduce<unknown>((into, part) => {
    const index = /^\[(\d+)\]$/.exec(part);
    if (index) return Array.isArray(into) ? into[Number(index[1])] : undefined;
    return isRecord(into) ? into[part] : undefined;
  }, value);
}

/** The expected value with each reference replaced by the words it names in this run. */
export function withWords(value: unknown, startContext: unknown, event: Record<string, unknown>, before: unknown): unknown {
  const only = (key: string) => isRecord(value) && typeof value[key] === 'string' && Object.keys(value).length === 1;
  if (only('$words')) return at(startContext, (value as { $words: string }).$words);
  if (only('$event')) return event[(value as { $event: string }).$event];
  if (only('$was')) return at(before, (value as { $was: string }).$was);
  if (Array.isArray(value)) return value.map((item) => withWords(item, startContext, event, before));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withWords(v, startContext, event, before)]));
  return value;
}
