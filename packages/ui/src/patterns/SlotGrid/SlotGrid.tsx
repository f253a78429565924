import { formatTimeInViewerZone } from '@sukoon/contracts';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import { Spinner } from '../../primitives/Spinner';
import { ChoiceGroup, ChoiceOption } from '../../primitives/ChoiceGroup';
import * as styles from './SlotGrid.css';
import { isSelectable, slotLabel, slotState, type SlotGridSlot } from './slotState';
import { Text } from '../../primitives/Text';

export interface SlotGridProps {
  /** The chosen day's slots, already computed (contracts' buildSlots). */
  slots: readonly SlotGridSlot[];
  /** The chosen slot's time, 'HH:mm'. */
  selected?: string;
  onSelect(time: string): void;
  /** Booked sessions are still loading: show placeholders instead of slots. */
  loading?: boolean;
  label?: string;
  hideLabel?: boolean;
  /** While the form is in flight. */
  disabled?: boolean;
}

/** Text of the spec's empty state (02 section 8), verbatim. */
export const NO_SLOTS_MESSAGE = bookingCopy.slots.empty;

const { captions } = bookingCopy.slots;
const SKELETON_COUNT = 9;

/**
 * A three-column grid of the day's time slots, one radio each. Past and booked slots stay
 * visible but disabled and struck through (booked in red); their names say why. The person's own
 * unpaid hold is open to them, captioned "Held for you" (in its name too); when rescheduling, the session's own slot is
 * captioned "Your session" and cannot be chosen. Outside India each slot also shows
 * its time on the reader's own clock.
 */
export function SlotGrid({
  slots,
  selected,
  onSelect,
  loading = false,
  label = bookingCopy.slots.label,
  hideLabel = false,
  disabled = false,
}: SlotGridProps) {
  const viewerTimeZone = useViewerTimeZone();
  if (loading) {
    return (
      <div className={styles.loading}>
        <Text size="sm" tone="secondary" className={styles.loadingText}>
          <Spinner label={bookingCopy.slots.loading} />
          <span aria-hidden="true">{`${bookingCopy.slots.loading}...`}</span>
        </Text>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }

  if (slots.length === 0) {
    return (
      <Text role="status" tone="secondary" align="center" className={styles.empty}>
        {NO_SLOTS_MESSAGE}
      </Text>
    );
  }

  return (
    <ChoiceGroup label={label} hideLabel={hideLabel} disabled={disabled} optionsClassName={styles.grid}>
      {slots.map((slot) => {
        const state = slotState(slot);
        const selectable = isSelectable(state);
        const localTime = slot.utcTime ? formatTimeInViewerZone(slot.utcTime, viewerTimeZone) : undefined;
        return (
          <ChoiceOption
            key={slot.time}
            className={styles.slot}
            shape="slot"
            state={state === 'booked' ? 'booked' : selectable ? 'available' : 'unavailable'}
            value={slot.time}
            disabled={!selectable}
            checked={selectable && selected === slot.time}
            onChoose={() => onSelect(slot.time)}
            name={slotLabel(slot, localTime)}
          >
            <span className={selectable || state === 'current' ? undefined : styles.struck}>{slot.istTime}</span>
            {localTime ? <span className={styles.localTime}>{localTime}</span> : null}
            {state === 'available' ? null : (
              <span className={state === 'held' || state === 'current' ? styles.heldCaption : styles.caption}>
                {captions[state]}
              </span>
            )}
          </ChoiceOption>
        );
      })}
    </ChoiceGroup>
  );
}
