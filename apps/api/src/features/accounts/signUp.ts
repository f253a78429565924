import {
  type registerRequestSchema,
  type resendOtpRequestSchema,
  type verifyOtpRequestSchema,
  type VerifyOtpResponse,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../http/errors';
import type { AccountsCallDeps, Body } from './calls';
import { prepareCode, type CodeCheck } from './codes';
import { registrationAttemptMail, verificationMail } from './mail';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';
import { burnPasswordCheck, hashSecret } from './passwords';
import {
  checkRegistrationCode,
  findRegistration,
  renewRegistrationCode,
  storeRegistration,
  type RegistrationDetails,
} from './registrations';
import { users, type RegistrationRow, type UserRow } from './schema';
import { createSession, revokeUserSessions } from './sessions';
import { findUserByEmail, insertUser, isProfileComplete, isUniqueViolation, toApiUser } from './users';

/** Registration and the proof of its address: register, verify-otp, resend-otp, and the code mail they share. */
export function createSignUpCalls({ ctx, background }: AccountsCallDeps) {
  const { config, db, mailer, now } = ctx;

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
    sendVerificationCode,

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
  };
}
