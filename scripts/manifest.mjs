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

/**
 * The client application's chunks: the boot script of index.html, and the entry it imports after
 * the first paint (src/app/boot.ts), each with its static imports.
 */
export function appChunks(manifest) {
  const boot = manifest['index.html'];
  const seen = new Set();
  return [staticChunks(manifest, 'index.html', seen), ...(boot?.dynamicImports ?? []).map((key) => staticChunks(manifest, key, seen))].flat();
}
