import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './OfflineNotice.css';
import { Heading } from '../Heading';
import { Text } from '../Text';

export interface OfflineNoticeProps {
  title: string;
  /** The generic offline text, or a screen's own wording. */
  message: string;
  action?: { label: string; onClick(): void };
}

/** Shown by a screen in place of its content while the device is offline. */
export function OfflineNotice({ title, message, action }: OfflineNoticeProps) {
  return (
    <section className={styles.notice} role="status" aria-label={title}>
      <span className={styles.iconWrap}>
        <Icon name="wifiOff" size="large" />
      </span>
      <Heading level={2} size="xl" leading="tight">
        {title}
      </Heading>
      <Text size="md" tone="secondary" leading="normal">
        {message}
      </Text>
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
