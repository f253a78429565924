import { HttpResponse } from 'msw';
import { mockEndpoint, type Scenario } from '../scenario';
import { sampleToken, sampleUser } from '../fixtures';
import { ACCOUNT_MESSAGES, accountsCopy } from '@sukoon/contracts/copy/accounts';
import { PRIVACY_MESSAGES } from '@sukoon/contracts/copy/privacy';

export function accountHandlers(scenario: Scenario = 'ok') {
  return [
    mockEndpoint('signIn', scenario, { ok: () => ({ token: sampleToken, user: sampleUser, profile_complete: true }) }),
    mockEndpoint('googleLogin', scenario, {
      ok: () => ({
        access: sampleToken,
        refresh: 'demo-refresh',
        new_user: false,
        profile_complete: true,
        user: { email: sampleUser.email, name: sampleUser.name },
      }),
    }),
    mockEndpoint('completeProfile', scenario, { ok: () => ({ message: ACCOUNT_MESSAGES.profileUpdated }) }),
    mockEndpoint('userProfile', scenario, { ok: () => ({ user: sampleUser }) }),
    // Saved as asked, as the server does.
    mockEndpoint('preferences', scenario, {
      ok: ({ body }) => ({ session_reminders: (body as { session_reminders: boolean }).session_reminders }),
    }),
    mockEndpoint('myData', scenario, {
      ok: () => ({
        exported_at: '2026-11-21T06:30:00.000Z',
        profile: { email: sampleUser.email, firstName: sampleUser.first_name, lastName: sampleUser.last_name },
        sign_in_providers: [],
        sign_in_sessions: [{ createdAt: '2026-11-21T06:00:00.000Z', revokedAt: null }],
        bookings: [],
        payments: [],
        memberships: [],
        membership_purchases: [],
        credit_movements: [],
        feedback: [],
        invoices: [],
        contact_messages: [],
        mails: [],
        payment_returns: [],
      }),
    }),
    mockEndpoint('deleteAccount', scenario, {
      ok: () => ({ message: PRIVACY_MESSAGES.deleted }),
    }),
    mockEndpoint('profile', scenario, { ok: () => ({ message: ACCOUNT_MESSAGES.profileUpdated, user: sampleUser }) }),
    mockEndpoint('logout', scenario, { ok: () => ({ message: ACCOUNT_MESSAGES.loggedOut }) }),
    mockEndpoint('register', scenario, {
      ok: () => HttpResponse.json({ message: ACCOUNT_MESSAGES.registered }, { status: 201 }),
    }),
    mockEndpoint('verifyOtp', scenario, {
      // A verified address is signed in: the answer carries a session like a sign-in's.
      ok: () => ({
        message: accountsCopy.verifyEmail.verified,
        token: sampleToken,
        user: sampleUser,
        profile_complete: true,
      }),
    }),
    mockEndpoint('resendOtp', scenario, { ok: () => ({ message: accountsCopy.verifyEmail.resent }) }),
    mockEndpoint('changePassword', scenario, { ok: () => ({ message: ACCOUNT_MESSAGES.passwordChanged }) }),
    mockEndpoint('forgotPassword', scenario, {
      ok: () => ({ message: ACCOUNT_MESSAGES.resetSent }),
    }),
    mockEndpoint('resetPassword', scenario, { ok: () => ({ message: ACCOUNT_MESSAGES.resetDone }) }),
    mockEndpoint('googleClientId', scenario, {
      ok: () => ({ google_client_id: 'demo-client-id.apps.googleusercontent.com' }),
      empty: () => ({ google_client_id: '' }),
    }),
  ];
}
