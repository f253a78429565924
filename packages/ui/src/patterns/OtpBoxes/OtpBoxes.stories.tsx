import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn } from '../../Foundations/storyLayout.css';
import { OtpBoxes, type OtpBoxesProps } from './OtpBoxes';

// The boxes are controlled; this wrapper holds the value so typing and pasting work in play functions.
function StatefulOtpBoxes(args: OtpBoxesProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OtpBoxes
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/OtpBoxes',
  component: OtpBoxes,
  args: { value: '', label: accountsCopy.otp.label, onChange: fn(), onComplete: fn() },
  render: (args) => <StatefulOtpBoxes {...args} />,
  decorators: [
    (Story) => (
      <div className={formColumn}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OtpBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });

export const Empty: Story = {
  tags: ['state:otp-empty'],
  args: { autoFocusDelayMs: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: accountsCopy.otp.label });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    await expect(box(canvasElement, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvasElement, 1)).toHaveAttribute('inputmode', 'numeric');
    // The 100 ms rule: the first box takes focus shortly after mount.
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
  },
};

export const SomeDigits: Story = {
  name: 'Some digits',
  tags: ['state:otp-partial'],
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('12x3');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(box(canvasElement, 3)).toHaveValue('3');
    await expect(box(canvasElement, 4)).toHaveFocus();
    // Backspace on the empty fourth box moves back and clears the third.
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvasElement, 3)).toHaveValue('');
    await expect(box(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}3');
    await expect(box(canvasElement, 3)).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const AllSixDigits: Story = {
  name: 'All six digits',
  tags: ['state:otp-complete'],
  args: { value: '48213' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 6));
    await userEvent.keyboard('7');
    await expect(args.onComplete).toHaveBeenCalledWith('482137', 'typing');
    await expect(box(canvasElement, 6)).toHaveValue('7');
    await expect(box(canvasElement, 6)).toHaveFocus();
  },
};

export const PastedThreeDigits: Story = {
  name: 'Pasted three digits',
  tags: ['state:otp-paste-partial'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.paste('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(box(canvasElement, 4)).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const PastedFullCode: Story = {
  name: 'Pasted full code',
  tags: ['state:otp-paste-full'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 1));
    // A non-digit paste is ignored outright.
    await userEvent.paste('12-456');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.paste(' 123456 ');
    await expect(args.onComplete).toHaveBeenCalledWith('123456', 'paste');
    await expect(box(canvasElement, 6)).toHaveValue('6');
    await expect(box(canvasElement, 6)).toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Disabled while verifying',
  tags: ['state:otp-disabled'],
  args: { value: '123456', disabled: true, autoFocusDelayMs: 100 },
  play: async ({ canvasElement, args }) => {
    for (const n of [1, 2, 3, 4, 5, 6]) await expect(box(canvasElement, n)).toBeDisabled();
    await userEvent.click(box(canvasElement, 1), { pointerEventsCheck: 0 });
    await userEvent.keyboard('9');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box(canvasElement, 1)).not.toHaveFocus();
  },
};

export const WithError: Story = {
  name: 'With error',
  tags: ['state:otp-partial'],
  args: { value: '12', error: validationCopy.forgotPassword.code, showLabel: true },
  play: async ({ canvasElement }) => {
    const first = box(canvasElement, 1);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(validationCopy.forgotPassword.code);
  },
};
