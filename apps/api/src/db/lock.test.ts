import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../testing/testApp';
import { createDatabase } from './index';
import { mailOutbox } from '../mail/schema';
import { DatabaseLockedError, lockFolder } from './lock';

const folders: string[] = [];
function tempFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockFolder', () => {
  it('refuses a second lock while the first is held, and allows one after release', () => {
    const folder = tempFolder();
    const first = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(DatabaseLockedError);
    first.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder).release();
  });

  it('says which process holds the folder and how to go on', () => {
    const folder = tempFolder();
    const held = lockFolder(folder);
    try {
      lockFolder(folder);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DatabaseLockedError);
      const message = (error as Error).message;
      expect(message).toContain(`The embedded database folder ${folder} is already in use by process ${process.pid}`);
      expect(message).toContain('DATA_DIR');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain(`${folder}.lock`);
    } finally {
      held.release();
    }
  });

  it('takes over a lock left by a process that has exited', () => {
    const folder = tempFolder();
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const deadPid = Number(child.stdout);
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), since: '2026-01-01T00:00:00.000Z', token: 'gone' }),
    );
    const lock = lockFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('treats a lock with our pid but another token as stale (a restarted container reuses pids)', () => {
    const folder = tempFolder();
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({
        pid: process.pid,
        hostname: os.hostname(),
        since: '2026-01-01T00:00:00.000Z',
        token: 'earlier-run',
      }),
    );
    lockFolder(folder).release();
  });

  it('respects a lock from another machine', () => {
    const folder = tempFolder();
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: 1, hostname: `not-${os.hostname()}`, since: '2026-01-01T00:00:00.000Z', token: 'remote' }),
    );
    expect(() => lockFolder(folder)).toThrow(DatabaseLockedError);
  });
});

describe('createDatabase on a PGlite folder', () => {
  // Two real opens of a folder: slow on a busy machine, hence the longer limit.
  it('persists data and lets only one open at a time', { timeout: 120_000 }, async () => {
    const folder = tempFolder();
    const config = { databaseUrl: undefined, pgliteDir: folder };
    const first = await createDatabase(config, { loadDataDir: await pgliteTemplate() });
    try {
      await first.migrate();
      await first.db.insert(mailOutbox).values({ to: 'a@example.com', subject: 'kept', text: 'a' });
      await expect(createDatabase(config)).rejects.toThrow(DatabaseLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);

    const reopened = await createDatabase(config);
    try {
      expect(await reopened.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).toEqual([{ subject: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });
});
