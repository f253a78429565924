import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { migrationsFolder } from '../paths';
import { CODE_TTL_MS } from '../features/accounts/codes';
import { hashSecret } from '../features/accounts/passwords';
import { checkRegistrationCode } from '../features/accounts/registrations';
import type { RegistrationRow } from '../features/accounts/schema';
import { createDatabase, rowsOf, type Database } from './index';

/** The migrations folder as it was after the first `count` migrations (the journal cut to them). */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

/**
 * Runs `body` on a new in-memory database that has only the first `count` migrations, then closes it and removes the
 * cut folder.
 */
async function withDatabaseUpTo(count: number, body: (db: Database['db']) => Promise<void>) {
  const before = migrationsUpTo(count);
  const database = await createDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY }, { migrationsFolder: before });
  try {
    await database.migrate();
    await body(database.db);
  } finally {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  }
}

/** Runs every migration of the repository on that database, as the server does when it starts with this change. */
const migrateToLatest = (db: Database['db']) =>
  migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });

describe('migrations 0003 and 0004 (memberships, credits, feedback, test clock)', () => {
  it('keeps the bookings and payments of before, and every payment then belongs to exactly one order', async () => {
    await withDatabaseUpTo(3, async (db) => {
      await db.execute(sql`insert into users (email, username) values ('old@example.com', 'old')`);
      await db.execute(sql`insert into service_categories (id, name) values (1, 'Individuals')`);
      await db.execute(
        sql`insert into services (id, category_id, title, price) values (101, 1, 'Individual', 'INR 5,000')`,
      );
      await db.execute(sql`insert into bookings (user_id, service_id, date, start_time, end_time, duration_minutes,
      status, hold_expires_at, final_price, meeting_link)
      values (1, 101, '2026-11-22', '10:30:00', '11:30:00', 60, 'confirmed', now(), 5000, 'https://meet.example/x')`);
      await db.execute(sql`insert into payments (booking_id, user_id, txnid, gateway, amount, productinfo, firstname,
      email, status) values (1, 1, 'SKOLD1', 'sandbox', 5000, 'Booking 1', 'Old', 'old@example.com', 'success')`);

      await migrateToLatest(db);

      const [booking] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select status, payment_method, credits_used, discount, feedback_status from bookings`),
      );
      expect(booking).toEqual({
        status: 'confirmed',
        payment_method: 'card',
        credits_used: null,
        discount: '0.00',
        feedback_status: 'pending',
      });
      const [payment] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select booking_id, membership_purchase_id, status from payments`),
      );
      expect(payment).toEqual({ booking_id: 1, membership_purchase_id: null, status: 'success' });
      await expect(db.execute(sql`update payments set booking_id = null`)).rejects.toThrow();
      await expect(db.execute(sql`update bookings set payment_method = 'credits'`)).rejects.toThrow();
    });
  });
});

describe('migration 0007 (mail delivery)', () => {
  it('marks the mail kept before it as sent, so setting SMTP_URL later sends none of it again', async () => {
    await withDatabaseUpTo(7, async (db) => {
      await db.execute(sql`insert into mail_outbox ("to", subject, text, created_at)
        values ('old@example.com', 'Your code', '123456', '2026-11-01T10:00:00Z')`);
      await migrateToLatest(db);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select status, attempts, sent_at = created_at as sent_when_kept from mail_outbox`),
      );
      expect(rows).toEqual([{ status: 'sent', attempts: 0, sent_when_kept: true }]);
      // A new row without a status is due for the worker.
      await db.execute(sql`insert into mail_outbox ("to", subject, text) values ('new@example.com', 'Hi', 'Hi')`);
      const [fresh] = rowsOf<{ status: string }>(
        await db.execute(sql`select status from mail_outbox where "to" = 'new@example.com'`),
      );
      expect(fresh?.status).toBe('pending');
    });
  });
});

describe('migration 0014 (pending registrations)', () => {
  it('keeps an unverified account of before verifiable with its mailed code, which activates its own details', async () => {
    await withDatabaseUpTo(14, async (db) => {
      const now = Date.parse('2026-11-21T06:30:00Z');
      const passwordHash = await hashSecret('legacy-password-1');
      const codeHash = await hashSecret('123456');
      const [pending] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into users (email, username, password_hash, first_name, mobile, is_verified)
          values ('pending@example.com', 'pending', ${passwordHash}, 'Asha', '9876543210', false) returning id`),
      );
      await db.execute(sql`insert into users (email, username, password_hash, is_verified)
        values ('done@example.com', 'done', ${passwordHash}, true)`);
      await db.execute(sql`insert into one_time_codes (user_id, purpose, code_hash, sent_at, expires_at)
        values (${pending!.id}, 'verify_email', ${codeHash}, ${new Date(now).toISOString()},
          ${new Date(now + CODE_TTL_MS).toISOString()})`);
      await migrateToLatest(db);

      // The password moved to the pending registration; a verified account keeps its own.
      expect(
        rowsOf(await db.execute(sql`select email, password_hash is null as moved from users order by email`)),
      ).toEqual([
        { email: 'done@example.com', moved: false },
        { email: 'pending@example.com', moved: true },
      ]);
      expect(rowsOf(await db.execute(sql`select purpose from one_time_codes`))).toEqual([]);

      let activated: RegistrationRow | undefined;
      const check = await checkRegistrationCode(db, pending!.id, '123456', now + 60_000, async (_tx, registration) => {
        activated = registration;
      });
      expect(check).toEqual({ ok: true });
      expect(activated).toMatchObject({ firstName: 'Asha', mobile: '9876543210', passwordHash });
    });
  });
});

describe('migration 0015 (contact messages linked to their support copies)', () => {
  it('links each support copy kept before it to its contact message by the id in its subject', async () => {
    await withDatabaseUpTo(15, async (db) => {
      await db.execute(sql`insert into inquiries (name, email, message, created_at) values
        ('Meera', 'meera@example.com', 'Can I pay in instalments?', now()),
        ('Arjun', 'arjun@example.com', 'Do you offer sessions in Tamil?', now())`);
      await db.execute(sql`insert into mail_outbox ("to", subject, text) values
        ('support@example.com', 'Contact message #2 from Arjun', 'Do you offer sessions in Tamil?'),
        ('support@example.com', 'Contact message #1 from Meera', 'Can I pay in instalments?'),
        ('support@example.com', 'Contact message #99 from Gone', 'A message staff already removed'),
        ('meera@example.com', 'Verify your e-mail', '123456')`);
      await migrateToLatest(db);
      const rows = rowsOf<{ subject: string; inquiry_id: number | null }>(
        await db.execute(sql`select subject, inquiry_id from mail_outbox order by id`),
      );
      expect(rows).toEqual([
        { subject: 'Contact message #2 from Arjun', inquiry_id: 2 },
        { subject: 'Contact message #1 from Meera', inquiry_id: 1 },
        { subject: 'Contact message #99 from Gone', inquiry_id: null },
        { subject: 'Verify your e-mail', inquiry_id: null },
      ]);
    });
  });
});
