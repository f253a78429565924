// The server the journeys drive: the production build (as `npm start` serves it) on a fresh
// embedded database in a temporary folder, so every run starts from the seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(root, '.tmp', 'e2e-data-'));
const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: process.env.PORT ?? '8123' };
delete env.DATABASE_URL;
delete env.SMTP_URL;
delete env.PAYU_KEY;
delete env.PAYU_SALT;

const server = spawn('node', ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
