// Every spec state (STATES.md; its IDs are mirrored in docs/spec-states.txt) and every state of ours
// (docs/our-states.txt) is a story tagged `state:<ID>`, and no tag names a state neither list has. Read from the story sources, so
// `npm test` checks it without building Storybook (`npm run states` reads the built index instead).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const idsIn = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
const specStates = idsIn('docs/spec-states.txt');
/** States of ours beyond the spec (pending payments, invoices…): stories tagged the same way. */
const ourStates = idsIn('docs/our-states.txt');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const tagged = new Map<string, string[]>();
for (const file of ['packages', 'apps'].flatMap((dir) => storyFiles(join(root, dir)))) {
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]state:([a-z0-9-]+)['"`]/g)) {
    tagged.set(id!, [...(tagged.get(id!) ?? []), relative(root, file)]);
  }
}

/**
 * The states whose stories are still to be built. The list
 * must shrink to empty: a state that gains its story has to leave it, and no state may go missing that is not on it.
 */
const NOT_YET_BUILT: string[] = [];

describe('spec state coverage', () => {
  it('mirrors the spec list without duplicates', () => {
    expect(specStates.length).toBeGreaterThan(100);
    expect(new Set(specStates).size).toBe(specStates.length);
  });

  it('tags only states the spec or our own list names, and ours never reuse a spec id', () => {
    expect([...tagged.keys()].filter((id) => !specStates.includes(id) && !ourStates.includes(id))).toEqual([]);
    expect(ourStates.filter((id) => specStates.includes(id))).toEqual([]);
    expect(new Set(ourStates).size).toBe(ourStates.length);
  });

  it('has a tagged story for every state of ours', () => {
    expect(ourStates.filter((id) => !tagged.has(id))).toEqual([]);
  });

  it('has a tagged story for every spec state but the ones still to be built', () => {
    expect(specStates.filter((id) => !tagged.has(id))).toEqual(NOT_YET_BUILT);
  });
});
