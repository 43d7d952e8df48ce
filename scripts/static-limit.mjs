// The static limit of `npm run bench`: a prerendered page as it would be with no JavaScript at
// all. Executable scripts go (module, classic and inline alike) with the module preloads; data
// blocks (JSON-LD, the assets manifest) and everything else stay.

/** The page's HTML without executable scripts or module preloads. */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}
