import { CALM_TIMER_SECONDS } from '@sukoon/contracts';
import { calmSection } from '@sukoon/contracts/content/home';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './CalmGauge.css';

export interface CalmGaugeProps {
  /** Whole seconds left. */
  remaining: number;
  /** The full count (60 s, CALM_TIMER_SECONDS). */
  total?: number;
  /** A paused countdown's ring is drawn in a quieter colour. */
  paused?: boolean;
  /** The timer's accessible name. */
  label?: string;
}

const RADIUS = 44;
const STROKE = 8;

/**
 * The Minute Of Calm's gauge (A4): the seconds left in the middle of a ring that fills as the minute
 * passes, full and green at 0. It is a `timer`, whose live region is off by default: a screen reader
 * reads "45 seconds left" when it reaches it, but is not interrupted every second.
 */
export function CalmGauge({ remaining, total = CALM_TIMER_SECONDS, paused = false, label }: CalmGaugeProps) {
  const copy = calmSection;
  const left = Math.min(total, Math.max(0, Math.round(remaining)));
  const progress = total > 0 ? (total - left) / total : 1;
  const tone = left === 0 ? 'done' : paused ? 'paused' : 'running';
  return (
    <div className={styles.root} role="timer" aria-label={label ?? copy.timerLabel} data-progress={progress.toFixed(3)}>
      <svg className={styles.ring} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="50" cy="50" r={RADIUS} strokeWidth={STROKE} />
        {progress > 0 ? (
          <circle
            className={styles.arc[tone]}
            cx="50"
            cy="50"
            r={RADIUS}
            strokeWidth={STROKE}
            // Measured in hundredths of the ring, from 12 o'clock, clockwise.
            pathLength={100}
            strokeDasharray="100 100"
            strokeDashoffset={100 - progress * 100}
            transform="rotate(-90 50 50)"
          />
        ) : null}
      </svg>
      <div className={styles.readout}>
        <span className={styles.number} aria-hidden="true">
          {left}
        </span>
        <span className={styles.unit} aria-hidden="true">
          {copy.secondsUnit}
        </span>
        <VisuallyHidden>{copy.secondsLeft(left)}</VisuallyHidden>
      </div>
    </div>
  );
}
