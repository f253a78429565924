import {
  type changePasswordRequestSchema,
  type forgotPasswordRequestSchema,
  type resetPasswordRequestSchema,
} from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../http/errors';
import type { AuthInfo } from './auth';
import type { AccountsCallDeps, Body } from './calls';
import { checkCode, issueCode, prepareCode, type CodeCheck } from './codes';
import { passwordChangedMail, passwordResetMail, passwordResetNoticeMail } from './mail';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';
import { burnPasswordCheck, hashSecret, verifySecret } from './passwords';
import { dropRegistrations } from './registrations';
import { users, type UserRow } from './schema';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById } from './users';

/** The first name to greet in mail: none while the address is unproven, as whoever registered typed it. */
const provenName = (user: UserRow) => (user.isVerified ? user.firstName : '');

/** A 4xx whose text is also the error of one field (the site shows it beside the field). */
const fieldError = (field: string, message: string) => httpError(400, message, { errors: { [field]: [message] } });

/** Change-password, forget-password and reset-password: every change of a password and its mail. */
export function createPasswordCalls({ ctx, background }: AccountsCallDeps) {
  const { config, db, mailer, now } = ctx;

  return {
    async changePassword({ user, sessionId }: AuthInfo, body: Body<typeof changePasswordRequestSchema>) {
      const row = await findUserById(db, user.id);
      if (!row?.passwordHash) throw httpError(400, ACCOUNT_MESSAGES.noPassword);
      if (!(await verifySecret(row.passwordHash, body.current_password))) {
        throw fieldError('current_password', ACCOUNT_MESSAGES.wrongCurrentPassword);
      }
      if (body.new_password === body.current_password) throw fieldError('new_password', ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hashSecret(body.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(now()) })
          .where(eq(users.id, user.id));
        // Whoever else holds a session (a stolen token, an old device) is signed out; this device stays in.
        await revokeUserSessions(tx, user.id, now(), sessionId);
        await mailer.enqueue(tx, passwordChangedMail(config.brand, config.publicUrl, row.email, row.firstName));
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    async forgotPassword(body: Body<typeof forgotPasswordRequestSchema>, log: FastifyBaseLogger) {
      const user = await findUserByEmail(db, body.email);
      // The code is hashed for unknown addresses too, and the mail goes out after the answer, so the answer's
      // time is the same whether or not the address has an account.
      const { code, codeHash } = await prepareCode();
      if (user) {
        background.run(
          async () => {
            // Within the cool-down the earlier code stays valid and no new mail goes out; the answer is unchanged
            // so that it still reveals nothing.
            await db.transaction(async (tx) => {
              const result = await issueCode(tx, user.id, 'reset_password', codeHash, now());
              if (result.issued)
                await mailer.enqueue(tx, passwordResetMail(config.brand, user.email, provenName(user), code));
            });
          },
          (error) => log.error({ err: error }, 'forget-password: could not send the reset code'),
        );
      }
      return { message: ACCOUNT_MESSAGES.resetSent };
    },

    async resetPassword(body: Body<typeof resetPasswordRequestSchema>) {
      // Hashed before the lookup, so known and unknown addresses cost the same; and outside the transaction.
      const passwordHash = await hashSecret(body.password);
      const user = await findUserByEmail(db, body.email);
      let result: CodeCheck;
      if (user) {
        result = await checkCode(db, user.id, 'reset_password', body.otp, now(), async (tx) => {
          // The code proved the mailbox, so the address counts as verified from now on.
          await tx
            .update(users)
            .set({ passwordHash, isVerified: true, updatedAt: new Date(now()) })
            .where(eq(users.id, user.id));
          await revokeUserSessions(tx, user.id, now());
          // Pending registrations die: their codes must not put another password on the account now.
          await dropRegistrations(tx, user.id);
          await mailer.enqueue(
            tx,
            passwordResetNoticeMail(config.brand, config.publicUrl, user.email, provenName(user)),
          );
        });
      } else {
        result = { ok: false, reason: 'missing' };
      }
      // One text for every failure (wrong, expired, dead, unknown address): A7 reads it from `error`.
      if (!result.ok) {
        // Failures that compared no code cost a comparison anyway, so timing does not tell them apart either.
        if (result.reason !== 'wrong') await burnPasswordCheck(body.otp);
        throw httpError(400, ACCOUNT_MESSAGES.resetFailed, { detail: false, error: ACCOUNT_MESSAGES.resetFailed });
      }
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  };
}
