// The gzipped size of a built file, as the size budgets and the bench count it: its precompressed
// .gz copy when there is one (what the host sends), otherwise gzip at level 9.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export function gzippedSize(path) {
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}
