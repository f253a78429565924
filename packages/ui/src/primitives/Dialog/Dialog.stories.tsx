import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Dialog, dialogSizes, type DialogProps } from './Dialog';
import * as demo from './Dialog.stories.css';

const toggleLabels = { show: 'Show password', hide: 'Hide password' };

/** Holds `open` like a page would, with the button that opened it, so focus can return there. */
function WithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <WithTrigger {...args} />,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    open: true,
    onOpenChange: fn(),
    closeLabel: 'Close',
    title: 'Change Password',
    description: 'Choose a new password of at least 8 characters.',
    children: (
      <form className={demo.form} onSubmit={(event) => event.preventDefault()}>
        <PasswordField
          toggleLabels={toggleLabels}
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
        />
        <PasswordField
          toggleLabels={toggleLabels}
          label="New password"
          name="newPassword"
          autoComplete="new-password"
        />
        <PasswordField
          toggleLabels={toggleLabels}
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
        />
      </form>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Update password</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const overlayOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('[data-dialog-overlay]');

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toHaveAccessibleDescription('Choose a new password of at least 8 characters.');
    // Focus starts on the first field, not on Close.
    await waitFor(() => expect(body.getByLabelText('Current password')).toHaveFocus());
    // Focus is trapped: Shift+Tab from the first field wraps to the last control, Close.
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    // An outside click closes a dismissible dialog.
    await userEvent.click(overlayOf(canvasElement)!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Opened from a button, Escape closes it and focus goes back to that button.
    const trigger = body.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Change Password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again for the screenshot, with focus settled on the first field.
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Change Password' });
    await waitFor(() => expect(body.getByLabelText('Current password')).toHaveFocus());
  },
};

export const NotDismissible: Story = {
  name: 'Not dismissible by outside click',
  args: {
    dismissible: false,
    title: 'Complete Your Profile',
    description: 'We need a few more details before you can book a session.',
    children: (
      <form className={demo.form} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Mobile number" name="mobile" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
        <TextField label="City" name="city" autoComplete="address-level2" />
      </form>
    ),
    footer: <Button>Complete Registration</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await body.findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(overlayOf(canvasElement)!);
    await userEvent.keyboard('{Escape}');
    // Neither the outside click nor Escape closed it.
    await expect(body.getByRole('dialog', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Only its own Close button does.
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Open again for the screenshot, with focus settled on the first field.
    await userEvent.click(body.getByRole('button', { name: 'Open dialog' }));
    await body.findByRole('dialog', { name: 'Complete Your Profile' });
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Log out?',
    description: undefined,
    children: <p>You will need to sign in again to see your bookings and membership.</p>,
    footer: (
      <>
        <Button variant="secondary">Stay signed in</Button>
        <Button variant="critical">Logout</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Log out?' });
    // No description was given, so none is announced.
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    // With no field inside, focus starts on the first action: the safe one.
    await waitFor(() => expect(body.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
  },
};

const terms = Array.from({ length: 14 }, (_, index) => (
  <p key={index}>
    {index + 1}. Sessions are delivered online by voice or video and last 60 minutes. Please join a few minutes early
    from a quiet, private place. Refunds are at the provider&apos;s discretion on request. The service is not a licensed
    medical or psychological service and is not for emergencies.
  </p>
));

const longContent = {
  size: 'large',
  title: 'Terms and Conditions',
  description: 'Please read these terms before booking.',
  children: <div className={demo.prose}>{terms}</div>,
  footer: <Button>I understand</Button>,
} satisfies Partial<DialogProps>;

const assertScrollingBody = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  const dialog = await body.findByRole('dialog', { name: 'Terms and Conditions' });
  const view = canvasElement.ownerDocument.defaultView!;
  // The dialog fits the screen; its body scrolls and can be focused to scroll with the keyboard.
  await waitFor(() => expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(view.innerHeight));
  const scroller = body.getByText(/^1\. Sessions/).parentElement!.parentElement!;
  await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  // The footer stays in view below the scrolling text.
  const button = body.getByRole('button', { name: 'I understand' });
  await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
  // Keyboard users reach the scrolling text with Tab (it is the first stop), then scroll it with the arrow keys.
  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await expect(scroller).toHaveFocus();
};

export const LongContent: Story = {
  name: 'Long content',
  args: longContent,
  play: async ({ canvasElement }) => assertScrollingBody(canvasElement),
};

export const LongContentOnAPhone: Story = {
  name: 'Long content on a phone',
  args: longContent,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => assertScrollingBody(canvasElement),
};

export const LongFormOnAPhone: Story = {
  name: 'Long form on a phone: focus starts on its first field',
  args: {
    ...longContent,
    title: 'Book a session',
    description: 'Choose a day, then read the terms.',
    children: (
      <div className={demo.prose}>
        <TextField label="Coupon code" name="coupon" autoComplete="off" />
        {terms}
      </div>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await body.findByRole('dialog', { name: 'Book a session' });
    // Not on the scrolling body, a box the size of the screen: on the first control inside it.
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus());
  },
};

const shortenEvent = 'story:shorten-dialog';

/** Long terms that become one paragraph when the play function says so, as a dialog's content can settle. */
function ShrinkingTerms() {
  const [short, setShort] = useState(false);
  useEffect(() => {
    const shorten = () => setShort(true);
    window.addEventListener(shortenEvent, shorten);
    return () => window.removeEventListener(shortenEvent, shorten);
  }, []);
  return <div className={demo.prose}>{short ? terms[0] : terms}</div>;
}

export const BodyStopsScrolling: Story = {
  name: 'Body stops scrolling while focused: focus goes to the heading',
  args: { ...longContent, children: <ShrinkingTerms /> },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Terms and Conditions' });
    // The scrolling body is a Tab stop, so arrow keys scroll it.
    const scroller = body.getByText(/^1\. Sessions/).parentElement!.parentElement!;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    window.dispatchEvent(new Event(shortenEvent));
    // It is no longer focusable once it fits: focus stays in the dialog, on its heading, not on the page.
    await waitFor(() => expect(scroller).not.toHaveAttribute('tabindex'));
    await expect(body.getByRole('heading', { name: 'Terms and Conditions' })).toHaveFocus();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};
