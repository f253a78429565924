import {
  changePasswordRequestSchema,
  endpoints,
  forgetPasswordRequestSchema,
  googleLoginRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  updateProfileRequestSchema,
  VERIFICATION_MESSAGES,
  verifyOtpRequestSchema,
  type GoogleClientIdResponse,
  type GoogleLoginResponse,
  type SignInResponse,
} from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { FeatureRoutes } from '../../context';
import { HttpError } from '../../http/errors';
import { currentUser, requireUser } from './auth';
import { BackgroundTasks } from './background';
import { checkCode, issueCode, prepareCode, type CodeCheck } from './codes';
import { GoogleTokenError, googleRemoteKeySet, verifyGoogleIdToken, type GoogleKeySet } from './google';
import { signInWithGoogle } from './googleSignIn';
import { LIMITS, perAddress, perIp, waitText } from './limits';
import { passwordResetMail, verificationMail } from './mail';
import { burnPasswordCheck, hashSecret, needsRehash, verifySecret } from './passwords';
import { users, type UserRow } from './schema';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { findUserByEmail, findUserById, insertUser, isProfileComplete, isUniqueViolation, toApiUser } from './users';

export const ACCOUNT_MESSAGES = {
  signInFailed: 'Invalid email or password.',
  unverifiedNewCode:
    'Please verify your email address before signing in. We have emailed you a new 6-digit code: enter it on the verification page.',
  unverifiedRecentCode:
    'Please verify your email address before signing in. Enter the 6-digit code we emailed you a moment ago on the verification page.',
  registered: 'Registration successful. We have emailed you a 6-digit code to verify your email address.',
  duplicateEmail: 'An account with this email already exists.',
  alreadyVerified: 'Your email address is already verified. Please sign in.',
  noCode: 'There is no valid code for this email address. Please request a new code.',
  codeExpired: 'This code has expired. Please request a new code.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  resendCooldown: (ms: number) => `Please wait ${waitText(ms)} before requesting a new code.`,
  profileUpdated: 'Profile updated successfully.',
  loggedOut: 'Logged out successfully.',
  passwordChanged: 'Password changed successfully!',
  noPassword: 'Your account has no password yet because you sign in with Google. Use "Forgot password" to set one.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'New password must be different from the current password.',
  /** Contains "OTP sent", which the site checks; the same for every address, so it tells nobody who has an account. */
  resetSent: 'OTP sent to your email if an account exists.',
  resetFailed: 'Invalid or expired code. Please check the code or request a new one.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  googleOff: 'Google sign-in is not available on this site.',
} as const;

const wrongCodeMessage = (attemptsLeft: number) =>
  `Invalid code. You have ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;

/** 4xx with the text in both fields the site reads (`message`, then `detail`). */
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  new HttpError(status, message, errors ? { detail: message, errors } : { detail: message });

function verifyFailure(result: Exclude<CodeCheck, { ok: true }>): HttpError {
  switch (result.reason) {
    case 'missing':
      return fail(400, ACCOUNT_MESSAGES.noCode);
    case 'expired':
      return fail(400, ACCOUNT_MESSAGES.codeExpired);
    case 'locked':
      return fail(400, ACCOUNT_MESSAGES.codeLocked);
    case 'wrong':
      return fail(400, wrongCodeMessage(result.attemptsLeft));
  }
}

export interface AccountsOptions {
  /** Google's signing keys. Default: Google's published key set, fetched on first use. Tests pass a local one. */
  googleKeys?: GoogleKeySet;
  /** Where after-answer work (the reset mail) runs; tests pass their own to await it. */
  background?: BackgroundTasks;
}

/** The accounts calls of spec 01 section 7. */
export function createAccountsRoutes(options: AccountsOptions = {}): FeatureRoutes {
  return async (app, ctx) => {
    const { config, db, mailer, now } = ctx;
    const background = options.background ?? new BackgroundTasks();
    let remoteKeys: GoogleKeySet | undefined;
    const googleKeys = () => options.googleKeys ?? (remoteKeys ??= googleRemoteKeySet());
    const authenticated = requireUser(ctx);
    app.addHook('onClose', () => background.idle());

    /** E-mails a fresh verification code unless one went out within the cool-down. */
    async function sendVerificationCode(user: UserRow) {
      const { code, codeHash } = await prepareCode();
      const result = await issueCode(db, user.id, 'verify_email', codeHash, now());
      if (result.issued) await mailer.send(verificationMail(config.brand, user.email, user.firstName, code));
      return result;
    }

    app.post(
      endpoints.signIn.path,
      { config: perIp(LIMITS.signIn.ip), preHandler: perAddress(app, 'signin', LIMITS.signIn.address) },
      async (request): Promise<SignInResponse> => {
        const body = signInRequestSchema.parse(request.body);
        const user = await findUserByEmail(db, body.email);
        if (!user?.passwordHash) {
          await burnPasswordCheck(body.password);
          throw fail(401, ACCOUNT_MESSAGES.signInFailed);
        }
        if (!(await verifySecret(user.passwordHash, body.password))) throw fail(401, ACCOUNT_MESSAGES.signInFailed);
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
            request.log.error({ err: error }, 'sign-in: could not send a verification code');
          }
          throw fail(403, sent ? ACCOUNT_MESSAGES.unverifiedNewCode : ACCOUNT_MESSAGES.unverifiedRecentCode);
        }
        const token = await createSession(db, user.id, now());
        return { token, user: toApiUser(user), profile_complete: isProfileComplete(user) };
      },
    );

    app.post(
      endpoints.googleLogin.path,
      { config: perIp(LIMITS.googleLogin.ip) },
      async (request): Promise<GoogleLoginResponse> => {
        const body = googleLoginRequestSchema.parse(request.body);
        const clientId = config.googleClientId;
        if (!clientId) throw fail(400, ACCOUNT_MESSAGES.googleOff);
        let profile;
        try {
          profile = await verifyGoogleIdToken(body.token, { keys: googleKeys(), clientId, now: now() });
        } catch (error) {
          if (error instanceof GoogleTokenError) throw fail(401, error.message);
          request.log.error({ err: error }, 'google-login: could not check the ID token (key set unreachable?)');
          throw new HttpError(503, 'Google sign-in could not be checked.');
        }
        const { user, newUser } = await signInWithGoogle(db, profile, now());
        const token = await createSession(db, user.id, now());
        return {
          access: token,
          new_user: newUser,
          profile_complete: isProfileComplete(user),
          user: toApiUser(user),
        };
      },
    );

    app.post(
      endpoints.updateProfile.path,
      { config: perIp(LIMITS.updateProfile.ip), preHandler: authenticated },
      async (request) => {
        const { user } = currentUser(request);
        const body = updateProfileRequestSchema.parse(request.body);
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
        if (!row) throw fail(401, 'Your account no longer exists.');
        return {
          message: ACCOUNT_MESSAGES.profileUpdated,
          user: toApiUser(row),
          profile_complete: isProfileComplete(row),
        };
      },
    );

    app.get(endpoints.userProfile.path, { preHandler: authenticated }, async (request) => ({
      user: toApiUser(currentUser(request).user),
    }));

    app.post(endpoints.logout.path, { preHandler: authenticated }, async (request) => {
      await revokeSession(db, currentUser(request).sessionId, now());
      return { message: ACCOUNT_MESSAGES.loggedOut };
    });

    app.post(endpoints.register.path, { config: perIp(LIMITS.register.ip) }, async (request, reply) => {
      const body = registerRequestSchema.parse(request.body);
      const duplicate = () => fail(400, ACCOUNT_MESSAGES.duplicateEmail, { email: [ACCOUNT_MESSAGES.duplicateEmail] });
      if (await findUserByEmail(db, body.email)) throw duplicate();

      const [passwordHash, { code, codeHash }] = await Promise.all([hashSecret(body.password), prepareCode()]);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
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
          return row;
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (isUniqueViolation(error, 'users_email_key')) throw duplicate();
        throw error;
      }
      try {
        await mailer.send(verificationMail(config.brand, user.email, user.firstName, code));
      } catch (error) {
        // The account exists either way; "Resend" on the verification page sends a new code.
        request.log.error({ err: error }, 'register: could not send the verification code');
      }
      return reply.code(201).send({ message: ACCOUNT_MESSAGES.registered });
    });

    app.post(
      endpoints.verifyOtp.path,
      { config: perIp(LIMITS.verifyOtp.ip), preHandler: perAddress(app, 'verify', LIMITS.verifyOtp.address) },
      async (request) => {
        const body = verifyOtpRequestSchema.parse(request.body);
        const user = await findUserByEmail(db, body.email);
        if (!user) throw fail(400, ACCOUNT_MESSAGES.noCode);
        if (user.isVerified) return { message: ACCOUNT_MESSAGES.alreadyVerified };
        const result = await checkCode(db, user.id, 'verify_email', body.otp, now(), async (tx) => {
          await tx
            .update(users)
            .set({ isVerified: true, updatedAt: new Date(now()) })
            .where(eq(users.id, user.id));
        });
        if (!result.ok) throw verifyFailure(result);
        return { message: VERIFICATION_MESSAGES.success };
      },
    );

    app.post(
      endpoints.resendOtp.path,
      { config: perIp(LIMITS.resendOtp.ip), preHandler: perAddress(app, 'resend', LIMITS.resendOtp.address) },
      async (request, reply) => {
        const body = resendOtpRequestSchema.parse(request.body);
        const user = await findUserByEmail(db, body.email);
        // Unknown and already verified addresses get the same answer and no mail.
        if (user && !user.isVerified) {
          const result = await sendVerificationCode(user);
          if (!result.issued) {
            reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
            throw fail(429, ACCOUNT_MESSAGES.resendCooldown(result.retryAfterMs));
          }
        }
        return { message: VERIFICATION_MESSAGES.resent };
      },
    );

    app.post(
      endpoints.changePassword.path,
      { config: perIp(LIMITS.changePassword.ip), preHandler: authenticated },
      async (request) => {
        const { user, sessionId } = currentUser(request);
        const body = changePasswordRequestSchema.parse(request.body);
        const row = await findUserById(db, user.id);
        if (!row?.passwordHash) throw fail(400, ACCOUNT_MESSAGES.noPassword);
        if (!(await verifySecret(row.passwordHash, body.current_password))) {
          throw fail(400, ACCOUNT_MESSAGES.wrongCurrentPassword, {
            current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword],
          });
        }
        if (body.new_password === body.current_password) {
          throw fail(400, ACCOUNT_MESSAGES.samePassword, { new_password: [ACCOUNT_MESSAGES.samePassword] });
        }
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
    );

    app.post(
      endpoints.forgetPassword.path,
      {
        config: perIp(LIMITS.forgetPassword.ip),
        preHandler: perAddress(app, 'forget', LIMITS.forgetPassword.address),
      },
      async (request) => {
        const body = forgetPasswordRequestSchema.parse(request.body);
        const user = await findUserByEmail(db, body.email);
        // The code is hashed for unknown addresses too, and the mail goes out after the answer, so the answer's
        // time is the same whether or not the address has an account.
        const { code, codeHash } = await prepareCode();
        if (user) {
          background.run(
            async () => {
              // Within the cool-down the earlier code stays valid and no new mail goes out; the answer is unchanged
              // so that it still reveals nothing.
              const result = await issueCode(db, user.id, 'reset_password', codeHash, now());
              if (result.issued) await mailer.send(passwordResetMail(config.brand, user.email, user.firstName, code));
            },
            (error) => app.log.error({ err: error }, 'forget-password: could not send the reset code'),
          );
        }
        return { message: ACCOUNT_MESSAGES.resetSent };
      },
    );

    app.post(
      endpoints.resetPassword.path,
      { config: perIp(LIMITS.resetPassword.ip), preHandler: perAddress(app, 'reset', LIMITS.resetPassword.address) },
      async (request, reply) => {
        const body = resetPasswordRequestSchema.parse(request.body);
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
          const message = ACCOUNT_MESSAGES.resetFailed;
          return reply.code(400).send({ message, error: message });
        }
        return { message: ACCOUNT_MESSAGES.resetDone };
      },
    );

    app.get(endpoints.googleClientId.path, async (): Promise<GoogleClientIdResponse> => ({
      google_client_id: config.googleClientId ?? '',
    }));
  };
}

export const routes: FeatureRoutes = createAccountsRoutes();
