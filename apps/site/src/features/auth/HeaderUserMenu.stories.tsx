import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TIMEOUT_MS } from '@sukoon/contracts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { installFakeGoogle } from '@sukoon/ui/patterns/SocialSignInButton';
import { mockAnswer } from '../../mocks/handlers';
import { sampleToken } from '../../mocks/fixtures';
import { readString, remove } from '../../lib/storage';
import { body, animationsDone, holdToast, shows } from '../../testing/storyUtils';

/** Any page will do: the user menu and the account dialogs live in the site header. */
function AboutPage() {
  return <PageHeading title={siteCopy.pages.about.heading} />;
}

const meta = {
  title: 'Pages/Account menu',
  component: AboutPage,
  parameters: { layout: 'fullscreen', page: { path: '/about' } },
  // A clean account state per story, and the fake Google global instead of Google's script.
  beforeEach: () => {
    remove('googleClientId', 'incompleteGoogleRegistration');
    const restoreGoogle = installFakeGoogle();
    return () => {
      restoreGoogle();
      remove('googleClientId', 'incompleteGoogleRegistration', 'token', 'refresh');
    };
  },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signInDialog = () => body().findByRole('dialog', { name: 'Welcome Back' });
const loginRequest = (message?: string) => ({
  path: '/about',
  state: { openLogin: true, ...(message ? { message } : {}) },
});

/** The page opened with a login request (the sign-in dialog opens by itself), these calls answered so. */
const atLoginRequest = (...answers: HttpHandler[]): Pick<Story, 'parameters' | 'beforeEach'> => ({
  parameters: { page: loginRequest() },
  beforeEach({ msw }) {
    msw.use(...answers);
  },
});

export const Guest: Story = {
  name: 'Guest menu',
  tags: ['state:usermenu-guest'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guest' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([shellCopy.userMenu.items.signin]);
    await animationsDone();
  },
};

export const SignedIn: Story = {
  name: 'Signed-in menu',
  tags: ['state:usermenu-signed-in'],
  parameters: { auth: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Sharma' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    const { profile, bookings, membership, logout } = shellCopy.userMenu.items;
    await expect(items.map((item) => item.textContent)).toEqual([profile, bookings, membership, logout]);
    await animationsDone();
  },
};

export const LoggingOut: Story = {
  name: 'Logging out',
  tags: ['state:usermenu-loading'],
  parameters: { auth: 'signed-in' },
  beforeEach({ msw }) {
    // The server never answers, so the page is not reloaded and the loading label stays.
    msw.use(
      mockAnswer('logout', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    // Nor does the client give up: its 30 s time-out would end the session and reload the test page, long after
    // this story, in the middle of another story file (the story files share one page).
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      realSetTimeout(
        timeout === DEFAULT_TIMEOUT_MS ? () => undefined : handler,
        timeout,
        ...rest,
      )) as typeof window.setTimeout;
    return () => {
      window.setTimeout = realSetTimeout;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Sharma' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Guest' })).toHaveAttribute('aria-busy', 'true');
    await animationsDone();
  },
};

export const SignInFromMenu: Story = {
  name: 'Sign In opens "Welcome Back"',
  // A screenshot here could catch the dialog's opening transition mid-way; the dialog's look is covered by the ui
  // SignInDialog stories, so this story asserts behaviour only.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guest' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign In' }));
    const dialog = await signInDialog();
    await shows(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    within(dialog).getByLabelText('Email').focus();
    await animationsDone();
  },
};

export const LoginRequested: Story = {
  name: 'Asked to sign in by a protected page',
  parameters: { page: loginRequest('Please login to access your bookings') },
  play: async () => {
    const dialog = await signInDialog();
    // The dialog fades in: wait until its message is actually visible.
    await waitFor(() => expect(within(dialog).getByText('Please login to access your bookings')).toBeVisible());
    // Google's button arrives after the client id: wait for it so the dialog has its final size.
    await shows(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await animationsDone();
  },
};

export const NoSocial: Story = {
  name: 'No Google client id',
  tags: ['state:signin-no-social'],
  ...atLoginRequest(mockAnswer('googleClientId', () => HttpResponse.json({ google_client_id: '' }))),
  play: async () => {
    const dialog = await signInDialog();
    await waitFor(() => expect(readString('googleClientId')).toBeNull());
    await expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    await shows(within(dialog).getByRole('link', { name: 'Register now' }));
    await animationsDone();
  },
};

export const SignInFailed: Story = {
  name: 'Sign-in refused',
  ...atLoginRequest(mockAnswer('signIn', () => HttpResponse.json({ detail: 'Invalid credentials' }, { status: 401 }))),
  play: async () => {
    const dialog = within(await signInDialog());
    await userEvent.type(dialog.getByLabelText('Email'), 'priya.sharma@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'not my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await shows(await dialog.findByText('Invalid email or password. Please try again.'));
    await animationsDone();
  },
};

export const GoogleFailed: Story = {
  name: 'Google sign-in refused by the server',
  tags: ['state:signin-social-failed'],
  ...atLoginRequest(
    mockAnswer('googleLogin', () => HttpResponse.json({ message: 'Invalid Google token' }, { status: 400 })),
  ),
  play: async () => {
    const dialog = within(await signInDialog());
    await userEvent.click(await dialog.findByRole('button', { name: 'Sign in with Google' }));
    await shows(await dialog.findByText('Google login failed: Invalid Google token'));
    await animationsDone();
  },
};

const newGoogleUser = () =>
  mockAnswer('googleLogin', () =>
    HttpResponse.json({
      access: sampleToken,
      refresh: 'demo-refresh',
      new_user: true,
      profile_complete: false,
      user: { email: 'arjun.rao@example.com', name: 'Arjun Rao' },
    }),
  );

export const CompleteProfile: Story = {
  name: 'New Google user: Complete Your Profile',
  ...atLoginRequest(newGoogleUser()),
  play: async () => {
    const dialog = within(await signInDialog());
    await userEvent.click(await dialog.findByRole('button', { name: 'Sign in with Google' }));
    const profile = await body().findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(profile).getByLabelText('State')).toBeDisabled();
    await expect(readString('incompleteGoogleRegistration')).not.toBeNull();
    await animationsDone();
  },
};

export const ClosedIncomplete: Story = {
  name: 'Complete Your Profile closed unfinished',
  tags: ['state:complete-profile-closed-incomplete'],
  ...atLoginRequest(newGoogleUser()),
  play: async () => {
    const dialog = within(await signInDialog());
    await userEvent.click(await dialog.findByRole('button', { name: 'Sign in with Google' }));
    const profile = await body().findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(within(profile).getByRole('button', { name: 'Close' }));
    await holdToast('User registration incomplete. Please provide your location to continue.');
    await expect(readString('token')).toBeNull();
    await animationsDone();
  },
};

async function requestResetCode() {
  const dialog = within(await signInDialog());
  await userEvent.click(dialog.getByRole('button', { name: 'Forgot password?' }));
  const forgot = await body().findByRole('dialog', { name: 'Forgot Password' });
  await userEvent.type(within(forgot).getByLabelText('Email'), 'priya.sharma@example.com');
  await userEvent.click(within(forgot).getByRole('button', { name: 'Next' }));
  return within(forgot);
}

export const ForgotPasswordServerPage: Story = {
  name: 'Forgot password: server error page',
  tags: ['state:forgot-error'],
  ...atLoginRequest(
    mockAnswer(
      'forgotPassword',
      () =>
        new HttpResponse('<!DOCTYPE html><html><body><h1>Server Error (500)</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  ),
  play: async () => {
    const forgot = await requestResetCode();
    await shows(await forgot.findByText('Server error. Our team has been notified.'));
    await shows(forgot.getByRole('button', { name: 'Try Again' }));
    await animationsDone();
  },
};

export const ForgotPasswordNoConnection: Story = {
  name: 'Forgot password: could not connect',
  tags: ['state:forgot-error-connect'],
  ...atLoginRequest(mockAnswer('forgotPassword', () => HttpResponse.error())),
  play: async () => {
    const forgot = await requestResetCode();
    await shows(await forgot.findByText('Connection error. Please try again.'));
    await shows(forgot.getByRole('heading', { name: 'Could not connect to server' }));
    await animationsDone();
  },
};

export const ForgotPasswordCodeSent: Story = {
  name: 'Forgot password: code sent',
  ...atLoginRequest(),
  play: async () => {
    const forgot = await requestResetCode();
    await shows(await forgot.findByText(/OTP sent/));
    const [first] = forgot.getAllByRole('textbox', { name: /Digit \d of 6/ });
    await waitFor(() => expect(first).toHaveFocus());
    await animationsDone();
  },
};

export const Offline: Story = {
  name: 'Sign-in while offline',
  parameters: { page: loginRequest(), network: 'offline' },
  play: async () => {
    const dialog = within(await signInDialog());
    await waitFor(() =>
      expect(dialog.getByText('You are offline. Please check your internet connection.')).toBeVisible(),
    );
    await animationsDone();
  },
};

export const MobileSignedIn: Story = {
  name: 'Signed-in menu on a phone',
  parameters: { auth: 'signed-in' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Sharma' }));
    await shows(canvas.getByRole('menuitem', { name: 'Logout' }));
    await animationsDone();
  },
};
