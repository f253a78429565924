import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { expect, userEvent, within } from 'storybook/test';
import { inFormColumn } from '../../storyFixtures';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    defaultValue: 'calm-waters-42',
    toggleLabels: { show: 'Show password', hide: 'Hide password' },
  },
  decorators: [inFormColumn],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    // Keyboard: Tab from the input reaches the toggle.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
  },
};

export const Shown: Story = {
  name: 'Shown after clicking Show password',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('calm-waters-42');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    // Space on the focused toggle hides it again, and once more shows it (the state the screenshot keeps).
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const NewPasswordWithError: Story = {
  name: 'New password with error',
  args: {
    label: 'New password',
    name: 'newPassword',
    autoComplete: 'new-password',
    defaultValue: 'short',
    hint: accountsCopy.forgotPassword.resetPassword.passwordHint,
    error: validationCopy.forgotPassword.passwordShort,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters At least 8 characters.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    // A disabled field cannot be revealed either.
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
