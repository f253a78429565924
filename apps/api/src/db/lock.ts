import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Raised when another process (or another open in this one) already holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockOwner | undefined,
  ) {
    const who = holder ? `process ${holder.pid} on ${holder.hostname}, since ${holder.since}` : 'another process';
    super(
      `The embedded database folder ${folder} is already in use by ${who}. ` +
        'PGlite allows only one process per folder: stop the other server (npm run dev / npm start / db:seed), ' +
        'or give this one its own folder with DATA_DIR=…, or use PostgreSQL with DATABASE_URL=…. ' +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  since: string;
  token: string;
}

export interface FolderLock {
  readonly file: string;
  release(): void;
}

// Tokens of locks this process holds, so a lock file left by an earlier process that happened to get the same
// pid (pid 1 in containers) is recognised as stale rather than as our own.
const heldTokens = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.hostname === 'string' && typeof owner.token === 'string') {
      return { pid: owner.pid, hostname: owner.hostname, since: String(owner.since ?? 'unknown'), token: owner.token };
    }
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

function isStale(owner: LockOwner | undefined): boolean {
  if (!owner) return true;
  // A lock from another machine (shared folder) cannot be checked, so it is respected.
  if (owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldTokens.has(owner.token);
  return !isAlive(owner.pid);
}

/**
 * Takes an exclusive lock on `folder` by creating `<folder>.lock` atomically (O_EXCL). PGlite itself does not stop
 * two processes from opening the same folder, which corrupts it. A lock whose owner is gone is taken over.
 */
export function lockFolder(folder: string): FolderLock {
  const file = `${folder}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };

  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, JSON.stringify(owner));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(file);
      if (attempt > 0 || !isStale(current)) throw new DatabaseLockedError(folder, file, current);
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; the retry settles who wins.
      }
    }
  }

  heldTokens.add(owner.token);
  // process.exit() skips async clean-up; this keeps the next start from having to judge staleness.
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release() {
    if (released) return;
    released = true;
    heldTokens.delete(owner.token);
    process.removeListener('exit', onExit);
    if (readOwner(file)?.token === owner.token) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  }
  return { file, release };
}
