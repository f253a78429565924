// The server the journeys drive: the production build (as `npm start` serves it) on a fresh
// embedded database in a temporary folder, so every run starts from the seed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(root, '.tmp', 'e2e-data-'));
// The server serves its own copy of the site build: colleagues build in the same working tree, and a build that
// empties apps/site/dist while a journey runs made the server answer its pages 404.
const siteDist = join(dataDir, 'site');
cpSync(join(root, 'apps', 'site', 'dist'), siteDist, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SITE_DIST: siteDist,
  PORT: process.env.PORT ?? '8123',
  // The test runner connects from this machine and is trusted as a proxy, so set-up calls can speak for several
  // clients with X-Forwarded-For (e2e/support/accounts.ts); the /dev tools never read that header.
  TRUST_PROXY: 'loopback',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
delete env.PAYU_KEY;
delete env.PAYU_SALT;

// A staff account, made as an operator makes one (`npm run staff:create`, the same command file), on this
// database before the server opens it (the embedded database allows one process at a time).
if (process.env.E2E_STAFF_EMAIL) {
  const staff = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'src/features/staff/command.ts',
      '--email',
      process.env.E2E_STAFF_EMAIL,
      '--first-name',
      process.env.E2E_STAFF_FIRST_NAME ?? 'Staff',
    ],
    {
      cwd: join(root, 'apps', 'api'),
      env: { ...env, STAFF_PASSWORD: process.env.E2E_STAFF_PASSWORD },
      stdio: 'inherit',
    },
  );
  if (staff.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(staff.status ?? 1);
  }
}

const server = spawn('node', ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
