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
import {
  googleLinkedMail,
  passwordChangedMail,
  passwordResetMail,
  passwordResetNoticeMail,
  registrationAttemptMail,
  verificationMail,
} from './mail';
import { burnPasswordCheck, hashSecret, needsRehash, verifySecret } from './passwords';
import {
  checkRegistrationCode,
  dropRegistrations,
  findRegistration,
  renewRegistrationCode,
  storeRegistration,
  type RegistrationDetails,
} from './registrations';
import { users, type RegistrationRow, type UserRow } from './schema';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById, insertUser, isProfileComplete, isUniqueViolation, toApiUser } from './users';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';

/** The first name to greet in mail: none while the address is unproven, as whoever registered typed it. */
const provenName = (user: UserRow) => (user.isVerified ? user.firstName : '');

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

  /**
   * E-mails a fresh code for the pending registration (`registration`, else the user's latest), unless one went out
   * within the cool-down or a newer registration replaced it; code and mail commit together. True when it mailed.
   */
  async function sendVerificationCode(
    user: UserRow,
    prepared: { code: string; codeHash: string },
    registration?: RegistrationRow,
  ): Promise<boolean> {
    const { code, codeHash } = prepared;
    return db.transaction(async (tx) => {
      const pending = registration ?? (await findRegistration(tx, user.id));
      if (!pending || !(await renewRegistrationCode(tx, pending, codeHash, now()))) return false;
      await mailer.enqueue(tx, verificationMail(config.brand, user.email, code));
      return true;
    });
  }

  return {
    /** Resolves when the mail sent after an answer has gone out (the plugin waits for it on close). */
    idle: () => background.idle(),

    async signIn(body: Body<typeof signInRequestSchema>, log: FastifyBaseLogger): Promise<SignInResponse> {
      const user = await findUserByEmail(db, body.email);
      // An unverified account has only its latest registration's password: an earlier registrant's no longer counts.
      const pending = user && !user.isVerified ? await findRegistration(db, user.id) : undefined;
      const passwordHash = user?.isVerified ? user.passwordHash : pending?.passwordHash;
      if (!user || !passwordHash) {
        await burnPasswordCheck(body.password);
        throw httpError(401, ACCOUNT_MESSAGES.signInFailed);
      }
      if (!(await verifySecret(passwordHash, body.password))) throw httpError(401, ACCOUNT_MESSAGES.signInFailed);
      if (!user.isVerified) {
        // Only after the right password, so this reveals nothing to someone guessing.
        let sent = false;
        try {
          sent = await sendVerificationCode(user, await prepareCode(), pending);
        } catch (error) {
          log.error({ err: error }, 'sign-in: could not send a verification code');
        }
        // `code` lets the site take the person to /verify-email for this address.
        throw httpError(403, sent ? ACCOUNT_MESSAGES.unverifiedNewCode : ACCOUNT_MESSAGES.unverifiedRecentCode, {
          code: API_ERROR_CODES.emailNotVerified,
        });
      }
      if (needsRehash(passwordHash)) {
        await db
          .update(users)
          .set({ passwordHash: await hashSecret(body.password) })
          .where(eq(users.id, user.id));
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
      const { user, newUser, linked } = await signInWithGoogle(db, profile, now());
      if (linked) {
        // The name is the registrant's, unproven, unless the address was verified before Google vouched for it.
        const firstName = linked.wasVerified ? user.firstName : '';
        background.run(
          async () => {
            await mailer.enqueue(db, googleLinkedMail(config.brand, config.publicUrl, user.email, firstName));
          },
          (error) => log.error({ err: error }, 'google-login: could not send the linked-account notice'),
        );
      }
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

    /** Session reminders on or off; a reminder already queued checks this again when it comes due. */
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
     * and a transaction looks the address up either way): a new or unverified address gets this registration stored
     * with a code of its own, mailed now; it replaces any earlier registration of the address, whose code dies. A
     * verified one stays as it is and its owner is e-mailed "someone tried to register: sign in or reset your password".
     * The per-address registration limits (http/limits.ts) bound these mails.
     */
    async register(body: Body<typeof registerRequestSchema>, log: FastifyBaseLogger) {
      const [passwordHash, { code, codeHash }] = await Promise.all([hashSecret(body.password), prepareCode()]);
      const details: RegistrationDetails = {
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        mobile: body.mobile,
        country: body.country,
        state: body.state || null,
        city: body.city || null,
        pincode: body.pincode,
      };
      /** Stores the registration and its mail; answers the verified account of the address instead, if there is one. */
      const store = () =>
        db.transaction(async (tx): Promise<UserRow | undefined> => {
          const existing = await findUserByEmail(tx, body.email);
          if (existing?.isVerified) return existing;
          // Until a code proves the address, the account row holds only the address: the details wait with the code.
          const user =
            existing ??
            (await insertUser(tx, {
              email: body.email,
              passwordHash: null,
              isVerified: false,
              createdAt: new Date(now()),
              updatedAt: new Date(now()),
            }));
          await storeRegistration(tx, user.id, details, codeHash, now());
          await mailer.enqueue(tx, verificationMail(config.brand, user.email, code));
          return undefined;
        });
      let verified: UserRow | undefined;
      try {
        verified = await store();
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides, and this one then replaces it.
        if (!isUniqueViolation(error, 'users_email_key')) throw error;
        verified = await store();
      }
      if (verified) {
        const owner = verified;
        background.run(
          async () => {
            await mailer.enqueue(
              db,
              registrationAttemptMail(config.brand, config.publicUrl, owner.email, owner.firstName),
            );
          },
          (error) => log.error({ err: error }, 'register: could not send the mail'),
        );
      }
      return { message: ACCOUNT_MESSAGES.registered };
    },

    /**
     * The mailed code proves the mailbox, as a reset code does, so the person is signed in: the answer carries a
     * session like a sign-in's, and the site goes on as after signing in. The code activates exactly the registration
     * it was mailed for (its details and password) and ends every other session of the account. Every failure, and an
     * unknown or already verified address, answers the one failure text after one code comparison, so nothing tells
     * them apart.
     */
    async verifyOtp(body: Body<typeof verifyOtpRequestSchema>): Promise<VerifyOtpResponse> {
      const user = await findUserByEmail(db, body.email);
      let token = '';
      let activated: UserRow | undefined;
      const result: CodeCheck =
        user && !user.isVerified
          ? await checkRegistrationCode(db, user.id, body.otp, now(), async (tx, registration) => {
              const { passwordHash, firstName, lastName, mobile, country, state, city, pincode } = registration;
              [activated] = await tx
                .update(users)
                .set({
                  passwordHash,
                  firstName,
                  lastName,
                  mobile,
                  country,
                  state,
                  city,
                  pincode,
                  isVerified: true,
                  updatedAt: new Date(now()),
                })
                .where(eq(users.id, user.id))
                .returning();
              await revokeUserSessions(tx, user.id, now());
              token = await createSession(tx, user.id, now());
            })
          : { ok: false, reason: 'missing' };
      if (!activated || !result.ok) {
        // A wrong code cost a comparison; every other failure costs one too, so timing tells nothing either.
        const compared = !result.ok && result.reason === 'wrong';
        if (!compared) await burnPasswordCheck(body.otp);
        throw httpError(400, ACCOUNT_MESSAGES.codeFailed);
      }
      return {
        message: accountsCopy.verifyEmail.verified,
        token,
        user: toApiUser(activated),
        profile_complete: isProfileComplete(activated),
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
            // The latest registration's code: an earlier one's died when it was replaced.
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
        await mailer.enqueue(tx, passwordChangedMail(config.brand, config.publicUrl, row.email, row.firstName));
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

    googleClientId: (): GoogleClientIdResponse => ({ google_client_id: config.googleClientId ?? '' }),
  };
}
