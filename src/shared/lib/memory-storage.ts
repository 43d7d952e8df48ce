/**
 * A Storage kept in memory, for as long as its holder keeps it: the QA lab's sessions keep their
 * views' drafts and records here, never in the visitor's own tab (./session-store.ts).
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
