import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  endpoints,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  googleClientIdResponseSchema,
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  logoutResponseSchema,
  preferencesRequestSchema,
  preferencesResponseSchema,
  profileRequestSchema,
  profileResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  completeProfileRequestSchema,
  completeProfileResponseSchema,
  userProfileResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { currentUser, requireUser } from './auth';
import { createAccountsService, type AccountsOptions } from './service';

/**
 * The accounts calls of spec 01 section 7. Each route names its limits, its guard and its contract schemas (body and
 * answer); the service does the work. Limits run first, then the sign-in check, then the body's validation. A call
 * that signs the person in tells the limiter (`signedIn`), which forgets this client's failures for that account.
 */
export function createAccountsRoutes(options: AccountsOptions = {}): FeatureRoutes {
  return async (app, ctx) => {
    const service = createAccountsService(ctx, options);
    const { limiter } = ctx;
    const authenticated = requireUser(ctx);
    app.addHook('onClose', () => service.idle());

    app.post(
      endpoints.signIn.path,
      {
        preValidation: limiter.hook('signIn.ip', 'signIn.addressIp', 'signIn.address'),
        config: { handsOutSession: true },
        schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } },
      },
      async (request) => {
        const answer = await service.signIn(request.body, request.log);
        await limiter.signedIn(request, 'signIn.addressIp');
        return answer;
      },
    );

    app.post(
      endpoints.googleLogin.path,
      {
        preValidation: limiter.hook('googleLogin.ip'),
        config: { handsOutSession: true },
        schema: { body: googleLoginRequestSchema, response: { 200: googleLoginResponseSchema } },
      },
      async (request) => service.googleLogin(request.body, request.log),
    );

    app.post(
      endpoints.completeProfile.path,
      {
        preValidation: [limiter.hook('completeProfile.ip'), authenticated],
        schema: { body: completeProfileRequestSchema, response: { 200: completeProfileResponseSchema } },
      },
      async (request) => service.completeProfile(currentUser(request), request.body),
    );

    app.patch(
      endpoints.profile.path,
      {
        preValidation: [limiter.hook('profile.person'), authenticated],
        schema: { body: profileRequestSchema, response: { 200: profileResponseSchema } },
      },
      async (request) => service.saveProfile(currentUser(request), request.body),
    );

    app.get(
      endpoints.userProfile.path,
      { preValidation: authenticated, schema: { response: { 200: userProfileResponseSchema } } },
      async (request) => service.userProfile(currentUser(request)),
    );

    app.patch(
      endpoints.preferences.path,
      {
        preValidation: authenticated,
        schema: { body: preferencesRequestSchema, response: { 200: preferencesResponseSchema } },
      },
      async (request) => service.savePreferences(currentUser(request), request.body),
    );

    app.post(
      endpoints.logout.path,
      { preValidation: authenticated, schema: { response: { 200: logoutResponseSchema } } },
      async (request) => service.logout(currentUser(request)),
    );

    app.post(
      endpoints.register.path,
      {
        preValidation: limiter.hook('register.ip', 'register.addressIp', 'register.address'),
        schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      },
      async (request, reply) => reply.code(201).send(await service.register(request.body, request.log)),
    );

    app.post(
      endpoints.verifyOtp.path,
      {
        preValidation: limiter.hook('verifyOtp.ip', 'verifyOtp.addressIp', 'verifyOtp.address'),
        config: { handsOutSession: true },
        schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema } },
      },
      async (request) => {
        const answer = await service.verifyOtp(request.body);
        await limiter.signedIn(request, 'verifyOtp.addressIp', 'signIn.addressIp');
        return answer;
      },
    );

    app.post(
      endpoints.resendOtp.path,
      {
        preValidation: limiter.hook('resendOtp.ip', 'resendOtp.addressIp', 'resendOtp.address'),
        schema: { body: resendOtpRequestSchema, response: { 200: resendOtpResponseSchema } },
      },
      async (request) => service.resendOtp(request.body, request.log),
    );

    app.post(
      endpoints.changePassword.path,
      {
        // The account's limit counts after the sign-in check, which tells whose account it is.
        preValidation: [limiter.hook('changePassword.ip'), authenticated, limiter.hook('changePassword.account')],
        schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      },
      async (request) => service.changePassword(currentUser(request), request.body),
    );

    app.post(
      endpoints.forgotPassword.path,
      {
        preValidation: limiter.hook('forgotPassword.ip', 'forgotPassword.addressIp', 'forgotPassword.address'),
        schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } },
      },
      async (request) => service.forgotPassword(request.body, request.log),
    );

    app.post(
      endpoints.resetPassword.path,
      {
        preValidation: limiter.hook('resetPassword.ip', 'resetPassword.addressIp', 'resetPassword.address'),
        schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
      },
      async (request) => {
        const answer = await service.resetPassword(request.body);
        // The code proved the mailbox: the new password may be tried from here at once.
        await limiter.signedIn(request, 'resetPassword.addressIp', 'signIn.addressIp');
        return answer;
      },
    );

    app.get(endpoints.googleClientId.path, { schema: { response: { 200: googleClientIdResponseSchema } } }, async () =>
      service.googleClientId(),
    );
  };
}

export const routes: FeatureRoutes = createAccountsRoutes();
