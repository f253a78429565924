import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildSlots, type BookedRef } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { dayButtons } from '../DayPicker';
import { confirmedBooking, storyNow, useHeld } from '../../storyFixtures';
import { RescheduleDialog, withCurrentSlot, type RescheduleDialogProps } from './RescheduleDialog';

const copy = bookingsCopy.changes;
const now = storyNow.morning;
const days = dayButtons(now);

/** Monday 23 Nov at 10:30 in India, confirmed; changes close on Sunday at 10:30. */
const booking = confirmedBooking;
/** The session itself is a booked session too (its own), and someone else has 14:15 that day. */
const booked: BookedRef[] = [
  { date: '2026-11-23', start_time: '10:30:00' },
  { date: '2026-11-23', start_time: '14:15:00' },
];

/** Holds the choices as My Bookings does: a new date clears the chosen slot. */
function Harness(args: RescheduleDialogProps & { bookedSessions?: readonly BookedRef[] }) {
  const { bookedSessions = booked, ...props } = args;
  const [open, onOpenChange] = useHeld(props.open, props.onOpenChange);
  const [date, setDate] = useHeld(props.selectedDate, props.onSelectDate);
  const [slot, onSelectSlot, setSlot] = useHeld(props.selectedSlot, props.onSelectSlot);
  const slots = date && !props.slotsLoading ? buildSlots({ date, now, booked: bookedSessions }) : [];
  return (
    <RescheduleDialog
      {...props}
      open={open ?? false}
      onOpenChange={onOpenChange}
      slots={withCurrentSlot(slots, date, props.booking)}
      selectedDate={date}
      onSelectDate={(next) => {
        setDate(next);
        setSlot(undefined);
      }}
      selectedSlot={slot}
      onSelectSlot={onSelectSlot}
    />
  );
}

const meta = {
  title: 'Components/RescheduleDialog',
  component: RescheduleDialog,
  // A story may set parameters.bookedSessions to change which slots the page would mark booked.
  render: (args, { parameters }) => (
    <Harness {...args} bookedSessions={parameters.bookedSessions as BookedRef[] | undefined} />
  ),
  args: {
    open: true,
    onOpenChange: fn(),
    booking,
    days,
    selectedDate: booking.date,
    onSelectDate: fn(),
    slots: [],
    slotsLoading: false,
    onSelectSlot: fn(),
    status: 'picking',
    onSubmit: fn(),
  },
} satisfies Meta<typeof RescheduleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: copy.rescheduleDialog.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const Picking: Story = {
  name: 'Choosing a new time',
  tags: ['state:reschedule-picking'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Mon, 23 Nov 2026 · 10:30 am IST')).toBeVisible();
    await expect(
      dialog.getByText(
        'Sessions can be moved or cancelled up to 24 hours before they start: for this one, until 10:30 am IST on Sun, 22 Nov 2026.',
      ),
    ).toBeVisible();
    // The session's own slot is marked and cannot be chosen; someone else's is booked.
    await expect(dialog.getByRole('radio', { name: '10:30 am, your session' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: '2:15 pm, booked' })).toBeDisabled();
    const move = dialog.getByRole('button', { name: copy.rescheduleDialog.submit });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription(copy.rescheduleDialog.chooseSlot);
    await userEvent.click(dialog.getByRole('radio', { name: '11:45 am' }));
    await expect(move).toBeEnabled();
    await userEvent.click(move);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PickingOnAPhone: Story = {
  name: 'Choosing a new time on a 360 px phone',
  globals: { viewport: { value: 'small' } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('radio', { name: '10:30 am, your session' })).toBeDisabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Submitting: Story = {
  name: 'Moving the session',
  tags: ['state:reschedule-submitting'],
  args: { selectedSlot: '11:45', status: 'submitting' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const move = dialog.getByRole('button', { name: /Moving your session/ });
    await expect(move).toHaveAttribute('aria-busy', 'true');
    // No second request while the first is in flight, and the choice cannot change under it.
    await userEvent.click(move);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('radio', { name: '11:45 am' })).toBeDisabled();
  },
};

export const SlotTaken: Story = {
  name: 'The time was taken meanwhile',
  tags: ['state:reschedule-slot-taken'],
  args: {
    status: 'refused',
    message: 'Sorry, this slot has just been booked. Please choose another time.',
  },
  parameters: { bookedSessions: [...booked, { date: '2026-11-23', start_time: '11:45:00' }] },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Sorry, this slot has just been booked. Please choose another time.',
    );
    // The refreshed grid shows the time as booked; nothing is chosen, so Move session waits for a new choice.
    await expect(dialog.getByRole('radio', { name: '11:45 am, booked' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: copy.rescheduleDialog.submit })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Not moved, try again',
  tags: ['state:reschedule-error'],
  args: { selectedSlot: '11:45', status: 'error', message: 'A server error occurred.' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent('Your session was not moved: A server error occurred.');
    await expect(dialog.getByRole('radio', { name: '11:45 am' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: copy.tryAgain }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  name: 'Offline, the choice kept',
  tags: ['state:reschedule-offline'],
  args: { selectedSlot: '11:45', status: 'offline' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText(copy.offline)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '11:45 am' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: copy.rescheduleDialog.submit })).toBeEnabled();
  },
};
