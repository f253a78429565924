// What the production build is made from, as one fingerprint: every file under the build's inputs (path, size and
// modification time; reading their contents would cost more than the check saves). `npm start` (scripts/start.mjs)
// rebuilds only when the fingerprint differs from the one written after the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The build's inputs, relative to the repository root. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'tokens',
  'packages/contracts/src',
  'packages/ui/src',
  'packages/ui/package.json',
  'apps/site/src',
  'apps/site/public',
  'apps/site/build',
  'apps/site/index.html',
  'apps/site/vite.config.ts',
  'apps/site/package.json',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
];

/** Where the fingerprint of the last finished build is kept (beside the server bundle it describes). */
export const STAMP_FILE = 'apps/api/dist/build-stamp.txt';
/** Files a finished build leaves behind. */
export const BUILD_OUTPUTS = ['apps/site/dist/index.html', 'apps/api/dist/main.js'];

const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'generated-cache']);

function walk(root, relative, into) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (!SKIPPED.has(name) && !/\.(stories|test)\.tsx?$/.test(name) && name !== '__screenshots__') {
        walk(root, path.join(relative, name), into);
      }
    }
  } else {
    into.push(`${relative}\t${stat.size}\t${Math.trunc(stat.mtimeMs)}`);
  }
}

/** The fingerprint of the build's inputs under `root`. */
export function buildFingerprint(root, inputs = BUILD_INPUTS) {
  const lines = [];
  for (const input of inputs) walk(root, input, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** True when every output exists and was built from exactly the inputs there are now. */
export function buildIsCurrent(root, inputs = BUILD_INPUTS) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const stampFile = path.join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === buildFingerprint(root, inputs);
}

/** Records that the outputs now on disk were built from the inputs there are now. */
export function writeBuildStamp(root, fingerprint) {
  writeFileSync(path.join(root, STAMP_FILE), `${fingerprint}\n`);
}
