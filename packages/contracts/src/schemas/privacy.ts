import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../rules/patterns';
import { messageBodySchema } from './common';

/**
 * The download of a person's own data (ours; the DPDP Act 2023's right to access): every record the service holds
 * about them, by kind. Each record is the stored row as it is (field names as stored), so nothing is lost in a
 * translation; the site only saves the file.
 */
const records = z.array(z.record(z.string(), z.unknown()));

export const personalDataExportSchema = z.object({
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sign_in_providers: records,
  sign_in_sessions: records,
  bookings: records,
  payments: records,
  memberships: records,
  membership_purchases: records,
  credit_movements: records,
  feedback: records,
  invoices: records,
  contact_messages: records,
  /** Every mail sent (or waiting to go) to the person's address: its text, and attachments by name and size. */
  mails: records,
  /** What the payment gateway posted back for the person's payments, as kept for support (never card data). */
  payment_returns: records,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/**
 * Deleting one's own account (ours; the DPDP Act's right to erasure): the current password proves it is the person,
 * not someone at an unlocked screen. An account without a password (Google sign-in) sets one first with "Forgot
 * password", which e-mails a code: one way to prove the mailbox, not a second code flow.
 */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, { message: 'Please enter your password.' }), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = messageBodySchema;
