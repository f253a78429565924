import {
  API_ERROR_CODES,
  type GoogleClientIdResponse,
  type googleLoginRequestSchema,
  type GoogleLoginResponse,
  type PreferencesRequest,
  type PreferencesResponse,
  type signInRequestSchema,
  type SignInResponse,
  type profileRequestSchema,
  type completeProfileRequestSchema,
} from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import type { AuthInfo } from './auth';
import { BackgroundTasks } from './background';
import type { Body } from './calls';
import { prepareCode } from './codes';
import { GoogleTokenError, googleRemoteKeySet, verifyGoogleIdToken, type GoogleKeySet } from './google';
import { signInWithGoogle } from './googleSignIn';
import { googleLinkedMail } from './mail';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';
import { burnPasswordCheck, hashSecret, needsRehash, verifySecret } from './passwords';
import { createPasswordCalls } from './passwordCalls';
import { findRegistration } from './registrations';
import { users } from './schema';
import { createSession, revokeSession } from './sessions';
import { createSignUpCalls } from './signUp';
import { isProfileComplete, toApiUser, findUserByEmail } from './users';

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
  const calls = { ctx, background };
  const { sendVerificationCode, ...signUp } = createSignUpCalls(calls);

  /** Saves the caller's own changes, stamped now; an account deleted meanwhile is a 401. */
  async function updateOwnAccount(userId: number, changes: Partial<typeof users.$inferInsert>) {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date(now()) })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw httpError(401, ACCOUNT_MESSAGES.accountGone);
    return row;
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

    async completeProfile({ user }: AuthInfo, body: Body<typeof completeProfileRequestSchema>) {
      const row = await updateOwnAccount(user.id, {
        country: body.country,
        state: body.state,
        city: body.city,
        mobile: body.phone,
      });
      return {
        message: ACCOUNT_MESSAGES.profileUpdated,
        user: toApiUser(row),
        profile_complete: isProfileComplete(row),
      };
    },

    /** My Profile's save: the body passed registration's rules (profileRequestSchema); the answer is the user now. */
    async saveProfile({ user }: AuthInfo, body: Body<typeof profileRequestSchema>) {
      const row = await updateOwnAccount(user.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        mobile: body.mobile,
        country: body.country,
        state: body.state,
        city: body.city,
        pincode: body.pincode,
      });
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toApiUser(row) };
    },

    userProfile: ({ user }: AuthInfo) => ({ user: toApiUser(user) }),

    /** Session reminders on or off; a reminder already queued checks this again when it comes due. */
    async savePreferences({ user }: AuthInfo, body: PreferencesRequest): Promise<PreferencesResponse> {
      const row = await updateOwnAccount(user.id, { sessionReminders: body.session_reminders });
      return { session_reminders: row.sessionReminders };
    },

    async logout({ sessionId }: AuthInfo) {
      await revokeSession(db, sessionId, now());
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },

    ...signUp,
    ...createPasswordCalls(calls),

    googleClientId: (): GoogleClientIdResponse => ({ google_client_id: config.googleClientId ?? '' }),
  };
}
