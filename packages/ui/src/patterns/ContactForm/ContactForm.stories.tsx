import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widthOf } from '../../storyFixtures';
import { ContactForm, type ContactFormProps } from './ContactForm';

// The status is the page's; this wrapper returns to idle as the page does, so a play can begin a new message.
function StatefulContactForm(args: ContactFormProps) {
  const [status, setStatus] = useState(args.status);
  return (
    <ContactForm
      {...args}
      status={status}
      onSettled={() => {
        setStatus('idle');
        args.onSettled();
      }}
    />
  );
}

const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  args: { status: 'idle', onSubmit: fn(), onSettled: fn() },
  decorators: [widthOf('36rem')],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { name: 'Meera Iyer', email: 'meera@example.com', message: 'Do you offer sessions in Tamil?' };

export const Errors: Story = {
  name: 'The five messages, in order',
  tags: ['state:contact-errors'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.click(send);
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Message is required')).toBeVisible();
    // Editing a field clears its own error, and only its own.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Meera');
    await expect(canvas.queryByText('Name is required')).toBeNull();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'meera@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Too short');
    await userEvent.click(send);
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Message must be at least 10 characters long')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  tags: ['state:contact-submitting'],
  args: { status: 'submitting', defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Sending your message/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toBeDisabled();
  },
};

export const Sent: Story = {
  name: 'Sent',
  tags: ['state:contact-success'],
  args: { status: 'success', defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    // Emptied at once, so the same message cannot be sent twice.
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  },
};

export const SentThenSendAgain: Story = {
  name: 'Sent, then Send again: nothing is sent twice',
  args: { status: 'success', defaultValues: filled },
  render: (args) => <StatefulContactForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Send Message' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.queryByText("Message sent successfully! We'll get back to you soon.")).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SentThenTyping: Story = {
  name: 'Sent, then typing a new message',
  args: { status: 'success' },
  render: (args) => <StatefulContactForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Meera');
    await expect(canvas.queryByText("Message sent successfully! We'll get back to you soon.")).toBeNull();
    await expect(args.onSettled).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Failed',
  tags: ['state:contact-failed'],
  args: { status: 'failed', defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to send message. Please try again or contact us directly.')).toBeVisible();
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(filled.message);
  },
};

export const SendsTheMessage: Story = {
  name: 'Sends what was typed, trimmed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), ' Meera Iyer ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Do you offer sessions in Tamil?');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};
