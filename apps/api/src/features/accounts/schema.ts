import type { UserRole } from '@sukoon/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, identityId } from '../../db/columns';

/** The personal details a registration collects and its verification copies onto the user. */
const personalDetails = () => ({
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobile: text('mobile'),
  country: text('country'),
  state: text('state'),
  city: text('city'),
  pincode: text('pincode'),
});

/**
 * One row per person. E-mail is stored trimmed and lower-cased (the contracts' emailSchema does that), so a plain
 * unique index is enough. password_hash is null for accounts that only ever signed in with Google.
 */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$…). */
    passwordHash: text('password_hash'),
    ...personalDetails(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** E-mails 24 h and 1 h before each confirmed session; the client turns them off in My Profile. */
    sessionReminders: boolean('session_reminders').notNull().default(true),
    /**
     * 'client' for everyone who signs up; 'staff' only by `npm run staff:create` (features/staff/command.ts), never
     * through an HTTP call. Staff may moderate testimonials and read contact messages.
     */
    role: text('role').$type<UserRole>().notNull().default('client'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_key').on(table.username),
    check('users_role_check', sql`${table.role} in ('client', 'staff')`),
  ],
);

/** The account a row belongs to; `cascade` where the row goes when the account is deleted. */
export const userIdColumn = (onDelete?: 'cascade') =>
  integer('user_id')
    .notNull()
    .references(() => users.id, onDelete && { onDelete });

/** External sign-in identities, keyed by the provider's stable subject id (never by e-mail, which can change). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: identityId(),
    userId: userIdColumn('cascade'),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave when the identity was linked (for support; sign-in never reads it). */
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * Bearer tokens. Only the SHA-256 of the token is kept: the token is 256 random bits, so a fast hash is enough and a
 * database dump gives no usable token. A revoked row stays until it would have expired (revocation stays auditable);
 * expired rows are deleted at the user's next sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    userId: userIdColumn('cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * E-mailed 6-digit codes: at most one live code per user and purpose (a new one replaces the old). The code itself is
 * never stored, only its argon2id hash. `attempts` counts checks, so a dead code (5 wrong tries) stays dead.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: identityId(),
    userId: userIdColumn('cascade'),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the code was e-mailed; the resend cool-down counts from here. */
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [
    uniqueIndex('one_time_codes_user_purpose_key').on(table.userId, table.purpose),
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * The pending registration of an unverified account: the details and password hash typed at the latest registration
 * of its address, with the code mailed for exactly that registration. A new registration of the address replaces the
 * row, so every earlier code dies with the details it was mailed for; the verification copies the row onto the user
 * and deletes it. An unverified user keeps no password of its own: only this row's counts.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: identityId(),
    userId: userIdColumn('cascade'),
    passwordHash: text('password_hash').notNull(),
    ...personalDetails(),
    /** argon2id of the 6-digit code mailed for this registration. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the code was e-mailed; the resend cool-down counts from here. */
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('registrations_user_id_key').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
