import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers and, with `showLabel`, shown below a large spinner. */
  label?: string;
  size?: 'inline' | 'large';
  showLabel?: boolean;
}

/** A busy indicator. Inline inside buttons; large for page and panel loading states. */
export function Spinner({ label = 'Loading', size = 'inline', showLabel = false }: SpinnerProps) {
  if (size === 'inline') {
    return <span className={styles.spinner} role="status" aria-label={label} />;
  }
  return (
    <div className={styles.block} role="status" aria-live="polite">
      <span className={`${styles.spinner} ${styles.large}`} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
