// Writes a Brotli (.br) and a gzip (.gz) copy beside every HTML, JS, CSS, SVG and XML file of
// dist/, so the host sends them by Accept-Encoding without compressing on each request.
// Run by `npm run build` after prerendering. Usage: node scripts/precompress.mjs [dir]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
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
for await (const path of files(root)) {
  const content = await readFile(path);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  count += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB with Brotli`);
