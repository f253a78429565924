import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockAnswer } from '../mocks/handlers';
import { readString, remove, writeString } from '../lib/storage';
import { mocking } from '../testing/storyUtils';
import VerifyEmailPage from './VerifyEmailPage';

const registeredEmail = 'arjun.rao@example.com';

const meta = {
  title: 'Pages/VerifyEmail',
  component: VerifyEmailPage,
  parameters: { layout: 'fullscreen', page: { path: '/verify-email' } },
  // The page reads the address the registration stored.
  beforeEach: () => {
    writeString('registeredEmail', registeredEmail);
    return () => remove('registeredEmail');
  },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enterCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  const [first] = canvas.getAllByRole('textbox', { name: /Digit \d of 6/ });
  await waitFor(() => expect(first).toHaveFocus());
  await userEvent.keyboard(code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
}

export const Empty: Story = {
  name: 'Code boxes for the registered address',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(registeredEmail)).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

export const Failed: Story = {
  name: 'Wrong code',
  tags: ['state:verify-failed'],
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('verifyOtp', () =>
        HttpResponse.json({ message: 'Invalid or expired code. Please try again.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement, '123456');
    await expect(await within(canvasElement).findByText('Invalid or expired code. Please try again.')).toBeVisible();
    await expect(readString('registeredEmail')).toBe(registeredEmail);
  },
};

export const FailedWithoutReason: Story = {
  name: 'Verification failed without a reason',
  ...mocking(() => [mockAnswer('verifyOtp', () => new HttpResponse(null, { status: 500 }))]),
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement, '123456');
    await expect(await within(canvasElement).findByText('Verification failed. Please try again.')).toBeVisible();
  },
};

export const VerifiedThenHome: Story = {
  name: 'Verified, then home after 1.5 s',
  // Ends on another page, which this story does not mount; the success panel has its own story in ui.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterCode(canvasElement, '123456');
    await expect(await canvas.findByText('Email verified successfully!')).toBeVisible();
    await expect(readString('registeredEmail')).toBeNull();
    await waitFor(() => expect(canvas.getByText("Navigated away from the story's page.")).toBeVisible(), {
      timeout: 4000,
    });
  },
};

export const WithoutRegisteredEmail: Story = {
  name: 'Without a registered e-mail: back to /register',
  parameters: { screenshot: { disable: true } },
  beforeEach: () => remove('registeredEmail'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText("Navigated away from the story's page.")).toBeVisible());
  },
};

export const Offline: Story = {
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("You're offline. Please check your internet connection and try again."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};
