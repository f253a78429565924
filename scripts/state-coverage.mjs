#!/usr/bin/env node
// `npm run states`: which spec states (docs/spec-states.txt, mirrored from the spec's STATES.md) and states of ours
// (docs/our-states.txt) have a story tagged `state:<ID>` in the BUILT Storybook's index.json (run
// `npm run build-storybook` first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const indexFile = join(root, 'storybook-static', 'index.json');
const idsIn = (name) =>
  readFileSync(join(root, 'docs', name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
if (!existsSync(indexFile)) {
  console.error('storybook-static/index.json not found: run `npm run build-storybook` first.');
  process.exit(1);
}
const specStates = idsIn('spec-states.txt');
const wanted = [...specStates, ...idsIn('our-states.txt')];
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
const tagged = new Map();
for (const entry of Object.values(entries)) {
  if (entry.type !== 'story') continue;
  for (const tag of entry.tags ?? []) {
    if (!tag.startsWith('state:')) continue;
    const id = tag.slice('state:'.length);
    tagged.set(id, [...(tagged.get(id) ?? []), entry.id]);
  }
}
const missing = wanted.filter((id) => !tagged.has(id));
const unknown = [...tagged.keys()].filter((id) => !wanted.includes(id));
console.log(
  `States with a tagged story: ${wanted.length - missing.length} of ${wanted.length} (${specStates.length} of the spec)`,
);
if (missing.length) console.log(`Missing (${missing.length}): ${missing.join(' ')}`);
if (unknown.length) console.log(`Tags that name no listed state: ${unknown.join(' ')}`);
if (process.argv.includes('--strict') && (missing.length || unknown.length)) process.exit(1);
