import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog';

const copy = accountsCopy.forgotPassword;
const v = validationCopy.forgotPassword;

// Holds `open` like the sign-in dialog does, so Close really closes in the stories.
function Controlled(args: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <ForgotPasswordDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
    />
  );
}

/** A call that never answers, so the in-flight state stays on screen. */
const pending = () => new Promise<never>(() => {});

const meta = {
  title: 'Components/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  render: (args) => <Controlled {...args} />,
  args: {
    open: true,
    online: true,
    onOpenChange: fn(),
    onRequestCode: fn(async () => 'OTP sent to your email address.'),
    onResendCode: fn(async () => 'A new OTP has been sent to your email address.'),
    onResetPassword: fn(async () => 'Password reset successful. You can now sign in with your new password.'),
    onSignIn: fn(),
  },
} satisfies Meta<typeof ForgotPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog once its opening fade has finished (a few ms under reduced motion). */
const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name: copy.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const box = (canvasElement: HTMLElement, n: number) =>
  page(canvasElement).getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });

const codeStep = {
  step: 'enterOtp',
  email: 'asha.rao@example.in',
  message: 'OTP sent to your email address.',
} as const;
const passwordStep = {
  step: 'resetPassword',
  email: 'asha.rao@example.in',
  otp: '482913',
  message: copy.resetPassword.prompt,
} as const;

export const EmailStep: Story = {
  name: 'Email step',
  tags: ['state:forgot-request'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(dialog).getByRole('heading', { name: copy.request.heading })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.type(email, 'asha.rao@example.in');
    await expect(email).toHaveValue('asha.rao@example.in');
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const EmailErrors: Story = {
  name: 'Email errors',
  tags: ['state:forgot-request-errors'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(email).toHaveAccessibleDescription(v.emailRequired);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'asha.rao@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAccessibleDescription(v.emailInvalid);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const SendingCode: Story = {
  name: 'Sending the code',
  tags: ['state:forgot-request-loading'],
  args: { onRequestCode: fn(pending) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), '  asha.rao@example.in ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('asha.rao@example.in');
    const busy = within(dialog).getByRole('button', { name: /Sending code/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // A second press while in flight sends nothing more.
    await userEvent.click(busy);
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1);
  },
};

export const CodeStepEmpty: Story = {
  name: 'Code step, empty',
  tags: ['state:forgot-otp-empty', 'state:otp-empty'],
  args: { initialState: codeStep },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: copy.enterOtp.heading })).toBeVisible();
    await expect(within(dialog).getByText('OTP sent to your email address.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
  },
};

export const CodeStepPartial: Story = {
  name: 'Code step, some digits',
  tags: ['state:forgot-otp-partial'],
  args: { initialState: { ...codeStep, otp: '48' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(box(canvasElement, 3));
    await userEvent.keyboard('29');
    await expect(box(canvasElement, 4)).toHaveValue('9');
    await expect(box(canvasElement, 5)).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const CodeStepComplete: Story = {
  name: 'Code step, all six digits',
  tags: ['state:forgot-otp-complete'],
  args: { initialState: { ...codeStep, otp: '48291' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(box(canvasElement, 6));
    await userEvent.keyboard('3');
    await expect(next).toBeEnabled();
    // Typing the last digit does not move on by itself: the reader presses Next.
    await expect(within(dialog).getByRole('heading', { name: copy.enterOtp.heading })).toBeVisible();
  },
};

export const CodeStepError: Story = {
  name: 'Code step, incomplete code',
  tags: ['state:forgot-otp-error'],
  args: { initialState: { ...codeStep, otp: '48' } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('{Enter}');
    await expect(page(canvasElement).getByText(v.code)).toBeVisible();
    await expect(box(canvasElement, 3)).toHaveFocus();
    await expect(box(canvasElement, 1)).toHaveAccessibleDescription(v.code);
  },
};

export const NewPasswordAfterPaste: Story = {
  name: 'New password step (after pasting the code)',
  tags: ['state:forgot-reset', 'state:otp-paste-full'],
  args: { initialState: codeStep },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await userEvent.paste(' 482913 ');
    await expect(box(canvasElement, 6)).toHaveValue('3');
    // 300 ms after a full paste the dialog moves on by itself.
    const heading = await page(canvasElement).findByRole('heading', { name: copy.resetPassword.heading });
    await expect(page(canvasElement).getByText(copy.resetPassword.prompt)).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(page(canvasElement).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const NewPasswordErrors: Story = {
  name: 'New password errors',
  tags: ['state:forgot-reset-errors'],
  args: { initialState: passwordStep },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const password = within(dialog).getByLabelText('New password');
    const confirm = within(dialog).getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword);
    await userEvent.click(
      within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }),
    );
    await expect(password).toHaveAccessibleDescription(new RegExp(v.passwordRequired));
    await expect(password).toHaveFocus();
    await userEvent.type(password, 'short');
    await userEvent.type(confirm, 'shorter');
    await userEvent.click(
      within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }),
    );
    await expect(password).toHaveAccessibleDescription(new RegExp(v.passwordShort));
    await expect(confirm).toHaveAccessibleDescription(v.mismatch);
    await expect(password).toHaveFocus();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  tags: ['state:forgot-success'],
  args: { initialState: { ...passwordStep, password: 'calm-river-42', confirmPassword: 'calm-river-42' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }),
    );
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      email: 'asha.rao@example.in',
      otp: '482913',
      password: 'calm-river-42',
    });
    const heading = await within(dialog).findByRole('heading', { name: copy.success.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      within(dialog).getByText('Password reset successful. You can now sign in with your new password.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const SignInAfterSuccess: Story = {
  name: 'Sign In after success',
  tags: ['state:forgot-success'],
  args: {
    initialState: {
      step: 'success',
      message: 'Password reset successful. You can now sign in with your new password.',
    },
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ServerError: Story = {
  name: 'Error',
  tags: ['state:forgot-error'],
  args: {
    initialState: { email: 'asha.rao@example.in' },
    onRequestCode: fn(async () => {
      throw new Error(copy.failures.unavailable);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const heading = await within(dialog).findByRole('heading', { name: copy.error.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(copy.failures.unavailable);
    await expect(within(dialog).queryByText(copy.error.couldNotConnect)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1);
  },
};

export const TryAgainAfterError: Story = {
  name: 'Try Again after an error',
  tags: ['state:forgot-error', 'state:forgot-request'],
  args: {
    initialState: {
      step: 'error',
      email: 'asha.rao@example.in',
      message: copy.failures.request,
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    const heading = within(dialog).getByRole('heading', { name: copy.request.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('asha.rao@example.in');
  },
};

export const CouldNotConnect: Story = {
  name: 'Could not connect',
  tags: ['state:forgot-error-connect'],
  args: {
    initialState: { email: 'asha.rao@example.in' },
    onRequestCode: fn(async () => {
      throw new Error(copy.failures.unparseable);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const heading = await within(dialog).findByRole('heading', { name: copy.error.couldNotConnect });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(copy.failures.unparseable);
    await expect(within(dialog).getByText(/Check that you are connected to the internet/)).toBeVisible();
  },
};

export const Offline: Story = {
  tags: ['state:forgot-offline'],
  args: { online: false, initialState: { email: 'asha.rao@example.in' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const heading = await within(dialog).findByRole('heading', { name: copy.offline.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByText(copy.offline.message)).toBeVisible();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

// The connection drops while the code is being sent: the request below flips the page offline.
function DropsConnection(args: ForgotPasswordDialogProps) {
  const [online, setOnline] = useState(true);
  return (
    <Controlled
      {...args}
      online={online}
      onRequestCode={(email) => {
        void args.onRequestCode(email);
        setOnline(false);
        return pending();
      }}
    />
  );
}

export const ConnectionLostWhileSending: Story = {
  name: 'Connection lost while sending',
  tags: ['state:forgot-offline'],
  args: { initialState: { email: 'asha.rao@example.in' } },
  render: (args) => <DropsConnection {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith('asha.rao@example.in');
    await expect(await within(dialog).findByRole('heading', { name: copy.offline.heading })).toBeVisible();
    // Loading stopped: no busy button is left behind.
    await expect(within(dialog).queryByRole('button', { busy: true })).toBeNull();
  },
};

export const CodeStepOnAPhone: Story = {
  name: 'Code step on a phone',
  tags: ['state:forgot-otp-partial'],
  args: { initialState: { ...codeStep, otp: '482' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // All six boxes fit inside the dialog at 375 px.
    const dialogRect = dialog.getBoundingClientRect();
    await expect(box(canvasElement, 6).getBoundingClientRect().right).toBeLessThanOrEqual(dialogRect.right);
    await expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeVisible();
  },
};

export const Resend: Story = {
  name: 'Resend a code',
  tags: ['state:forgot-otp-empty'],
  args: { initialState: { ...codeStep, otp: '4829' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await expect(args.onResendCode).toHaveBeenCalledWith('asha.rao@example.in');
    await expect(box(canvasElement, 1)).toHaveValue('');
    await expect(box(canvasElement, 4)).toHaveValue('');
    await expect(box(canvasElement, 1)).toHaveFocus();
    await expect(await within(dialog).findByText('A new OTP has been sent to your email address.')).toBeVisible();
  },
};

export const BackToEmail: Story = {
  name: 'Back to the email step',
  tags: ['state:forgot-request'],
  args: { initialState: codeStep },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: copy.request.heading })).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('asha.rao@example.in');
  },
};
