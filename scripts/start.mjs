#!/usr/bin/env node
// `npm start`: build the site and the API when their sources changed since the last build (or there is none),
// then serve both. A second start with nothing changed goes straight to the server.
import { spawn, spawnSync } from 'node:child_process';
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
// The production server, run by Node itself (the one place that starts it): through an npm script (`npm run -w`) it
// would answer later by npm's own start-up and workspace lookup.
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: `${root}apps/api`,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// A stop sent to this process (npm passes it on, as in a container's stop) reaches the server, which finishes open
// requests and closes the database; a Ctrl-C that reaches both counts once there (apps/api/src/main.ts).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
