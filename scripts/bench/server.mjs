// The product as `npm start` serves it (the production build, demo mode, the embedded database, info-level logs to a
// file), on a fresh database in a temporary folder, with a staff account to sign in as.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export async function waitForHealth(base, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}/api/health did not answer`);
}

/**
 * A port nobody listens on now (the system's pick for port 0). Fixed ports collided with other servers on a shared
 * machine: another checkout's server on the bench's port answered its health check and its sign-in (401).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the product on `port` (a free one by default) with the site from `siteDist`. TRUST_PROXY=loopback lets the load test, on this
 * machine, speak for several client addresses with X-Forwarded-For, as a reverse proxy would.
 */
export async function startProduct({ port, dataDir, siteDist, logFile, staff }) {
  port ??= await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_DIST: siteDist,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PAYU_KEY', 'PAYU_SALT', 'SUKOON_MODE']) delete env[name];
  // The staff command opens the embedded database before the server does (one process at a time).
  const made = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/features/staff/command.ts', '--email', staff.email],
    {
      cwd: join(root, 'apps/api'),
      env: { ...env, STAFF_PASSWORD: staff.password },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (made.status !== 0) throw new Error('npm run staff:create failed');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHealth(base),
      exited.then(() => Promise.reject(new Error(`the API exited; see ${logFile}`))),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts the bare Fastify reference in its own process (on a free port by default). */
export async function startBareFastify(port) {
  port ??= await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/bench/bareFastify.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare Fastify server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
