// Writes a Brotli (.br) and a gzip (.gz) copy beside every HTML, JS, CSS, SVG and XML file of
// dist/, so the host sends them by Accept-Encoding without compressing on each request.
// Run by `npm run build` after prerendering. Usage: node scripts/precompress.mjs [dir]
// BROTLI_QUALITY (0-11) chooses Brotli's effort: 11, the most, by default, for what is deployed;
// the browser tests' builds ask for 5 (package.json `build:e2e-site`, `build:lab`): the browser
// reads the same bytes once decoded, the weight gate gzips each file itself, and the two builds
// compress in 2 CPU s instead of 19.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The asynchronous forms run in libuv's thread pool, so the files compress on every core at once
// (Brotli at its highest quality is most of a build's time on one core).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = process.argv[2] ?? 'dist';
const QUALITY = Number(process.env.BROTLI_QUALITY ?? constants.BROTLI_MAX_QUALITY);
if (!Number.isInteger(QUALITY) || QUALITY < 0 || QUALITY > 11)
  throw new Error(`BROTLI_QUALITY must be a whole number from 0 to 11, not ${process.env.BROTLI_QUALITY}`);
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // dist/.vite is build metadata, never served
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
async function compress(path) {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  count += 1;
  raw += content.length;
  brotli += br.length;
}
const paths = [];
for await (const path of files(root)) paths.push(path);
await Promise.all(paths.map(compress));
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB with Brotli`);
