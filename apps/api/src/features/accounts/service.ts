import {
  API_ERROR_CODES,
  type changePasswordRequestSchema,
  type forgetPasswordRequestSchema,
  type GoogleClientIdResponse,
  type googleLoginRequestSchema,
  type GoogleLoginResponse,
  type PreferencesRequest,
  type PreferencesResponse,
  type registerRequestSchema,
  type resendOtpRequestSchema,
  type resetPasswordRequestSchema,
  type signInRequestSchema,
  type SignInResponse,
  type profileRequestSchema,
  type updateProfileRequestSchema,
  type verifyOtpRequestSchema,
  type VerifyOtpResponse,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import type { AuthInfo } from './auth';
import { BackgroundTasks } from './background';
import { checkCode, issueCode, prepareCode, type CodeCheck } from './codes';
import { GoogleTokenError, googleRemoteKeySet, verifyGoogleIdToken, type GoogleKeySet } from './google';
import { signInWithGoogle } from './googleSignIn';
import { passwordResetMail, registrationAttemptMail, verificationMail } from './mail';
import { burnPasswordCheck, hashSecret, needsRehash, verifySecret } from './passwords';
import { users, type UserRow } from './schema';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById, insertUser, isProfileComplete, isUniqueViolation, toApiUser } from './users';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';

/** A request body as its contract schema gives it (trimmed, lower-cased, defaults filled). */
type Body<Schema extends z.core.$ZodType> = z.output<Schema>;

/** A 4xx whose text is also the error of one field (the site shows it beside the field). */
const fieldError = (field: string, message: string) => httpError(400, message, { errors: { [field]: [message] } });

export interface AccountsOptions {
  /** Google's signing keys. Default: Google's published key set, fetched on first use. Tests pass a local one. */
  googleKeys?: GoogleKeySet;
  /** Where after-answer work (the reset mail) runs; tests pass their own to await it. */
  background?: BackgroundTasks;
}

/** The accounts calls of spec 01 section 7, without HTTP: each takes the parsed body and answers the reply body. */
export function createAccountsService(
  ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>,
  options: AccountsOptions = {},
) {
  const { config, db, mailer, now } = ctx;
  const background = options.background ?? new BackgroundTasks();
  let remoteKeys: GoogleKeySet | undefined;
  const googleKeys = () => options.googleKeys ?? (remoteKeys ??= googleRemoteKeySet());

  /** E-mails a fresh verification code unless one went out within the cool-down; code and mail commit together. */
  async function sendVerificationCode(user: UserRow, prepared?: { code: string; codeHash: string }) {
    const { code, codeHash } = prepared ?? (await prepareCode());
    return db.transaction(async (tx) => {
      const result = await issueCode(tx, user.id, 'verify_email', codeHash, now());
      if (result.issued) await mailer.enqueue(tx, verificationMail(config.brand, user.email, user.firstName, code));
      return result;
    });
  }

  return {
    /** Resolves when the mail sent after an answer has gone out (the plugin waits for it on close). */
    idle: () => background.idle(),

    async signIn(body: Body<typeof signInRequestSchema>, log: FastifyBaseLogger): Promise<SignInResponse> {
      const user = await findUserByEmail(db, body.email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(body.password);
        throw httpError(401, ACCOUNT_MESSAGES.signInFailed);
      }
      if (!(await verifySecret(user.passwordHash, body.password))) throw httpError(401, ACCOUNT_MESSAGES.signInFailed);
      if (needsRehash(user.passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashSecret(body.password) })
          .where(eq(users.id, user.id));
      }
      if (!user.isVerified) {
        // Only after the right password, so this reveals nothing to someone guessing.
        let sent = false;
        try {
          sent = (await sendVerificationCode(user)).issued;
        } catch (error) {
          log.error({ err: error }, 'sign-in: could not send a verification code');
        }
        // `code` lets the site take the person to /verify-email for this address.
        throw httpError(403, sent ? ACCOUNT_MESSAGES.unverifiedNewCode : ACCOUNT_MESSAGES.unverifiedRecentCode, {
          code: API_ERROR_CODES.emailNotVerified,
        });
      }
      const token = await createSession(db, user.id, now());
      return { token, user: toApiUser(user), profile_complete: isProfileComplete(user) };
    },

    async googleLogin(
      body: Body<typeof googleLoginRequestSchema>,
      log: FastifyBaseLogger,
    ): Promise<GoogleLoginResponse> {
      const clientId = config.googleClientId;
      if (!clientId) throw httpError(400, ACCOUNT_MESSAGES.googleOff);
      let profile;
      try {
        profile = await verifyGoogleIdToken(body.token, { keys: googleKeys(), clientId, now: now() });
      } catch (error) {
        if (error instanceof GoogleTokenError) throw httpError(401, error.message);
        log.error({ err: error }, 'google-login: could not check the ID token (key set unreachable?)');
        throw httpError(503, ACCOUNT_MESSAGES.googleUnchecked);
      }
      const { user, newUser } = await signInWithGoogle(db, profile, now());
      const token = await createSession(db, user.id, now());
      return { access: token, new_user: newUser, profile_complete: isProfileComplete(user), user: toApiUser(user) };
    },

    async updateProfile({ user }: AuthInfo, body: Body<typeof updateProfileRequestSchema>) {
      const [row] = await db
        .update(users)
        .set({
          country: body.country,
          state: body.state,
          city: body.city,
          mobile: body.phone,
          updatedAt: new Date(now()),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw httpError(401, ACCOUNT_MESSAGES.accountGone);
      return {
        message: ACCOUNT_MESSAGES.profileUpdated,
        user: toApiUser(row),
        profile_complete: isProfileComplete(row),
      };
    },

    /** My Profile's save: the body passed registration's rules (profileRequestSchema); the answer is the user now. */
    async saveProfile({ user }: AuthInfo, body: Body<typeof profileRequestSchema>) {
      const [row] = await db
        .update(users)
        .set({
          firstName: body.first_name,
          lastName: body.last_name,
          mobile: body.mobile,
          country: body.country,
          state: body.state,
          city: body.city,
          pincode: body.pincode,
          updatedAt: new Date(now()),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw httpError(401, ACCOUNT_MESSAGES.accountGone);
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toApiUser(row) };
    },

    userProfile: ({ user }: AuthInfo) => ({ user: toApiUser(user) }),

    /** Session reminders on or off (issue 13); a reminder already queued checks this again when it comes due. */
    async savePreferences({ user }: AuthInfo, body: PreferencesRequest): Promise<PreferencesResponse> {
      const [row] = await db
        .update(users)
        .set({ sessionReminders: body.session_reminders, updatedAt: new Date(now()) })
        .where(eq(users.id, user.id))
        .returning({ sessionReminders: users.sessionReminders });
      if (!row) throw httpError(401, ACCOUNT_MESSAGES.accountGone);
      return { session_reminders: row.sessionReminders };
    },

    async logout({ sessionId }: AuthInfo) {
      await revokeSession(db, sessionId, now());
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },

    /**
     * Answers the same for every address, in about the same time (the password and a code are hashed either way,
     * and every mail goes out after the answer): a new address gets its account and a code; an unverified one a
     * fresh code (none within the cool-down: the last one stays valid) and nothing else changes; a verified one
     * stays as it is and its owner is e-mailed "someone tried to register: sign in or reset your password".
     */
    async register(body: Body<typeof registerRequestSchema>, log: FastifyBaseLogger) {
      const [passwordHash, { code, codeHash }] = await Promise.all([hashSecret(body.password), prepareCode()]);
      const existing = await findUserByEmail(db, body.email);
      let created: UserRow | undefined;
      if (!existing) {
        try {
          created = await db.transaction(async (tx) => {
            const row = await insertUser(tx, {
              email: body.email,
              passwordHash,
              firstName: body.first_name,
              lastName: body.last_name,
              mobile: body.mobile,
              country: body.country,
              state: body.state || null,
              city: body.city || null,
              pincode: body.pincode,
              isVerified: false,
              createdAt: new Date(now()),
              updatedAt: new Date(now()),
            });
            await issueCode(tx, row.id, 'verify_email', codeHash, now());
            await mailer.enqueue(tx, verificationMail(config.brand, row.email, row.firstName, code));
            return row;
          });
        } catch (error) {
          // Two sign-ups with one address at the same moment: the unique index decides, and the other one mails.
          if (!isUniqueViolation(error, 'users_email_key')) throw error;
        }
      }
      background.run(
        async () => {
          if (created) return; // its code and mail committed with the account
          if (existing?.isVerified) {
            await mailer.enqueue(
              db,
              registrationAttemptMail(config.brand, config.publicUrl, existing.email, existing.firstName),
            );
          } else if (existing) await sendVerificationCode(existing, { code, codeHash });
        },
        // The answer stands either way; "Resend" on the verification page sends a new code.
        (error) => log.error({ err: error }, 'register: could not send the mail'),
      );
      return { message: ACCOUNT_MESSAGES.registered };
    },

    /**
     * The mailed code proves the mailbox, as a reset code does, so the person is signed in: the answer carries a
     * session like a sign-in's, and the site goes on as after signing in. Every failure, and an unknown or already
     * verified address, answers the one failure text after one code comparison, so nothing tells them apart.
     */
    async verifyOtp(body: Body<typeof verifyOtpRequestSchema>): Promise<VerifyOtpResponse> {
      const user = await findUserByEmail(db, body.email);
      let token = '';
      const result: CodeCheck =
        user && !user.isVerified
          ? await checkCode(db, user.id, 'verify_email', body.otp, now(), async (tx) => {
              await tx
                .update(users)
                .set({ isVerified: true, updatedAt: new Date(now()) })
                .where(eq(users.id, user.id));
              token = await createSession(tx, user.id, now());
            })
          : { ok: false, reason: 'missing' };
      if (!user || !result.ok) {
        // A wrong code cost a comparison; every other failure costs one too, so timing tells nothing either.
        const compared = !result.ok && result.reason === 'wrong';
        if (!compared) await burnPasswordCheck(body.otp);
        throw httpError(400, ACCOUNT_MESSAGES.codeFailed);
      }
      const verified = { ...user, isVerified: true };
      return {
        message: accountsCopy.verifyEmail.verified,
        token,
        user: toApiUser(verified),
        profile_complete: isProfileComplete(verified),
      };
    },

    /**
     * The same answer for every address, at once: unknown and verified addresses get no mail, an unverified one a
     * new code after the answer, unless one went out within the 60 s cool-down (then the last one stays valid and
     * nothing is sent, as for forgot-password), so not even the cool-down tells addresses apart.
     */
    async resendOtp(body: Body<typeof resendOtpRequestSchema>, log: FastifyBaseLogger) {
      const user = await findUserByEmail(db, body.email);
      const prepared = await prepareCode();
      if (user && !user.isVerified) {
        background.run(
          async () => {
            await sendVerificationCode(user, prepared);
          },
          (error) => log.error({ err: error }, 'resend-otp: could not send the verification code'),
        );
      }
      return { message: accountsCopy.verifyEmail.resent };
    },

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
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    async forgetPassword(body: Body<typeof forgetPasswordRequestSchema>, log: FastifyBaseLogger) {
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
                await mailer.enqueue(tx, passwordResetMail(config.brand, user.email, user.firstName, code));
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

    googleClientId: (): GoogleClientIdResponse => ({ google_client_id: config.googleClientId ?? '' }),
  };
}
