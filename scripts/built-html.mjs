// The HTML documents of a build folder (every route, the not-found pages, the redirect pages), as
// paths relative to it; Vite's dot-folders are not the site's. Read by the HTML checker, the
// content audit and the bench's static limit.
import { readdirSync } from 'node:fs';

/** Every `.html` file under `dir`, relative to it. */
export function htmlFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('.'));
}
