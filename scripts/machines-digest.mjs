import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A fingerprint of what a machine coverage report describes: every file of machines/ (the
 * machines) and tests/model/ (the model tests that walk them). The report records the fingerprint
 * it was written for; the lab build compares it with the sources it is built from
 * (scripts/lab-coverage.mjs) and the lab says when they differ.
 */
export function machinesDigest(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const folder of ['machines', 'tests/model']) {
    const files = readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .sort();
    for (const file of files)
      hash
        .update(`${file}\n`)
        .update(readFileSync(join(root, file)))
        .update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}
