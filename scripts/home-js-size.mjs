// Prints the gzipped size of the JavaScript the home page loads: the client entry, its static
// imports, and the home page chunk with its imports (read from Vite's manifest).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit('index.html');
visit('src/pages/home.tsx');
let raw = 0;
let gz = 0;
for (const file of files) {
  const buf = readFileSync(`dist/${file}`);
  raw += buf.length;
  gz += gzipSync(buf, { level: 9 }).length;
}
const css = (manifest['index.html'].css ?? []).map((f) => gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length);
console.log(`home page JS: ${files.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped; CSS ${(css.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KiB gzipped`);
