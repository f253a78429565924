import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './OfflineNotice.css';

export const OFFLINE_TITLE = shellCopy.offline.title;
/** The spec's generic offline text (A8). Screens with their own wording pass `message`. */
export const OFFLINE_MESSAGE = shellCopy.offline.message;

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
        <Icon name="wifiOff" size="large" />
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
