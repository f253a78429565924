#!/usr/bin/env node
// The registry these machines reach serves only the linux builds of unrs-resolver's native bindings
// (a dependency of eslint-plugin-import-x), so `npm install` writes a lock without the other
// platforms' entries, and `npm ci` then refuses the lock ("Missing: @unrs/resolver-binding-... from lock
// file"). This adds those entries back, marked optional with their os/cpu, so `npm ci` skips them on
// Linux and installs the right one elsewhere. Run it after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const match =
      /^@unrs\/resolver-binding-(android|darwin|freebsd|linux|openharmony|win32|wasm32)-(\w+?)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc|wasi))?$/.exec(
        name,
      );
    if (!match) continue;
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    const [, os, cpu, abi] = match;
    const libc =
      abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' || abi === 'musleabihf' ? ['musl'] : undefined;
    packages[key] = {
      version,
      ...(cpu === 'wasm32' ? {} : { cpu: [cpu] }),
      dev: true,
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      ...(os === 'wasm32' ? {} : { os: [os] }),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform binding entries added`);
