import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { pageBehind } from '../../Foundations/storyLayout.css';
import { tones } from '../../tone';
import { Toast, type ToastProps } from './Toast';

/** A page holding `open`, with a button to show the toast again, as a screen would. */
function OnAPage(args: ToastProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <main className={pageBehind}>
      <h1>My Membership</h1>
      <p>Your plan, its credits and its validity appear here.</p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show toast
        </Button>
      </div>
      <Toast
        {...args}
        open={open}
        onDismiss={() => {
          setOpen(false);
          args.onDismiss();
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  render: (args) => <OnAPage {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
Focus not obscured (decision 18, \`docs/decisions/0018-focus-not-obscured.md\`). Toasts appear at the
bottom, where the floating Membership Plans button sits: a toast rises above the button while it is on the page
(\`toastLift\`), and while a toast shows, the page's scroll padding takes its height (\`toastCover.ts\` sets
\`--sukoon-toast-cover\`), so a control reached by Tab is never hidden under it.`,
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    autoHideMs: {
      control: 'number',
      description: 'Visible time in ms: 5000 for notices, 4000 for the feedback toast (spec B9).',
    },
  },
  args: {
    open: true,
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
    tone: 'success',
    message: 'Membership details loaded successfully',
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each tone story checks the live region and its text, then rests the pointer on the toast: that
 * pauses the 5 s timer (as it does for a reader), so the screenshot never races the auto-hide.
 */
const showsAndHolds =
  (role: 'status' | 'alert', text: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const region = await within(canvasElement).findByRole(role);
    await expect(region).toHaveTextContent(text);
    await userEvent.hover(region);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  };

export const Success: Story = {
  tags: ['state:toast-success'],
  play: showsAndHolds('status', 'Membership details loaded successfully'),
};

export const Error: Story = {
  tags: ['state:toast-error'],
  args: { tone: 'error', message: 'Failed to load membership details. Please try again later.' },
  play: showsAndHolds('alert', 'Failed to load membership details. Please try again later.'),
};

export const Info: Story = {
  tags: ['state:toast-info'],
  args: { tone: 'info', message: 'No membership found for your account' },
  play: showsAndHolds('status', 'No membership found for your account'),
};

export const Warning: Story = {
  tags: ['state:toast-warning'],
  args: { tone: 'warning', message: 'Your session has expired. Please log in again.' },
  play: showsAndHolds('alert', 'Your session has expired. Please log in again.'),
};

export const AutoHides: Story = {
  name: 'Auto-hides',
  tags: ['state:toast-success'],
  // 300 ms stands in for the real 5000 so the story finishes quickly; Toast.test.tsx checks 5000 with fake timers.
  args: { autoHideMs: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Membership details loaded successfully');
    await waitFor(() => expect(canvas.queryByText('Membership details loaded successfully')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const FeedbackToast: Story = {
  name: 'Feedback toast (4 s)',
  tags: ['state:toast-success'],
  args: { autoHideMs: 4000, message: 'Thank You!' },
  play: showsAndHolds('status', 'Thank You!'),
};

export const Dismissed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard: the Dismiss button is reachable (focus also pauses the timer) and Enter closes the toast.
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // Shown again, it can be dismissed with a click as well.
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  tags: ['state:toast-error'],
  globals: { viewport: { value: 'mobile' } },
  args: { tone: 'error', message: 'Failed to load membership details. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const region = await within(canvasElement).findByRole('alert');
    await userEvent.hover(region);
    // Nearly the full width of the screen, at the bottom.
    const card = region.parentElement!;
    const box = card.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box.width).toBeGreaterThan(view.innerWidth - 40);
    await expect(view.innerHeight - box.bottom).toBeLessThan(24);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};
