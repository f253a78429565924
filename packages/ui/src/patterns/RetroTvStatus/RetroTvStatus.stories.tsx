import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { RetroTvStatus, networkStatusText } from './RetroTvStatus';

const meta = {
  title: 'Components/RetroTvStatus',
  component: RetroTvStatus,
  args: { online: true, onHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RetroTvStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const messages = {
  checking: networkStatusText.messageChecking,
  online: networkStatusText.messageOnline,
  offline: networkStatusText.messageOffline,
};

/**
 * The state's message is shown; the others only hold their space (the longest sets the height, so the prerendered
 * "checking" page does not move when the browser answers), hidden from sight and from screen readers.
 */
async function expectMessage(canvasElement: HTMLElement, shown: keyof typeof messages) {
  const canvas = within(canvasElement);
  for (const [state, text] of Object.entries(messages)) {
    const message = canvas.getByText(text);
    if (state === shown) {
      await expect(message).toBeVisible();
      await expect(message).not.toHaveAttribute('aria-hidden');
    } else {
      // Waited for: under reduced motion every change is a 1 ms transition (theme.css.ts), visibility's included.
      await waitFor(() => expect(message).not.toBeVisible());
      await expect(message).toHaveAttribute('aria-hidden', 'true');
    }
  }
}

export const Connected: Story = {
  tags: ['state:network-online'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Network Status' })).toBeVisible();
    const live = canvas.getByRole('status');
    await expect(live).toHaveTextContent(networkStatusText.screenOnline);
    await expectMessage(canvasElement, 'online');
    await expect(live).not.toHaveTextContent(networkStatusText.screenOffline);
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  tags: ['state:network-offline'],
  args: { online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole('status');
    await expect(live).toHaveTextContent(networkStatusText.screenOffline);
    await expectMessage(canvasElement, 'offline');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    // Reduced motion (the test browser asks for it): the snow is drawn but does not move.
    const screen = canvas.getByText(networkStatusText.screenOffline).parentElement!;
    await expect(getComputedStyle(screen).animationName).toBe('none');
  },
};

export const Checking: Story = {
  name: 'Checking the connection',
  args: { online: null },
  play: async ({ canvasElement }) => {
    const live = within(canvasElement).getByRole('status');
    await expect(live).toHaveTextContent(networkStatusText.screenChecking);
    await expectMessage(canvasElement, 'checking');
    await expect(live).not.toHaveTextContent(networkStatusText.screenOnline);
    await expect(live).not.toHaveTextContent(networkStatusText.screenOffline);
  },
};

export const OfflineOnAPhone: Story = {
  name: 'Offline on a phone',
  tags: ['state:network-offline'],
  args: { online: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(networkStatusText.screenOffline)).toBeVisible();
    // Nothing wider than the phone: no horizontal scrolling at 375 px.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ConnectedOnAPhone: Story = {
  name: 'Connected on a phone',
  tags: ['state:network-online'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(networkStatusText.screenOnline)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Sent here by a page while offline: once the connection is back, the way back to it comes first. */
export const BackOnlineWithTheWayBack: Story = {
  name: 'Back online, with the way back',
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([networkStatusText.back, networkStatusText.home]);
    await userEvent.click(canvas.getByRole('button', { name: networkStatusText.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onHome).not.toHaveBeenCalled();
  },
};

export const BackOnlineWithTheWayBackOnAPhone: Story = {
  ...BackOnlineWithTheWayBack,
  name: 'Back online, with the way back, on a phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: networkStatusText.back })).toBeVisible();
    await expect(canvas.getByRole('button', { name: networkStatusText.home })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Still offline: the page that sent the visitor here cannot load yet, so only the way home is offered. */
export const OfflineWithTheWayBackWaiting: Story = {
  name: 'Offline, the way back waiting for the connection',
  tags: ['state:network-offline'],
  args: { online: false, onBack: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: networkStatusText.back })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: networkStatusText.home })).toBeVisible();
  },
};

// The page passes the live connectivity value; the same live region then announces the change.
function FollowsConnection(args: { onHome(): void }) {
  const [online, setOnline] = useState(true);
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOnline((value) => !value)}>
        Simulate connection change
      </Button>
      <RetroTvStatus online={online} onHome={args.onHome} />
    </>
  );
}

export const LosesConnection: Story = {
  name: 'Loses the connection',
  tags: ['state:network-offline'],
  render: (args) => <FollowsConnection onHome={args.onHome} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole('status');
    await expect(live).toHaveTextContent(networkStatusText.screenOnline);
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate connection change' }));
    // The same region element, updated in place, so screen readers announce it.
    await expect(canvas.getByRole('status')).toBe(live);
    await expect(live).toHaveTextContent(networkStatusText.screenOffline);
    await expectMessage(canvasElement, 'offline');
  },
};
