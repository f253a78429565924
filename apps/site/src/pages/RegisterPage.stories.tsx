import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { installFakeGoogle } from '@sukoon/ui/patterns/SocialSignInButton';
import { DEFAULT_TIMEOUT_MS } from '@sukoon/contracts';
import { mockAnswer } from '../mocks/handlers';
import { readString, remove } from '../lib/storage';
import { mocking } from '../testing/storyUtils';
import RegisterPage from './RegisterPage';

const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  parameters: { layout: 'fullscreen', page: { path: '/register' } },
  // A clean account state per story, and the fake Google global instead of Google's script.
  beforeEach: () => {
    remove('registeredEmail', 'googleClientId', 'incompleteGoogleRegistration');
    const restoreGoogle = installFakeGoogle();
    return () => {
      restoreGoogle();
      remove('registeredEmail', 'googleClientId', 'incompleteGoogleRegistration', 'token', 'refresh');
    };
  },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First Name'), 'Arjun');
  await userEvent.type(canvas.getByLabelText('Last Name'), 'Rao');
  await userEvent.type(canvas.getByLabelText('Email'), 'arjun.rao@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
  await userEvent.type(canvas.getByLabelText('Confirm Password'), 'correct horse');
  await userEvent.type(canvas.getByLabelText('Mobile Number'), '9123456789');
  await userEvent.type(canvas.getByLabelText('Pincode'), '411001');
  await userEvent.selectOptions(canvas.getByLabelText('Country'), 'India');
  await userEvent.selectOptions(canvas.getByLabelText('State / Province'), 'Maharashtra');
  await userEvent.selectOptions(canvas.getByLabelText('City'), 'Pune');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the/ }));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'By signing up, I affirm that I am 18 years old or above' }),
  );
}

async function submitAndExpect(canvasElement: HTMLElement, text: string, beforeSubmit?: () => void) {
  const canvas = within(canvasElement);
  // The page's own call (Google's client id) has answered: its button is part of the screenshot.
  await canvas.findByRole('button', { name: 'Sign up with Google' });
  await fillForm(canvasElement);
  beforeSubmit?.();
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  const message = await canvas.findByText(text, {}, { timeout: 5000 });
  await expect(message).toBeVisible();
  await expect(readString('registeredEmail')).toBeNull();
  // Only the visible part of the page is captured: centre the message so the baseline shows it.
  message.scrollIntoView({ block: 'center' });
}

export const Empty: Story = {
  name: 'Empty form with Google sign-up',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    // The client id comes from the server; Google's button appears once it is known.
    await expect(await canvas.findByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  name: 'Server error',
  tags: ['state:register-server-error'],
  ...mocking(() => [mockAnswer('register', () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }))]),
  play: ({ canvasElement }) =>
    submitAndExpect(canvasElement, 'Server error occurred. Please try again later or contact support.'),
};

export const AlreadyRegistered: Story = {
  name: 'Field errors from the server',
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('register', () =>
        HttpResponse.json({ errors: { email: ['This email is already registered.'] } }, { status: 400 }),
      ),
    );
  },
  play: ({ canvasElement }) => submitAndExpect(canvasElement, 'email: This email is already registered.'),
};

export const NetworkError: Story = {
  name: 'Network error',
  tags: ['state:register-network-error'],
  ...mocking(() => [mockAnswer('register', () => HttpResponse.error())]),
  play: ({ canvasElement }) => submitAndExpect(canvasElement, 'Network error. Please check your internet connection.'),
};

export const TimedOut: Story = {
  name: 'Timed out',
  tags: ['state:register-timeout'],
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('register', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    // The play function shortens the client's time-out; put the timer back after the story.
    const realSetTimeout = window.setTimeout;
    return () => {
      window.setTimeout = realSetTimeout;
    };
  },
  play: ({ canvasElement }) =>
    submitAndExpect(canvasElement, 'Request timed out. Please try again.', () => {
      // The client gives up after 30 s; the story shortens that timer so the real time-out path runs, for the
      // sign-up call only: shortened from the start, the page's call for Google's client id timed out too on a busy
      // machine, and the screenshot lost Google's button.
      const realSetTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        realSetTimeout(handler, timeout === DEFAULT_TIMEOUT_MS ? 100 : timeout, ...rest)) as typeof window.setTimeout;
    }),
};

export const Submitting: Story = {
  name: 'Submitting',
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('register', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('button', { name: /Creating your account/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Registered: Story = {
  name: 'Success goes to /verify-email',
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(canvas.getByText("Navigated away from the story's page.")).toBeVisible());
    await expect(readString('registeredEmail')).toBe('arjun.rao@example.com');
  },
};

export const Offline: Story = {
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("You're currently offline. Please check your internet connection to register."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign up with Google' })).toBeVisible();
  },
};
