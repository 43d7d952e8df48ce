// Reading Vite's build manifest (dist/.vite/manifest.json), shared by the prerenderer and the
// size budgets.

/**
 * A chunk and every chunk it imports statically (what the browser fetches before the chunk runs),
 * imported ones first, each once.
 */
export function staticChunks(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => staticChunks(manifest, imported, seen)), chunk];
}
