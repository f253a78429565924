import { useId, useMemo } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
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
  label = 'Select a date',
  hideLabel = false,
  disabled = false,
}: DayPickerProps) {
  const name = useId();
  const legendId = `${name}-legend`;
  const nowTime = now?.getTime();
  const days = useMemo(
    () => givenDays ?? (nowTime === undefined ? [] : dayButtons(new Date(nowTime))),
    [givenDays, nowTime],
  );

  return (
    <fieldset className={styles.fieldset} role="radiogroup" aria-labelledby={legendId} disabled={disabled}>
      {hideLabel ? (
        <VisuallyHidden as="legend" id={legendId}>
          {label}
        </VisuallyHidden>
      ) : (
        <legend id={legendId} className={styles.legend}>
          {label}
        </legend>
      )}
      <div className={styles.row}>
        {days.map((day) => (
          <label key={day.date} className={styles.day}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={day.date}
              checked={selected === day.date}
              onChange={() => onSelect(day.date)}
            />
            {/* One spoken name ("Sat 21 Nov"); the stacked face is for the eye only. */}
            <VisuallyHidden>{`${day.weekday} ${day.day} ${day.month}`}</VisuallyHidden>
            <span className={styles.face} aria-hidden="true">
              <span className={styles.weekday}>{day.weekday}</span>
              <span className={styles.dayNumber}>{day.day}</span>
              <span className={styles.month}>{day.month}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
