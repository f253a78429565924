import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { DayPicker, type DayButton } from '../DayPicker';
import { SlotGrid, type SlotGridSlot } from '../SlotGrid';
import * as styles from './SlotPicker.css';
import { Heading } from '../../primitives/Heading';
import { Notice } from '../../primitives/Notice';
import { Text } from '../../primitives/Text';

/** Choosing a day and a time: what the booking modal and the reschedule dialog take from their page. */
export interface SlotChoice {
  /** The bookable days (DayPicker's `dayButtons(now)`). */
  days: readonly DayButton[];
  selectedDate?: string;
  /** The page clears the chosen slot when the date changes. */
  onSelectDate(date: string): void;
  /** The chosen day's slots (contracts' `buildSlots`). */
  slots: readonly SlotGridSlot[];
  /** Booked sessions are loading. */
  slotsLoading: boolean;
  /**
   * The device is offline and the booked sessions have not come: the grid would wait for ever, so it says so
   * instead, until the page has them (it asks again when the connection returns).
   */
  slotsOffline?: boolean;
  selectedSlot?: string;
  onSelectSlot(time: string): void;
}

export interface SlotPickerProps extends SlotChoice {
  /** The days' group label; default "Select a date". */
  daysLabel?: string;
  /** While the form is in flight. */
  disabled?: boolean;
}

/**
 * The day row and the chosen day's slot grid (or, before a day is chosen, a hint where the grid will be; offline
 * before the slots came, the offline message): the booking modal's and the reschedule dialog's way of choosing a
 * time. Two siblings, so each sits in its dialog's own flow.
 */
export function SlotPicker({
  days,
  selectedDate,
  onSelectDate,
  slots,
  slotsLoading,
  slotsOffline = false,
  selectedSlot,
  onSelectSlot,
  daysLabel = bookingCopy.days.label,
  disabled = false,
}: SlotPickerProps) {
  const copy = bookingCopy.slots;
  return (
    <>
      <DayPicker days={days} selected={selectedDate} onSelect={onSelectDate} label={daysLabel} disabled={disabled} />
      <div className={styles.section}>
        {slotsOffline ? (
          <>
            <Heading level={3} size="md" weight="semibold">
              {copy.label}
            </Heading>
            <Notice tone="warning">{copy.offline}</Notice>
          </>
        ) : slotsLoading || selectedDate ? (
          <SlotGrid
            slots={slots}
            selected={selectedSlot}
            onSelect={onSelectSlot}
            loading={slotsLoading}
            label={copy.label}
            disabled={disabled}
          />
        ) : (
          <>
            <Heading level={3} size="md" weight="semibold">
              {copy.label}
            </Heading>
            <Text size="sm" tone="secondary" align="center" className={styles.hint}>
              {copy.chooseDateFirst}
            </Text>
          </>
        )}
      </div>
    </>
  );
}
