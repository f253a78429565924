// What the ui stories share, so each story file only says what is particular to it: a fixed "now",
// catalogue services, a payment for the status pages, frames of the widths a component really gets,
// and the small harness that holds a value the way a page does. Stories only: never import from a
// component.
import { useState, type ComponentType, type HTMLAttributes } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { type Booking, type Subcategory } from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { contentColumn, formColumn } from './Foundations/storyLayout.css';
import type { ServiceCardService } from './patterns/ServiceCard';

/** Fixed moments, so every screenshot is the same on any day. */
export const storyNow = {
  /** Saturday 21 November 2026, 08:30 in India: the 08:00 slot has just gone. */
  morning: new Date('2026-11-21T03:00:00Z'),
  /** Saturday 21 November 2026, 09:30 in India. */
  midMorning: new Date('2026-11-21T04:00:00Z'),
} as const;

/** Renders a story on a phone (Storybook's and the test runner's viewport). */
export const onAPhone = { globals: { viewport: { value: 'mobile' } } } as const;

/** A div with these attributes around the story. */
function frame(attributes: HTMLAttributes<HTMLDivElement>): Decorator {
  function Frame(Story: ComponentType) {
    return (
      <div {...attributes}>
        <Story />
      </div>
    );
  }
  return Frame;
}

/** A frame of the given width around the story, e.g. the booking modal's body or a grid column. */
export const widthOf = (maxWidth: string) => frame({ style: { maxWidth } });
/** The width of a sign-in or registration field. */
export const inFormColumn = frame({ className: formColumn });
/** The width of a page section or a dialog's body. */
export const inContentColumn = frame({ className: contentColumn });

/** The booking modal's body: DayPicker and SlotGrid live there. */
export const modalBody = widthOf('36rem');
/** One column of the services grid. */
export const gridColumn = widthOf('22rem');

/**
 * A value held the way a page holds it: [value, set and report it to the story's spy, set it quietly
 * (a change the page makes itself, e.g. clearing the slot when the date changes)].
 */
export function useHeld<T>(
  initial: T | undefined,
  report: (value: T) => void,
): [T | undefined, (value: T) => void, (value: T | undefined) => void] {
  const [value, setValue] = useState(initial);
  const setAndReport = (next: T) => {
    setValue(next);
    report(next);
  };
  return [value, setAndReport, setValue];
}

/** Wraps a picker (selected + onSelect) so clicking in a story really selects. */
export function withSelection<P extends { selected?: string; onSelect(value: string): void }>(
  Picker: ComponentType<P>,
) {
  function Selecting(props: P) {
    const [selected, onSelect] = useHeld(props.selected, props.onSelect);
    return <Picker {...props} selected={selected} onSelect={onSelect} />;
  }
  return Selecting;
}

/** Wraps a dialog (open + onOpenChange) so it holds `open` as a page does, and Cancel or Close really close it. */
export function withOpenState<P extends { open: boolean; onOpenChange(open: boolean): void }>(
  Dialog: ComponentType<P>,
) {
  function Controlled(props: P) {
    const [open, onOpenChange] = useHeld(props.open, props.onOpenChange);
    return <Dialog {...props} open={open ?? false} onOpenChange={onOpenChange} />;
  }
  return Controlled;
}

/** A service of the built-in catalogue, by id, shaped as the card takes it. */
export function catalogueService(id: number, image?: string): ServiceCardService {
  const found = FALLBACK_CATEGORIES.flatMap((category) => category.subcategories).find((s: Subcategory) => s.id === id);
  if (!found) throw new Error(`No catalogue service ${id}`);
  const { title, price, session_duration, description } = found;
  return { id, title, price, session_duration, description, image };
}

/** One paid session, as the payment status page shows it. */
export const payment = {
  amount: 5000,
  orderId: 'SKN-20251122-4815',
  transactionId: 'PAYU403993715531077182',
  serviceTitle: 'Individual Counselling (Virtual)',
  session: { date: '2025-11-22', time: '09:15' },
  supportEmail: 'support@sukoon.example',
  links: { bookings: '/MyBookings', services: '/services', contact: '/contact' },
} as const;

export { unchangeable } from '@sukoon/contracts/schemas/services.fixtures';

/** A confirmed session paid by card, Monday 23 Nov 2026 at 10:30 in India: it can change until Sunday 10:30. */
export const confirmedBooking: Booking = {
  id: 43,
  title: 'Individual Counselling (Virtual)',
  date: '2026-11-23',
  time: '10:30:00',
  mode: 'online',
  payment_status: 'success',
  feedback_status: 'pending',
  price: 5000,
  serviceId: 101,
  link: 'https://meet.example.test/sukoon-43',
  status: 'confirmed',
  changesCloseAt: '2026-11-22T05:00:00.000Z',
  changeCutoffHours: 24,
  cancellation: null,
  paymentMethod: 'card',
  creditsUsed: null,
};
