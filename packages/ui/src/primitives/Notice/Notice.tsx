import type { ReactNode } from 'react';
import { toneRole, toneSurface, type Tone } from '../../tone';
import { DismissButton, ToneIcon } from './messageParts';
import * as styles from './Notice.css';
import { Text } from '../Text';

export interface NoticeProps {
  tone: Tone;
  title?: ReactNode;
  children: ReactNode;
  /** One follow-up action, e.g. { label: 'Login', onClick } or { label: 'Retry', onClick }. */
  action?: { label: string; onClick(): void };
  /** When given, a Dismiss button is shown, named by its label. */
  dismiss?: { label: string; onClick(): void };
}

/**
 * An inline message in the flow of the page. Errors and warnings are alerts (announced at once);
 * success and info are polite status messages.
 */
export function Notice({ tone, title, children, action, dismiss }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${toneSurface[tone]}`} role={toneRole(tone)}>
      <ToneIcon tone={tone} />
      <div className={styles.main}>
        <div className={styles.text}>
          {title !== undefined ? <Text weight="semibold">{title}</Text> : null}
          <div>{children}</div>
        </div>
        {action ? (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
      {dismiss ? <DismissButton label={dismiss.label} onClick={dismiss.onClick} className={styles.dismiss} /> : null}
    </div>
  );
}
