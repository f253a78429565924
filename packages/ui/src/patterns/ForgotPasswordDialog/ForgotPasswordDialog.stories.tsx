import type { ForgotPasswordFormValues } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ForgotPasswordDialog,
  emptyForgotPasswordFields,
  forgotPasswordFormOptions,
  type ForgotPasswordDialogProps,
} from './ForgotPasswordDialog';
import type { ForgotStepState } from './forgotPasswordSteps';

const copy = accountsCopy.forgotPassword;
const v = validationCopy.forgotPassword;

type Move = 'onNext' | 'onResend' | 'onBack' | 'onTryAgain' | 'onCodeComplete';
/** What a story's step becomes after one of the dialog's callbacks, and the fields that move empties. */
interface After {
  state: ForgotStepState;
  values?: Partial<ForgotPasswordFormValues>;
}

interface StoryArgs extends Omit<ForgotPasswordDialogProps, 'fields'> {
  /** The fields' values the story starts with. */
  values?: Partial<ForgotPasswordFormValues>;
  /** The one move a story shows, standing in for the site's step machine (useForgotPassword). */
  after?: Partial<Record<Move, After>>;
}

// Holds `open` like the sign-in dialog does, so Close really closes in the stories, and the story's one move.
function Step({ values, after = {}, ...args }: StoryArgs) {
  const [open, setOpen] = useState(args.open);
  const [state, setState] = useState(args.state);
  const fields = useForm<ForgotPasswordFormValues>({
    ...forgotPasswordFormOptions(state.step),
    defaultValues: { ...emptyForgotPasswordFields, ...values },
  });
  const move = (name: Move) => {
    const next = after[name];
    if (!next) return;
    setState(next.state);
    for (const [field, value] of Object.entries(next.values ?? {}))
      fields.setValue(field as keyof ForgotPasswordFormValues, value);
  };
  return (
    <ForgotPasswordDialog
      {...args}
      open={open}
      state={state}
      fields={fields}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      onNext={(next) => {
        args.onNext(next);
        move('onNext');
      }}
      onResend={() => {
        args.onResend();
        move('onResend');
      }}
      onBack={() => {
        args.onBack();
        move('onBack');
      }}
      onTryAgain={() => {
        args.onTryAgain();
        move('onTryAgain');
      }}
      onCodeComplete={(source) => {
        args.onCodeComplete(source);
        move('onCodeComplete');
      }}
    />
  );
}

const at = (step: ForgotStepState['step'], message = '', loading = false): ForgotStepState => ({
  step,
  loading,
  message,
});

const meta = {
  title: 'Components/ForgotPasswordDialog',
  component: Step,
  args: {
    open: true,
    state: at('request'),
    onOpenChange: fn(),
    onNext: fn(),
    onResend: fn(),
    onBack: fn(),
    onTryAgain: fn(),
    onCodeComplete: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<StoryArgs>;
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

const email = 'asha.rao@example.in';
const codeStep = { state: at('enterOtp', 'OTP sent to your email address.'), values: { email } };
const passwordStep = { state: at('resetPassword', copy.resetPassword.prompt), values: { email, otp: '482913' } };
const successMessage = 'Password reset successful. You can now sign in with your new password.';

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
    await expect(args.onNext).not.toHaveBeenCalled();
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
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const SendingCode: Story = {
  name: 'Sending the code',
  tags: ['state:forgot-request-loading'],
  args: { state: at('request', '', true), values: { email: '  asha.rao@example.in ' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const busy = within(dialog).getByRole('button', { name: /Sending code/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // A second press while in flight sends nothing more.
    await userEvent.click(busy);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const CodeStepEmpty: Story = {
  name: 'Code step, empty',
  tags: ['state:forgot-otp-empty', 'state:otp-empty'],
  args: codeStep,
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
  args: { ...codeStep, values: { email, otp: '48' } },
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
  args: { ...codeStep, values: { email, otp: '48291' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(box(canvasElement, 6));
    await userEvent.keyboard('3');
    await expect(next).toBeEnabled();
    // Typing the last digit does not move on by itself: the reader presses Next.
    await expect(args.onCodeComplete).toHaveBeenCalledWith('typing');
    await expect(within(dialog).getByRole('heading', { name: copy.enterOtp.heading })).toBeVisible();
  },
};

export const CodeStepError: Story = {
  name: 'Code step, incomplete code',
  tags: ['state:forgot-otp-error'],
  args: { ...codeStep, values: { email, otp: '48' } },
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
  args: { ...codeStep, after: { onCodeComplete: passwordStep } },
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await userEvent.paste(' 482913 ');
    // A full paste completes the code, and the step moves on by itself (the site waits 300 ms first).
    await expect(args.onCodeComplete).toHaveBeenCalledWith('paste');
    const heading = await page(canvasElement).findByRole('heading', { name: copy.resetPassword.heading });
    await expect(page(canvasElement).getByText(copy.resetPassword.prompt)).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(page(canvasElement).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const NewPasswordErrors: Story = {
  name: 'New password errors',
  tags: ['state:forgot-reset-errors'],
  args: passwordStep,
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
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  tags: ['state:forgot-success'],
  args: {
    ...passwordStep,
    values: { ...passwordStep.values, password: 'calm-river-42', confirmPassword: 'calm-river-42' },
    after: { onNext: { state: at('success', successMessage), values: { password: '', confirmPassword: '' } } },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }),
    );
    await expect(args.onNext).toHaveBeenCalledWith({
      email: 'asha.rao@example.in',
      otp: '482913',
      password: 'calm-river-42',
      confirmPassword: 'calm-river-42',
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
    state: at('success', successMessage),
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
    values: { email },
    after: { onNext: { state: at('error', copy.failures.unavailable) } },
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
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const TryAgainAfterError: Story = {
  name: 'Try Again after an error',
  tags: ['state:forgot-error', 'state:forgot-request'],
  args: {
    state: at('error', copy.failures.request),
    values: { email },
    after: { onTryAgain: { state: at('request') } },
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
    values: { email },
    after: { onNext: { state: at('error', copy.failures.unparseable) } },
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
  args: { values: { email }, after: { onNext: { state: at('offline', copy.offline.message) } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const heading = await within(dialog).findByRole('heading', { name: copy.offline.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByText(copy.offline.message)).toBeVisible();
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const CodeStepOnAPhone: Story = {
  name: 'Code step on a phone',
  tags: ['state:forgot-otp-partial'],
  args: { ...codeStep, values: { email, otp: '482' } },
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
  args: {
    ...codeStep,
    values: { email, otp: '4829' },
    after: {
      onResend: { state: at('enterOtp', 'A new OTP has been sent to your email address.'), values: { otp: '' } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(box(canvasElement, 1)).toHaveValue('');
    await expect(box(canvasElement, 4)).toHaveValue('');
    await expect(box(canvasElement, 1)).toHaveFocus();
    await expect(await within(dialog).findByText('A new OTP has been sent to your email address.')).toBeVisible();
  },
};

export const BackToEmail: Story = {
  name: 'Back to the email step',
  tags: ['state:forgot-request'],
  args: { ...codeStep, after: { onBack: { state: at('request') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: copy.request.heading })).toHaveFocus());
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('asha.rao@example.in');
  },
};
