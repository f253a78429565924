import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeGoogle } from '@sukoon/ui/patterns/SocialSignInButton';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { loadAccountDialogs } from './HeaderUserMenu';
import { paths } from '../../lib/paths';
import { server } from '../../mocks/node';
import { mockAnswer, mockEndpoint } from '../../mocks/handlers';
import { sampleToken, sampleUser } from '../../mocks/fixtures';
import { readJson, readString, writeString } from '../../lib/storage';
import { json, recordCalls, type User } from '../../testing/helpers';

interface Place {
  state: string;
  city: string;
  /** The state has no list of cities: the city is typed. */
  typed?: boolean;
}

async function fillRegistration(user: User, place: Place = { state: 'Maharashtra', city: 'Pune' }) {
  const form = await screen.findByRole('button', { name: 'Sign Up' }).then((button) => button.closest('form')!);
  const f = within(form);
  const paste = async (label: string | RegExp, value: string) => {
    await user.click(f.getByLabelText(label));
    await user.paste(value);
  };
  await paste('First Name', 'Arjun');
  await paste('Last Name', 'Rao');
  await paste('Email', '  Arjun.Rao@Example.com ');
  await paste(/^Password/, 'correct horse');
  await paste(accountsCopy.registration.confirmPassword, 'correct horse');
  await paste('Mobile Number', '9123456789');
  await paste('Pincode', '500001');
  await user.selectOptions(f.getByLabelText('Country'), 'India');
  await user.selectOptions(f.getByLabelText(accountsCopy.registration.state), place.state);
  if (place.typed) await paste('City', place.city);
  else await user.selectOptions(f.getByLabelText('City'), place.city);
  await user.click(f.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(f.getByRole('checkbox', { name: accountsCopy.registration.ageConfirmation }));
}

// The pages load lazily; importing them once up front keeps the first test within its time.
beforeAll(async () => {
  await Promise.all([preloadPages(paths.register, paths.verifyEmail, paths.home), loadAccountDialogs()]);
}, 60_000);

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('/register', () => {
  it('sends the payload, stores registeredEmail and goes to /verify-email', async () => {
    const user = userEvent.setup();
    const register = recordCalls('register', () => json({ message: 'Registered.' }, 201));
    server.use(register.handler);
    const { router } = renderApp('/register');

    await fillRegistration(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(register.bodies).toEqual([
      {
        first_name: 'Arjun',
        last_name: 'Rao',
        email: 'arjun.rao@example.com',
        password: 'correct horse',
        confirm_password: 'correct horse',
        mobile: '9123456789',
        country: 'India',
        state: 'Maharashtra',
        city: 'Pune',
        pincode: '500001',
      },
    ]);
    expect(readString('registeredEmail')).toBe('arjun.rao@example.com');
    expect(await screen.findByText('arjun.rao@example.com')).toBeInTheDocument();
  });

  // Issue "No dead ends": registration offers all 36 states and union territories of India.
  it.each<[string, Place]>([
    ['a person from Kerala can register', { state: 'Kerala', city: 'Kochi' }],
    ['a person from Ladakh can register, typing the city', { state: 'Ladakh', city: ' Leh ', typed: true }],
  ])('%s', async (_, place) => {
    const user = userEvent.setup();
    const register = recordCalls('register', () => json({ message: 'Registered.' }, 201));
    server.use(register.handler);
    const { router } = renderApp('/register');
    const states = await screen.findByLabelText(accountsCopy.registration.state);
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    expect(
      within(states)
        .getAllByRole('option')
        .filter((option) => option.getAttribute('value')),
    ).toHaveLength(36);

    await fillRegistration(user, place);
    if (place.typed) expect(screen.getByLabelText('City')).toHaveRole('textbox');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(register.bodies).toEqual([
      expect.objectContaining({ country: 'India', state: place.state, city: place.city.trim() }),
    ]);
  });

  // A site for India: the country starts on India, fifth in the spec's catalogue, whose order stays.
  it('starts on India, keeps the catalogue order, and still asks for a country when none is chosen', async () => {
    const user = userEvent.setup();
    const register = recordCalls('register', () => json({ message: 'Registered.' }, 201));
    server.use(register.handler);
    renderApp('/register');
    const country = await screen.findByLabelText('Country');
    expect(country).toHaveValue('India');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a country',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'India',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Japan',
    ]);
    expect(screen.getByLabelText(accountsCopy.registration.state)).toBeEnabled();

    await fillRegistration(user);
    await user.selectOptions(country, 'Select a country');
    await submit(user);
    expect(country).toHaveAccessibleDescription(expect.stringContaining('Please select a country'));
    expect(register.bodies).toEqual([]);
  });

  it('keeps Sign Up disabled until terms and age are ticked', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    const button = await screen.findByRole('button', { name: 'Sign Up' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: accountsCopy.registration.ageConfirmation }));
    expect(button).toBeEnabled();
  });

  it.each([
    ['a 500', () => mockEndpoint('register', 'serverError', { ok: () => ({}) }), accountsCopy.registration.serverError],
    [
      'a 400 with field errors',
      () =>
        mockAnswer('register', () =>
          json(
            {
              errors: {
                email: ['This email is already registered.'],
                mobile: ['This mobile number is already in use.'],
              },
            },
            400,
          ),
        ),
      'email: This email is already registered.; mobile: This mobile number is already in use.',
    ],
    [
      'a 400 with a message',
      () => mockAnswer('register', () => json({ message: 'Email already exists' }, 400)),
      'Email already exists',
    ],
    [
      'a 400 with a plain-text body',
      () => mockAnswer('register', () => new Response('Bad request', { status: 400 })),
      'Bad request',
    ],
    [
      'a 400 without a reason',
      () => mockAnswer('register', () => new Response(null, { status: 400 })),
      accountsCopy.registration.failed,
    ],
    ['a network failure', () => mockEndpoint('register', 'offline', { ok: () => ({}) }), accountsCopy.common.network],
  ])('shows the text for %s and stays on the page', async (_, handler, text) => {
    const user = userEvent.setup();
    server.use(handler());
    const { router } = renderApp('/register');
    await fillRegistration(user);
    await submit(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(readString('registeredEmail')).toBeNull();
  });

  describe('time-out', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows "Request timed out" after 30 s without an answer', async () => {
      const user = userEvent.setup();
      server.use(
        mockAnswer('register', async () => {
          await delay('infinite');
          return json({});
        }),
      );
      renderApp('/register');
      await fillRegistration(user);
      // Only ky's 30 s timer needs to be fast-forwarded; a second user-event instance drives the fake clock.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await submit(userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }));
      expect(await screen.findByRole('button', { name: /Creating your account/ })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await screen.findByText(accountsCopy.common.timeout)).toBeInTheDocument();
    });
  });

  it('"Sign in" goes home with the sign-in dialog open', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the offline message and keeps Sign Up disabled when offline', async () => {
    renderApp('/register', { online: false });
    expect(await screen.findByText(validationCopy.registration.offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  describe('Google sign-up', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = installFakeGoogle();
    });
    afterEach(() => restore());

    it('a new Google user completes the profile from the registration page', async () => {
      const user = userEvent.setup();
      server.use(
        mockEndpoint('googleLogin', 'ok', {
          ok: () => ({
            access: sampleToken,
            new_user: true,
            profile_complete: false,
            user: { email: 'arjun.rao@example.com', name: 'Arjun Rao' },
          }),
        }),
      );
      renderApp('/register');
      await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
      expect(await screen.findByRole('dialog', { name: accountsCopy.completeProfile.title })).toBeInTheDocument();
      expect(readString('incompleteGoogleRegistration')).not.toBeNull();
    });

    it('shows the sign-up widget failure when Google returns no credential', async () => {
      restore();
      restore = installFakeGoogle({ outcome: 'no-credential' });
      const user = userEvent.setup();
      renderApp('/register');
      await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
      expect(await screen.findByText(accountsCopy.google.signUpFailed)).toBeInTheDocument();
    });
  });
});

describe('/verify-email', () => {
  const typeCode = async (user: User, code: string) => {
    const boxes = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
    await user.click(boxes[0]!);
    await user.keyboard(code);
  };

  it('goes to /register without a stored e-mail', async () => {
    const { router } = renderApp('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('verifies, clears the stored e-mail and goes home 1.5 s later', async () => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    const verify = recordCalls('verifyOtp', () => json({ message: 'Email verified.' }));
    server.use(verify.handler);
    const { router } = renderApp('/verify-email');

    expect(await screen.findByText('arjun.rao@example.com')).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(accountsCopy.verifyEmail.verified)).toBeInTheDocument();
    expect(verify.bodies).toEqual([{ email: 'arjun.rao@example.com', otp: '123456' }]);
    expect(readString('registeredEmail')).toBeNull();
    const shownAt = Date.now();
    expect(router.state.location.pathname).toBe('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1400);
  });

  it('signs the person in with the session the answer carries, then goes home 1.5 s later', async () => {
    writeString('registeredEmail', 'priya.sharma@example.com');
    const user = userEvent.setup();
    const verify = recordCalls('verifyOtp', () =>
      json({ message: 'Email verified successfully!', token: sampleToken, user: sampleUser, profile_complete: true }),
    );
    server.use(verify.handler);
    const { router } = renderApp('/verify-email');

    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(accountsCopy.verifyEmail.verified)).toBeInTheDocument();
    // Timed from the message, before the other checks: waiting for the header's name first left the test only what
    // remained of the 1.5 s on a busy machine.
    const shownAt = Date.now();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(readString('token')).toBe(sampleToken);
    expect(readJson('user')).toEqual(sampleUser);
    expect(readString('registeredEmail')).toBeNull();
    expect(await screen.findByRole('button', { name: sampleUser.name! })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1400);
    expect(screen.getByRole('button', { name: sampleUser.name! })).toBeInTheDocument();
  });

  it('asks for all six digits before calling the server', async () => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    const verify = recordCalls('verifyOtp', () => json({}));
    server.use(verify.handler);
    renderApp('/verify-email');
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(validationCopy.verification.incomplete)).toBeInTheDocument();
    expect(verify.bodies).toHaveLength(0);
  });

  it.each([
    ['the server message', () => mockAnswer('verifyOtp', () => json({ message: 'Invalid OTP' }, 400)), 'Invalid OTP'],
    [
      'the server detail',
      () => mockAnswer('verifyOtp', () => json({ detail: 'OTP has expired' }, 400)),
      'OTP has expired',
    ],
    [
      'the default',
      () => mockAnswer('verifyOtp', () => new Response(null, { status: 500 })),
      accountsCopy.verifyEmail.failed,
    ],
  ])('shows %s when verification fails', async (_, handler, text) => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    server.use(handler());
    const { router } = renderApp('/verify-email');
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(readString('registeredEmail')).toBe('arjun.rao@example.com');
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('resends a code and clears the boxes', async () => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    const resend = recordCalls('resendOtp', () => json({ message: 'Sent.' }));
    server.use(resend.handler);
    renderApp('/verify-email');
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(accountsCopy.verifyEmail.resent)).toBeInTheDocument();
    expect(resend.bodies).toEqual([{ email: 'arjun.rao@example.com' }]);
    for (const box of screen.getAllByRole('textbox', { name: /Digit \d of 6/ })) expect(box).toHaveValue('');
  });

  it('says so when the resend fails', async () => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    server.use(mockEndpoint('resendOtp', 'serverError', { ok: () => ({}) }));
    renderApp('/verify-email');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(accountsCopy.verifyEmail.resendFailed)).toBeInTheDocument();
  });

  it('shows the server\'s "please wait" when the resends come too fast (429), not the generic failure', async () => {
    writeString('registeredEmail', 'arjun.rao@example.com');
    const user = userEvent.setup();
    const wait = 'Too many attempts. Please wait 1 minute and try again.';
    server.use(recordCalls('resendOtp', () => json({ message: wait }, 429)).handler);
    renderApp('/verify-email');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.queryByText(accountsCopy.verifyEmail.resendFailed)).not.toBeInTheDocument();
  });
});
