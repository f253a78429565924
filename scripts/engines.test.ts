// Every installed package runs on every Node our package.json declares: `npm ci` on the oldest
// declared Node must not warn EBADENGINE (a dependency that needs a newer Node fails at run time,
// e.g. an ESM-only module required from CommonJS). Platform binaries for other systems are skipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
};
const declared = manifest.engines.node;
// The first version of each range we declare: what a user of that major line may run.
const floors = declared.split('||').map((range) => semver.minVersion(range.trim())!.version);

describe('Node engines', () => {
  it('declares the Node lines the machines run', () => {
    expect(floors).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it('has no dependency that refuses a declared Node', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!wanted || entry.os || entry.cpu) return [];
      return floors
        .filter((node) => !semver.satisfies(node, wanted))
        .map((node) => `${path} wants ${wanted}, not ${node}`);
    });
    expect(refusing).toEqual([]);
  });
});
