import { HttpResponse } from 'msw';
import { mockEndpoint, type Scenario } from '../scenario';
import { sampleToken, sampleUser } from '../fixtures';

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
    mockEndpoint('updateProfile', scenario, { ok: () => ({ message: 'Profile updated.' }) }),
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
      ok: () => ({ message: 'Your account has been deleted.' }),
    }),
    mockEndpoint('profile', scenario, { ok: () => ({ message: 'Profile updated successfully.', user: sampleUser }) }),
    mockEndpoint('logout', scenario, { ok: () => ({ message: 'Logged out.' }) }),
    mockEndpoint('register', scenario, {
      ok: () =>
        HttpResponse.json({ message: 'Registration successful. Check your e-mail for the code.' }, { status: 201 }),
    }),
    mockEndpoint('verifyOtp', scenario, {
      // A verified address is signed in: the answer carries a session like a sign-in's.
      ok: () => ({
        message: 'Email verified successfully!',
        token: sampleToken,
        user: sampleUser,
        profile_complete: true,
      }),
    }),
    mockEndpoint('resendOtp', scenario, { ok: () => ({ message: 'New verification code sent!' }) }),
    mockEndpoint('changePassword', scenario, { ok: () => ({ message: 'Password changed successfully!' }) }),
    mockEndpoint('forgetPassword', scenario, {
      ok: () => ({ message: 'OTP sent to your email if an account exists for it.' }),
    }),
    mockEndpoint('resetPassword', scenario, { ok: () => ({ message: 'Password reset successfully.' }) }),
    mockEndpoint('googleClientId', scenario, {
      ok: () => ({ google_client_id: 'demo-client-id.apps.googleusercontent.com' }),
      empty: () => ({ google_client_id: '' }),
    }),
  ];
}
