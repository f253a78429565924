#!/usr/bin/env node
// `npm start`: build the site and the API when their sources changed since the last build (or there is none),
// then serve both. A second start with nothing changed goes straight to the server.
import { spawnSync } from 'node:child_process';
import { buildFingerprint, buildIsCurrent, writeBuildStamp } from './build-stamp.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = (args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' });

if (buildIsCurrent(root)) {
  console.log('The build is current: starting it (sources unchanged since the last build).');
} else {
  // Taken before building, so an edit made during the build makes the next start build again.
  const fingerprint = buildFingerprint(root);
  const built = npm(['run', 'build']);
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeBuildStamp(root, fingerprint);
}
const served = npm(['run', 'start:prod', '-w', '@sukoon/api']);
process.exit(served.status ?? 0);
