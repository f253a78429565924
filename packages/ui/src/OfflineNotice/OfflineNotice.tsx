import { Button } from '../Button';
import * as styles from './OfflineNotice.css';

export const OFFLINE_TITLE = 'No internet connection';
/** The spec's generic offline text (A8). Screens with their own wording pass `message`. */
export const OFFLINE_MESSAGE = "You're offline. Please check your internet connection and try again.";

export interface OfflineNoticeProps {
  title?: string;
  message?: string;
  action?: { label: string; onClick(): void };
}

/** Shown by a screen in place of its content while the device is offline. */
export function OfflineNotice({ title = OFFLINE_TITLE, message = OFFLINE_MESSAGE, action }: OfflineNoticeProps) {
  return (
    <section className={styles.notice} role="status" aria-label={title}>
      <span className={styles.iconWrap}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m2 2 20 20" />
          <path d="M8.5 16.4a5 5 0 0 1 7 0" />
          <path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
          <path d="M19 12.9a10 10 0 0 0-2.3-1.6" />
          <path d="M2 8.8a15 15 0 0 1 4.2-2.7" />
          <path d="M10.7 5.1A15 15 0 0 1 22 8.8" />
          <path d="M12 20h.01" />
        </svg>
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      {action ? (
        <div className={styles.action}>
          <Button variant="secondary" onClick={action.onClick}>
            {action.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
