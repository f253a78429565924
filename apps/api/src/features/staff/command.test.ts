import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../config';
import { createDatabase, rowsOf, type Database } from '../../db';
import { apiRoot, migrationsFolder, repoRoot } from '../../paths';
import { createTestDatabase, type TestDatabase } from '../../testing/testApp';
import { users } from '../accounts/schema';
import { insertUser } from '../accounts/users';

// `npm run staff:create` as an operator runs it: a process of its own on the configured database (a PGlite folder,
// or the throw-away PostgreSQL database when DATABASE_URL is set), the password from STAFF_PASSWORD or stdin.
describe('npm run staff:create (the command)', () => {
  const folders: string[] = [];
  let pg: TestDatabase | undefined;
  afterAll(async () => {
    await pg?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  function run(args: string[], env: Record<string, string>, stdin = '') {
    const base = { ...process.env };
    delete base.DATABASE_URL;
    delete base.STAFF_PASSWORD;
    return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/features/staff/command.ts', ...args],
        { cwd: apiRoot, env: { ...base, ...env } },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += String(chunk)));
      child.stderr.on('data', (chunk) => (err += String(chunk)));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out, err }));
      child.stdin.end(stdin);
    });
  }

  it('creates a staff account, promotes an existing one, reads a piped password, and explains its usage', async () => {
    let target: Record<string, string>;
    let open: () => Promise<Database>;
    if (process.env.DATABASE_URL) {
      pg = await createTestDatabase({ seed: false });
      const url = pg.databaseUrl!;
      target = { DATABASE_URL: url };
      open = () => createDatabase({ databaseUrl: url, pgliteDir: IN_MEMORY });
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-staff-command-'));
      folders.push(dir);
      target = { DATA_DIR: dir };
      open = () => createDatabase({ databaseUrl: undefined, pgliteDir: path.join(dir, 'pglite') });
    }

    const created = await run(['--email', 'Ops@Example.com', '--first-name', 'Meera'], {
      ...target,
      STAFF_PASSWORD: 'ops-password-1',
    });
    expect(created.err).toBe('');
    expect(created.out).toMatch(/^Created the staff account: ops@example\.com on the (pglite|postgres) database\.$/m);
    expect(created.code).toBe(0);

    // A client signs up in the meantime (here: straight into the database).
    let database = await open();
    await insertUser(database.db, { email: 'client@example.com', firstName: 'Ravi', isVerified: true });
    await database.close();

    const refused = await run(['--email', 'client@example.com'], target);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/needs a password/);
    const promoted = await run(['--email', 'client@example.com'], { ...target, STAFF_PASSWORD: 'client-password-1' });
    expect(promoted.out).toMatch(/^Promoted to staff: client@example\.com .*\(password set, sessions ended\)\.$/m);
    const piped = await run(['--email', 'piped@example.com'], target, 'piped-password-1\n');
    expect(piped.out).toMatch(/^Created the staff account: piped@example\.com/m);
    const noPassword = await run(['--email', 'nopass@example.com'], target);
    expect(noPassword.code).toBe(1);
    expect(noPassword.err).toMatch(/needs a password/);
    const usage = await run([], target);
    expect(usage.code).toBe(1);
    expect(usage.out).toMatch(/^Usage: npm run staff:create/);

    database = await open();
    try {
      const rows = await database.db
        .select({ email: users.email, role: users.role, isVerified: users.isVerified, firstName: users.firstName })
        .from(users)
        .orderBy(users.id);
      expect(rows).toEqual([
        { email: 'ops@example.com', role: 'staff', isVerified: true, firstName: 'Meera' },
        { email: 'client@example.com', role: 'staff', isVerified: true, firstName: 'Ravi' },
        { email: 'piped@example.com', role: 'staff', isVerified: true, firstName: 'Staff' },
      ]);
      const [ops] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(ops?.passwordHash).toMatch(/^\$argon2id\$/);
      const [client] = await database.db.select().from(users).where(eq(users.email, 'client@example.com'));
      expect(client?.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('migration 0006 (user roles)', () => {
  let dir: string | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every existing account, as a client, and allows only client and staff', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-migrations-'));
    cpSync(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const before = journal.entries.findIndex((entry) => entry.tag === '0006_user_roles');
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));

    database = await createDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY }, { migrationsFolder: dir });
    await database.migrate();
    const { db } = database;
    await db.execute(sql`insert into users (email, username, is_verified) values ('old@example.com', 'old', true)`);
    await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });

    expect(rowsOf(await db.execute(sql`select email, role, is_verified from users`))).toEqual([
      { email: 'old@example.com', role: 'client', is_verified: true },
    ]);
    await expect(db.execute(sql`update users set role = 'admin'`)).rejects.toThrow();
    await db.execute(sql`update users set role = 'staff'`);
  });
});
