import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { expect, userEvent, within } from 'storybook/test';
import { inFormColumn } from '../../storyFixtures';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  decorators: [inFormColumn],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'asha@example.in');
    await expect(input).toHaveValue('asha@example.in');
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'We send your booking confirmations to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your booking confirmations to this address.');
  },
};

export const WithError: Story = {
  name: 'With error',
  args: {
    defaultValue: 'asha@',
    error: validationCopy.registration.email,
    hint: 'We send your booking confirmations to this address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address We send your booking confirmations to this address.',
    );
    await userEvent.click(input);
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'asha@example.in' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('asha@example.in');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: {
    label: 'Mobile number',
    inputMode: 'numeric',
    maxLength: 10,
    autoComplete: 'tel-national',
    hint: '10 digits, without +91',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    // The browser stops input at the 10 digits the spec allows.
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '9876543210');
    await expect(input).toHaveValue('9876543210');
    await expect(input).toHaveAccessibleDescription('10 digits, without +91');
  },
};
