import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { withOpenState } from '../../storyFixtures';

const changePasswordText = { ...validationCopy.changePassword, ...accountsCopy.changePassword };

// Holds `open` like My Profile does.
const Controlled = withOpenState(ChangePasswordDialog);

const meta = {
  title: 'Components/ChangePasswordDialog',
  component: ChangePasswordDialog,
  render: (args) => <Controlled {...args} />,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<string | void> => undefined) },
} satisfies Meta<typeof ChangePasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening fade has finished (a few ms under reduced motion). */
const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: accountsCopy.changePassword.title,
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const fill = async (dialog: ReturnType<typeof within>, current: string, next: string, confirm: string) => {
  if (current) await userEvent.type(dialog.getByLabelText(accountsCopy.changePassword.currentPassword), current);
  if (next) await userEvent.type(dialog.getByLabelText('New password'), next);
  if (confirm)
    await userEvent.type(dialog.getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword), confirm);
};

export const Empty: Story = {
  tags: ['state:change-password-empty'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const current = dialog.getByLabelText(accountsCopy.changePassword.currentPassword);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(dialog.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(dialog.getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword)).toHaveValue('');
    await expect(dialog.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  name: 'Validation errors',
  tags: ['state:change-password-errors'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '', 'short', 'shorter');
    await userEvent.click(dialog.getByRole('button', { name: accountsCopy.changePassword.title }));
    const current = dialog.getByLabelText(accountsCopy.changePassword.currentPassword);
    await waitFor(() => expect(current).toHaveAccessibleDescription(changePasswordText.currentRequired));
    await expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription(
      new RegExp(changePasswordText.newShort),
    );
    await expect(
      dialog.getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword),
    ).toHaveAccessibleDescription(changePasswordText.mismatch);
    // The first field in error takes focus.
    await expect(current).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Changed: Story = {
  tags: ['state:change-password-success'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'old-secret-1', 'calm-river-42', 'calm-river-42');
    await userEvent.click(dialog.getByRole('button', { name: accountsCopy.changePassword.title }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        current_password: 'old-secret-1',
        new_password: 'calm-river-42',
        confirm_password: 'calm-river-42',
      }),
    );
    await expect(await dialog.findByRole('status')).toHaveTextContent(changePasswordText.success);
    await expect(dialog.queryByLabelText(accountsCopy.changePassword.currentPassword)).toBeNull();
    // The footer's Close (the one with visible text, not the corner icon) takes focus.
    const footerClose = dialog
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await waitFor(() => expect(footerClose).toHaveFocus());
  },
};

export const Submitting: Story = {
  tags: ['state:change-password-empty'],
  args: { onSubmit: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'old-secret-1', 'calm-river-42', 'calm-river-42');
    await userEvent.click(dialog.getByRole('button', { name: accountsCopy.changePassword.title }));
    await expect(await dialog.findByRole('button', { name: /Changing password/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ServerRejected: Story = {
  name: 'Failed (server message)',
  tags: ['state:change-password-failed'],
  args: {
    onSubmit: fn(async () => {
      throw new Error('Current password is incorrect.');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'wrong-secret', 'calm-river-42', 'calm-river-42');
    await userEvent.click(dialog.getByRole('button', { name: accountsCopy.changePassword.title }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    // The form stays, filled in, to correct and send again.
    await expect(dialog.getByLabelText(accountsCopy.changePassword.currentPassword)).toHaveValue('wrong-secret');
    await expect(dialog.getByRole('button', { name: accountsCopy.changePassword.title })).toBeEnabled();
  },
};

export const Failed: Story = {
  name: 'Failed (no server message)',
  tags: ['state:change-password-failed'],
  args: {
    onSubmit: fn(async () => {
      throw new Error(changePasswordText.failed);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'old-secret-1', 'calm-river-42', 'calm-river-42');
    await userEvent.click(dialog.getByRole('button', { name: accountsCopy.changePassword.title }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(changePasswordText.failed);
  },
};

export const ReopensEmpty: Story = {
  name: 'Reopens empty',
  tags: ['state:change-password-empty'],
  parameters: { screenshot: { disable: true } },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Change password
        </button>
        <ChangePasswordDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    let dialog = await openDialog(canvasElement);
    await fill(dialog, 'half-typed', '', '');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(accountsCopy.changePassword.currentPassword)).toHaveValue('');
  },
};
