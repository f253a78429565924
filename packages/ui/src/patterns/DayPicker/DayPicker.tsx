import { useMemo } from 'react';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { ChoiceGroup, ChoiceOption } from '../../primitives/ChoiceGroup';
import * as styles from './DayPicker.css';
import { dayButtons, type DayButton } from './dayButtons';

export interface DayPickerProps {
  /** The days to offer, already built (e.g. with `dayButtons`). Takes precedence over `now`. */
  days?: readonly DayButton[];
  /** "Now": without `days`, the picker offers today in India plus six days. */
  now?: Date;
  /** The chosen date, yyyy-MM-dd. */
  selected?: string;
  onSelect(date: string): void;
  /** Group label, shown above the days unless hidden. */
  label?: string;
  hideLabel?: boolean;
  /** While the form is in flight. */
  disabled?: boolean;
}

/**
 * The booking window's seven days as a radio group: Tab enters at the chosen day, arrow keys
 * move and choose, exactly as native radios do (they are native radios, drawn as day buttons).
 */
export function DayPicker({
  days: givenDays,
  now,
  selected,
  onSelect,
  label = bookingCopy.days.label,
  hideLabel = false,
  disabled = false,
}: DayPickerProps) {
  const nowTime = now?.getTime();
  const days = useMemo(
    () => givenDays ?? (nowTime === undefined ? [] : dayButtons(new Date(nowTime))),
    [givenDays, nowTime],
  );

  return (
    <ChoiceGroup label={label} hideLabel={hideLabel} disabled={disabled} optionsClassName={styles.row}>
      {days.map((day) => (
        <ChoiceOption
          key={day.date}
          className={styles.day}
          shape="day"
          value={day.date}
          checked={selected === day.date}
          onChoose={() => onSelect(day.date)}
          name={`${day.weekday} ${day.day} ${day.month}`}
        >
          <span className={styles.weekday}>{day.weekday}</span>
          <span className={styles.dayNumber}>{day.day}</span>
          <span className={styles.month}>{day.month}</span>
        </ChoiceOption>
      ))}
    </ChoiceGroup>
  );
}
