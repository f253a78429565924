import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildSlots } from '@sukoon/contracts';
import { modalBody, onAPhone, storyNow, withSelection } from '../../storyFixtures';
import { ViewerTimeZoneProvider } from '../../theme/viewerTimeZone';
import { SlotGrid } from './SlotGrid';

// Saturday 21 November 2026, 08:30 in India: the 08:00 slot has gone, two others are taken.
const now = storyNow.morning;
const Selecting = withSelection(SlotGrid);
const date = '2026-11-21';
const mixedSlots = buildSlots({
  date,
  now,
  booked: [
    { date, start_time: '09:15:00' },
    { date, start_time: '14:15:00' },
  ],
});

const meta = {
  title: 'Components/SlotGrid',
  component: SlotGrid,
  args: { slots: mixedSlots, onSelect: fn() },
  render: (args) => <Selecting {...args} />,
  decorators: [modalBody],
  parameters: {
    docs: {
      description: {
        component: `
A session's time outside India (decision 22, \`docs/decisions/0022-times-outside-india.md\`). Every
slot stays in IST, as the spec and staff see it; a client whose browser is in another zone also sees their own
clock under it, with the weekday when their day differs (\`formatSessionTime\` in the contracts). Prerendered and
hydrating renders assume India, then the browser's zone follows, so nothing mismatches.`,
      },
    },
  },
} satisfies Meta<typeof SlotGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AvailablePastAndBooked: Story = {
  name: 'Available, past and booked slots',
  tags: ['state:booking-slots'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Select a time (IST)' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(10);

    // Past and booked slots cannot be chosen, and their names say why.
    const booked = canvas.getByRole('radio', { name: /^9:15 am, booked$/i });
    await expect(booked).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^2:15 pm, booked$/i })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^8:00 am, past$/i })).toBeDisabled();
    await userEvent.click(booked, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();

    // Struck through, and the booked one drawn in the critical (red) role colours.
    const bookedFace = booked.parentElement!.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(bookedFace.firstElementChild!).textDecorationLine).toBe('line-through');
    const pastFace = canvas
      .getByRole('radio', { name: /8:00 am, past/i })
      .parentElement!.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(pastFace.firstElementChild!).textDecorationLine).toBe('line-through');
    await expect(getComputedStyle(bookedFace).color).not.toBe(getComputedStyle(pastFace).color);

    const available = canvas.getByRole('radio', { name: /^10:30 am$/i });
    await expect(available).toBeEnabled();
    await userEvent.click(available);
    await expect(args.onSelect).toHaveBeenCalledWith('10:30');
    await expect(available).toBeChecked();
  },
};

// The same morning after a failed payment: 10:30 is the person's own unpaid hold, 09:15 and 14:15 are someone else's.
const heldSlots = buildSlots({
  date,
  now,
  booked: [
    { date, start_time: '09:15:00' },
    { date, start_time: '10:30:00', held_by_you: true },
    { date, start_time: '14:15:00' },
  ],
});

export const HeldForYou: Story = {
  name: 'Held for you',
  tags: ['state:booking-slots'],
  args: { slots: heldSlots },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const held = canvas.getByRole('radio', { name: /^10:30 am, held for you$/i });
    await expect(held).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /^9:15 am, booked$/i })).toBeDisabled();
    // Said in words on the face, not by colour alone, and not struck through.
    const face = held.parentElement!.querySelector('[aria-hidden="true"]')!;
    await expect(face).toHaveTextContent(/Held for you/);
    await expect(getComputedStyle(face.firstElementChild!).textDecorationLine).toBe('none');

    await step('by keyboard: Tab lands on it (the first open slot) and Space chooses it', async () => {
      await userEvent.tab();
      await expect(held).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(held).toBeChecked();
      await expect(args.onSelect).toHaveBeenLastCalledWith('10:30');
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: /^11:45 am$/i })).toBeChecked();
      await userEvent.keyboard('{ArrowUp}');
      await expect(held).toBeChecked();
    });

    await step('by pointer', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /^1:00 pm$/i }));
      await expect(args.onSelect).toHaveBeenLastCalledWith('13:00');
      await userEvent.click(held);
      await expect(args.onSelect).toHaveBeenLastCalledWith('10:30');
      await expect(held).toBeChecked();
    });
  },
};

// A client in New York the evening before: each slot also shows their own clock (Friday there, EST in November).
export const OnTheClientsClock: Story = {
  name: "Outside India: the client's own time beside IST",
  tags: ['state:booking-slots'],
  decorators: [
    (Story) => (
      <ViewerTimeZoneProvider timeZone="America/New_York">
        <Story />
      </ViewerTimeZoneProvider>
    ),
  ],
  ...onAPhone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 9:15 am IST is still Friday evening in New York (the weekday says so); 10:30 am IST is midnight, Saturday there too.
    await expect(canvas.getByRole('radio', { name: /^9:15 am \(Fri 10:45 pm EST\), booked$/ })).toBeDisabled();
    const first = canvas.getByRole('radio', { name: /^10:30 am \(12:00 am EST\)$/ });
    await expect(first).toBeEnabled();
    await expect(canvas.getByText('Fri 10:45 pm EST')).toBeVisible();
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenLastCalledWith('10:30');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard skips taken slots',
  args: { selected: '08:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The past 08:00 can never be the chosen one, so Tab lands on the first open slot.
    await expect(canvas.getByRole('radio', { name: /8:00 am, past/i })).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^10:30 am$/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^11:45 am$/i })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('11:45');
  },
};

export const NoSlots: Story = {
  name: 'No slots',
  tags: ['state:booking-no-slots'],
  args: { slots: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No time slots available. Please try another date.');
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading available time slots' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const EveryOpen: Story = {
  name: 'A later day, every slot open',
  args: { slots: buildSlots({ date: '2026-11-24', now }), selected: '16:45' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const slot of canvas.getAllByRole('radio')) await expect(slot).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /^4:45 pm$/i })).toBeChecked();
  },
};

export const Phone: Story = {
  name: 'On a phone',
  tags: ['state:booking-slots'],
  args: { selected: '11:45' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = canvas.getAllByRole('radio');
    // Three columns even at 375 px.
    const firstRowTop = Math.round(slots[0]!.getBoundingClientRect().top);
    await expect(slots.filter((slot) => Math.round(slot.getBoundingClientRect().top) === firstRowTop)).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
