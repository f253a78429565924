import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { withOpenState } from '../../storyFixtures';

const copy = accountsCopy.deleteAccount;

// Holds `open` like My Profile does.
const Controlled = withOpenState(DeleteAccountDialog);

const meta = {
  title: 'Components/DeleteAccountDialog',
  component: DeleteAccountDialog,
  render: (args) => <Controlled {...args} />,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: copy.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const Confirm: Story = {
  name: 'What is erased and kept, then the password',
  tags: ['state:delete-account-confirm'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    for (const line of [...copy.erased, ...copy.kept]) await expect(dialog.getByText(line)).toBeVisible();
    const password = dialog.getByLabelText(copy.password);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    // Nothing is sent without the password.
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(await dialog.findByText('Please enter your password.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, 'correct horse battery');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'correct horse battery' }));
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  tags: ['state:delete-account-wrong-password'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('The password is incorrect.'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(copy.password), 'not my password');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(await dialog.findByText('The password is incorrect.')).toBeVisible();
    // The password stays for another try.
    await expect(dialog.getByLabelText(copy.password)).toHaveValue('not my password');
  },
};

export const Deleting: Story = {
  name: 'Deleting',
  tags: ['state:delete-account-deleting'],
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(copy.password), 'correct horse battery');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(await dialog.findByRole('button', { name: /Deleting your account/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: copy.cancel })).toBeDisabled();
  },
};
