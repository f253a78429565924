import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFormColumn } from '../../storyFixtures';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** Holds `checked` like a form would, so clicks in a story really tick the box. */
function Controlled(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: {
    label: accountsCopy.registration.ageConfirmation,
    name: 'ageConfirmed',
    checked: false,
    onCheckedChange: fn(),
  },
  decorators: [inFormColumn],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.label as string });
    await expect(box).not.toBeChecked();
    // Reachable by keyboard; focus alone changes nothing.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const CheckedByClick: Story = {
  name: 'Checked by click',
  args: {
    name: 'terms',
    label: (
      <>
        I agree to the <a href="/terms-and-conditions">Terms and Conditions</a> and the{' '}
        <a href="/privacy-policy">Privacy Policy</a>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions and the Privacy Policy' });
    // Clicking the label's text ticks the box, like a native checkbox.
    await userEvent.click(canvas.getByText(/I agree to the/));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles it from the keyboard.
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // The links inside the label stay separate links.
    await expect(canvas.getByRole('link', { name: accountsCopy.registration.terms })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Please confirm that you are 18 or older' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.label as string });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please confirm that you are 18 or older');
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.label as string });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
