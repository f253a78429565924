import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '@sukoon/contracts';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { counsellorsCopy } from '@sukoon/contracts/copy/counsellors';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { migrationsFolder } from '../paths';
import { CODE_TTL_MS } from '../features/accounts/codes';
import { hashSecret } from '../features/accounts/passwords';
import { checkRegistrationCode } from '../features/accounts/registrations';
import type { RegistrationRow } from '../features/accounts/schema';
import { bookedSessionsOf } from '../features/bookings/capacity';
import { bookSlot } from '../features/bookings/holds';
import { findService } from '../features/catalogue/catalogue';
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

describe('migration 0016 (counsellors)', () => {
  const NOON_IST = new Date('2026-11-21T06:30:00Z');
  const HOLD_ENDS = '2026-11-21T06:40:00Z';
  const every = (table: string) => sql.raw(`select * from ${table} order by id`);
  const snapshot = async (db: Database['db']) => ({
    bookings: rowsOf<Record<string, unknown>>(await db.execute(every('bookings'))),
    payments: rowsOf<Record<string, unknown>>(await db.execute(every('payments'))),
    invoices: rowsOf<Record<string, unknown>>(await db.execute(every('invoices'))),
  });

  it('gives each service a placeholder team that keeps its bookings, payments and invoices, and books as before', async () => {
    await withDatabaseUpTo(16, async (db) => {
      await db.execute(sql`insert into users (email, username, first_name) values
        ('asha@example.com', 'asha', 'Asha'), ('ravi@example.com', 'ravi', 'Ravi')`);
      await db.execute(sql`insert into service_categories (id, name) values (1, 'Individuals'), (5, 'Couples')`);
      await db.execute(sql`insert into services (id, category_id, title, price) values
        (101, 1, 'Individual Counselling (Virtual)', 'INR 5,000 per session'),
        (501, 5, 'Couples Counselling (Virtual)', 'INR 10,000 per session')`);
      // Confirmed and paid (with its invoice), still held, expired and cancelled: of two services, one slot shared.
      await db.execute(sql`insert into bookings (user_id, service_id, date, start_time, end_time, duration_minutes,
        status, hold_expires_at, final_price, meeting_room, meeting_link, confirmed_at, cancelled_at) values
        (1, 101, '2026-11-23', '09:15:00', '10:15:00', 60, 'confirmed', ${HOLD_ENDS}, 5000, 'r1', 'https://m/r1', ${HOLD_ENDS}, null),
        (2, 501, '2026-11-23', '09:15:00', '10:15:00', 60, 'held', ${HOLD_ENDS}, 10000, null, null, null, null),
        (2, 101, '2026-11-24', '13:00:00', '14:00:00', 60, 'expired', '2026-11-20T06:40:00Z', 5000, null, null, null, null),
        (1, 101, '2026-11-25', '08:00:00', '09:00:00', 60, 'cancelled', ${HOLD_ENDS}, 5000, 'r2', 'https://m/r2', ${HOLD_ENDS}, ${HOLD_ENDS})`);
      await db.execute(sql`insert into payments (booking_id, user_id, txnid, gateway, amount, productinfo, firstname,
        email, status) values (1, 1, 'SKOLD1', 'sandbox', 5000, 'Booking 1', 'Asha', 'asha@example.com', 'success'),
        (4, 1, 'SKOLD4', 'sandbox', 5000, 'Booking 4', 'Asha', 'asha@example.com', 'success')`);
      const party = JSON.stringify({ name: 'Asha' });
      await db.execute(sql`insert into invoices (number, financial_year, sequence, payment_id, user_id, issued_at,
        supplier, recipient, place_of_supply, description, sac, rate_percent, tax_kind, taxable_paise, cgst_paise,
        sgst_paise, igst_paise, total_paise) values ('SK/2026-27/1', '2026-27', 1, 1, 1, ${HOLD_ENDS}, ${party}::jsonb,
        ${party}::jsonb, 'Karnataka', 'Counselling session', '999312', 18, 'intra', 423729, 38136, 38135, 0, 500000)`);
      const before = await snapshot(db);

      await migrateToLatest(db);

      const after = await snapshot(db);
      expect(after.payments).toEqual(before.payments);
      expect(after.invoices).toEqual(before.invoices);
      const teams = rowsOf<{ id: number; slug: string; name: string; published: boolean; active: boolean }>(
        await db.execute(sql`select id, slug, name, published, active from counsellors order by id`),
      );
      expect(teams.map(({ slug, name, published, active }) => ({ slug, name, published, active }))).toEqual([
        { slug: 'team-101', name: counsellorsCopy.teamName(brand.name), published: false, active: true },
        { slug: 'team-501', name: counsellorsCopy.teamName(brand.name), published: false, active: true },
      ]);
      const teamOf = { 101: teams[0]!.id, 501: teams[1]!.id };
      // Every booking is kept as it was, now with its service's team.
      expect(after.bookings).toEqual(
        before.bookings.map((row) => ({
          ...row,
          counsellor_id: teamOf[row.service_id as 101 | 501],
          counsellor_chosen: false,
        })),
      );
      // Each team offers only its service and works every slot of the grid, every day.
      expect(
        rowsOf(await db.execute(sql`select counsellor_id, service_id from counsellor_services order by service_id`)),
      ).toEqual([
        { counsellor_id: teamOf[101], service_id: 101 },
        { counsellor_id: teamOf[501], service_id: 501 },
      ]);
      expect(
        rowsOf(
          await db.execute(sql`select counsellor_id, count(*)::int as slots from counsellor_weekly_hours
          group by counsellor_id order by counsellor_id`),
        ),
      ).toEqual([
        { counsellor_id: teamOf[101], slots: 70 },
        { counsellor_id: teamOf[501], slots: 70 },
      ]);

      // Booked sessions list exactly the active bookings, as the old read of the bookings table did.
      const booked = async (serviceId: number) => {
        const slots = await bookedSessionsOf(db, { serviceId, now: NOON_IST });
        return 'booked' in slots ? slots.booked : slots;
      };
      expect(await booked(101)).toEqual([{ date: '2026-11-23', start_time: '09:15:00' }]);
      expect(await booked(501)).toEqual([{ date: '2026-11-23', start_time: '09:15:00' }]);

      // Booking: a taken slot is refused with the same words, the expired hold's and the cancelled session's slots
      // are open again, and the other service's slot at the same time stays its own.
      const individual = (await findService(db, 101))!;
      const book = (userId: number, date: string, startTime: string) =>
        bookSlot(db, {
          userId,
          service: individual,
          date,
          startTime,
          gstNumber: null,
          couponCode: null,
          counsellorId: null,
          now: NOON_IST,
          holdMinutes: 15,
        });
      await expect(book(2, '2026-11-23', '09:15:00')).rejects.toMatchObject({
        statusCode: 409,
        message: BOOKING_MESSAGES.slotTaken,
      });
      for (const [date, time] of [
        ['2026-11-24', '13:00:00'],
        ['2026-11-25', '08:00:00'],
      ] as const) {
        const { booking } = await book(2, date, time);
        expect(booking).toMatchObject({ status: 'held', counsellorId: teamOf[101] });
      }
      await expect(book(1, '2026-11-24', '13:00:00')).rejects.toMatchObject({ statusCode: 409 });
    });
  });
});
