import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildSlots, type BookedRef } from '@sukoon/contracts';
import { dayButtons } from '../DayPicker';
import { useHeld } from '../../storyFixtures';
import { BookingModal, type BookingModalProps } from './BookingModal';
import { bookingCopy, bookingErrorMessage, paymentFailureMessage } from '@sukoon/contracts/copy/booking';

// Saturday 22 November 2025, 08:30 in India: today's 08:00 slot has gone.
const now = new Date('2025-11-22T03:00:00Z');
const days = dayButtons(now);
const today = days[0]!.date;
const tomorrow = days[1]!.date;
const booked: BookedRef[] = [
  { date: today, start_time: '09:15:00' },
  { date: today, start_time: '14:15:00' },
  { date: tomorrow, start_time: '10:30:00' },
];
const slotsFor = (date: string | undefined, sessions: readonly BookedRef[] = booked) =>
  date ? buildSlots({ date, now, booked: sessions }) : [];

/** Holds the choices the way the services page does: a new date clears the chosen slot. */
function Harness(args: BookingModalProps & { bookedSessions?: readonly BookedRef[] }) {
  const { bookedSessions, ...props } = args;
  const [open, onOpenChange] = useHeld(props.open, props.onOpenChange);
  const [date, setDate] = useHeld(props.selectedDate, props.onSelectDate);
  const [slot, onSelectSlot, setSlot] = useHeld(props.selectedSlot, props.onSelectSlot);
  const [couponCode, onCouponChange] = useHeld(props.couponCode, props.onCouponChange);
  const [gstNumber, onGstChange] = useHeld(props.gstNumber, props.onGstChange);
  const [termsAccepted, onTermsChange] = useHeld(props.termsAccepted, props.onTermsChange);
  const [payWith, onPayWithChange] = useHeld(props.payWith, props.onPayWithChange ?? (() => undefined));
  return (
    <BookingModal
      {...props}
      {...{ onOpenChange, onSelectSlot, onCouponChange, onGstChange, onTermsChange, onPayWithChange }}
      payWith={payWith}
      open={open ?? false}
      slots={props.slotsLoading ? [] : slotsFor(date, bookedSessions)}
      selectedDate={date}
      onSelectDate={(next) => {
        setDate(next);
        setSlot(undefined);
      }}
      selectedSlot={slot}
      couponCode={couponCode ?? ''}
      gstNumber={gstNumber ?? ''}
      termsAccepted={termsAccepted ?? false}
    />
  );
}

const meta = {
  title: 'Components/BookingModal',
  component: BookingModal,
  args: {
    open: true,
    onOpenChange: fn(),
    service: {
      id: 12,
      title: 'Individual Counselling (Virtual)',
      price: 'INR 5,000 per session per module',
      session_duration: '01:00:00',
    },
    days,
    onSelectDate: fn(),
    slots: [],
    slotsLoading: false,
    onSelectSlot: fn(),
    couponCode: '',
    gstNumber: '',
    onCouponChange: fn(),
    onGstChange: fn(),
    termsAccepted: false,
    onTermsChange: fn(),
    submitting: false,
    onSubmit: fn(),
    onLogin: fn(),
    viewBookingsHref: '/dashboard/bookings',
  },
  // A story may set parameters.bookedSessions to change which slots the page would mark booked.
  render: (args, { parameters }) => (
    <Harness {...args} bookedSessions={parameters.bookedSessions as BookedRef[] | undefined} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything chosen: the state every outcome story starts from. */
const chosen = { selectedDate: tomorrow, selectedSlot: '09:15', termsAccepted: true } as const;

const bookButton = () => screen.getByRole('button', { name: /Book & Pay Now|Booking your session/ });

export const LoadingBookedSessions: Story = {
  name: 'Loading booked sessions',
  tags: ['state:booking-loading'],
  args: { selectedDate: today, slotsLoading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Book Individual Counselling (Virtual)' });
    await expect(within(dialog).getByRole('status', { name: 'Loading available time slots' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('radio', { name: /\d:\d\d (am|pm)/i })).toBeNull();
    await expect(bookButton()).toBeDisabled();
    await expect(bookButton()).toHaveAccessibleDescription('Please wait while the available times load.');
  },
};

/** Booked sessions are unknown, so every future slot is offered, under the amber banner. */
const sessionsErrorPlay =
  (warning: string): Story['play'] =>
  async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(warning);
    await expect(within(dialog).getByRole('radio', { name: /^9:15 am$/i })).toBeEnabled();
    await expect(within(dialog).getByRole('radio', { name: /^8:00 am, past$/i })).toBeDisabled();
  };

export const SessionsServerError: Story = {
  name: 'Booked sessions: server error',
  tags: ['state:booking-sessions-error'],
  args: { selectedDate: today, sessionsWarning: bookingCopy.sessionsWarnings.server },
  parameters: { bookedSessions: [] },
  play: sessionsErrorPlay(bookingCopy.sessionsWarnings.server),
};

export const SessionsTimedOut: Story = {
  name: 'Booked sessions: timed out',
  tags: ['state:booking-sessions-error'],
  args: { selectedDate: today, sessionsWarning: bookingCopy.sessionsWarnings.timeout },
  parameters: { bookedSessions: [] },
  play: sessionsErrorPlay(bookingCopy.sessionsWarnings.timeout),
};

export const SessionsFailed: Story = {
  name: 'Booked sessions: failed to load',
  tags: ['state:booking-sessions-error'],
  args: { selectedDate: today, sessionsWarning: bookingCopy.sessionsWarnings.other },
  parameters: { bookedSessions: [] },
  play: sessionsErrorPlay(bookingCopy.sessionsWarnings.other),
};

export const ReadyToBook: Story = {
  name: 'Ready to book',
  tags: ['state:booking-ready'],
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(bookButton()).toBeDisabled();
    // waitFor: the dialog fades in (1 ms under reduced motion, but not instantly).
    await waitFor(() => expect(dialog.getByText('Choose a date to see the available times.')).toBeVisible());

    await userEvent.click(dialog.getByRole('radio', { name: 'Sat 22 Nov' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^11:45 am$/i }));
    // A new date clears the slot (the page's rule), so the button is disabled again.
    await userEvent.click(dialog.getByRole('radio', { name: 'Sun 23 Nov' }));
    await expect(args.onSelectDate).toHaveBeenLastCalledWith(tomorrow);
    await expect(dialog.getByRole('radio', { name: /^10:30 am, booked$/i })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /^9:15 am$/i }));
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith('09:15');
    await expect(bookButton()).toBeDisabled();
    await expect(bookButton()).toHaveAccessibleDescription('Accept the terms to continue.');

    await userEvent.click(dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    await expect(args.onTermsChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(bookButton()).toBeEnabled());

    const summary = within(dialog.getByRole('region', { name: 'Booking summary' }));
    await expect(summary.getByText('Sun, 23 Nov 2025')).toBeVisible();
    await expect(summary.getByText('9:15 am IST')).toBeVisible();
    await expect(summary.getByText('₹5,000')).toBeVisible();

    await userEvent.click(bookButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ReadyWithCouponAndGst: Story = {
  name: 'Ready with coupon and GST number',
  tags: ['state:booking-ready'],
  args: { ...chosen },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Coupon code' }), 'CALM10');
    await userEvent.type(dialog.getByRole('textbox', { name: 'GST number' }), '29ABCDE1234F1Z5');
    await expect(args.onCouponChange).toHaveBeenLastCalledWith('CALM10');
    await expect(args.onGstChange).toHaveBeenLastCalledWith('29ABCDE1234F1Z5');
    const summary = within(dialog.getByRole('region', { name: 'Booking summary' }));
    await expect(summary.getByText('CALM10')).toBeVisible();
    await expect(summary.getByText('29ABCDE1234F1Z5')).toBeVisible();
    // The legal pages open beside the booking rather than replacing it.
    for (const [name, href] of [
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Disclaimer', '/disclaimer'],
    ] as const) {
      const link = dialog.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(bookButton()).toBeEnabled();
  },
};

export const PayWithCredits: Story = {
  name: 'Ready, paying with membership credits',
  args: { ...chosen, credits: { needed: 1, available: 9 }, onPayWithChange: fn() },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const group = within(dialog.getByRole('radiogroup', { name: 'How would you like to pay?' }));
    // Card by default; the credits option says what it takes and what is left.
    await expect(group.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    const useCredits = group.getByRole('radio', { name: 'Use 1 credit, 9 credits left in your membership' });
    await userEvent.click(useCredits);
    await expect(args.onPayWithChange).toHaveBeenLastCalledWith('credits');
    await expect(useCredits).toBeChecked();
    // A coupon is for card payments only.
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(dialog.getByText('Coupons apply to card payments only.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Book with 1 credit' })).toBeEnabled();
    // By keyboard: the arrow keys move between the two ways to pay, as native radios do.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(group.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Book & Pay Now' })).toBeEnabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(useCredits).toBeChecked();
  },
};

export const ReadyToBookMobile: Story = {
  name: 'Ready to book on a phone',
  tags: ['state:booking-ready'],
  args: { ...chosen },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // A full-screen sheet whose pinned footer keeps the button on screen.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    const button = bookButton().getBoundingClientRect();
    await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(button.top).toBeGreaterThanOrEqual(0);
    await expect(bookButton()).toBeEnabled();
  },
};

export const OpensOnAPhone: Story = {
  name: 'Opens on a 360 px phone with focus on the first day',
  globals: { viewport: { value: 'small' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Book Individual Counselling (Virtual)' });
    // The first day, not the scrolling body (a box as large as the screen) nor the page behind.
    const firstDay = within(dialog).getAllByRole('radio')[0]!;
    await waitFor(() => expect(firstDay).toHaveFocus());
    // Tab and Shift+Tab stay inside the dialog.
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const Submitting: Story = {
  name: 'Booking in progress',
  tags: ['state:booking-submitting'],
  args: { ...chosen, couponCode: 'CALM10', submitting: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const button = bookButton();
    await expect(button).toHaveAccessibleName(/Booking your session/);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Nothing can change under the request.
    await expect(dialog.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^9:15 am$/i })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toBeDisabled();
    // Nor can a stray Escape close it.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const BookingConfirmed: Story = {
  name: 'Booking confirmed',
  tags: ['state:booking-success'],
  args: { ...chosen, notice: { kind: 'success', message: 'Your session has been booked successfully.' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const notice = dialog.getByRole('status');
    await expect(notice).toHaveTextContent('Your session has been booked successfully.');
    await expect(within(notice).getByRole('link', { name: 'View Bookings' })).toHaveAttribute(
      'href',
      '/dashboard/bookings',
    );
    // A booking that went through cannot be sent a second time.
    await expect(bookButton()).toBeDisabled();
  },
};

const longReply =
  'Internal Server Error: duplicate key value violates unique constraint "booked_sessions_slot_key" DETAIL: Key (date, start_time)=(2025-11-23, 09:15:00) already exists.';

export const BookingFailed: Story = {
  name: 'Booking failed',
  tags: ['state:booking-failed'],
  args: { ...chosen, notice: { kind: 'error', message: bookingErrorMessage(longReply) } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent(`Error: ${longReply.slice(0, 100)}`);
    await expect(alert).not.toHaveTextContent('already exists');
    // The user may try again.
    await expect(bookButton()).toBeEnabled();
    await userEvent.click(bookButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PaymentFailed: Story = {
  name: 'Payment failed',
  tags: ['state:booking-failed'],
  args: {
    ...chosen,
    notice: {
      kind: 'error',
      message: paymentFailureMessage('Transaction declined by the bank. Please try another card.'),
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Transaction declined by the bank. Please try another card.',
    );
  },
};

export const NotLoggedIn: Story = {
  name: 'Not logged in',
  tags: ['state:booking-not-logged-in'],
  args: { ...chosen, notice: { kind: 'not-logged-in', message: bookingCopy.notLoggedIn } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent('You are not logged in. Please log in to book a session.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const SessionExpired: Story = {
  name: 'Session expired',
  tags: ['state:booking-session-expired'],
  args: { ...chosen, notice: { kind: 'session-expired', message: bookingCopy.sessionExpired } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const SessionExpiredMobile: Story = {
  name: 'Session expired on a phone',
  tags: ['state:booking-session-expired'],
  args: { ...chosen, notice: { kind: 'session-expired', message: bookingCopy.sessionExpired } },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const login = within(await screen.findByRole('alert')).getByRole('button', { name: 'Login' });
    const box = login.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
