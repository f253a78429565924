import type { ReactNode } from 'react';
import * as styles from './Notice.css';
import { toneIcon, toneSurface } from './tone.css';
import { DismissIcon, ToneIcon, type Tone } from './toneIcons';

export { tones as noticeTones, type Tone as NoticeTone } from './toneIcons';

export interface NoticeProps {
  tone: Tone;
  title?: ReactNode;
  children: ReactNode;
  /** One follow-up action, e.g. { label: 'Login', onClick } or { label: 'Retry', onClick }. */
  action?: { label: string; onClick(): void };
  /** When given, a Dismiss button is shown. */
  onDismiss?(): void;
}

/**
 * An inline message in the flow of the page. Errors and warnings are alerts (announced at once);
 * success and info are polite status messages.
 */
export function Notice({ tone, title, children, action, onDismiss }: NoticeProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`${styles.notice} ${toneSurface[tone]}`} role={urgent ? 'alert' : 'status'}>
      <ToneIcon tone={tone} className={`${styles.icon} ${toneIcon[tone]}`} />
      <div className={styles.main}>
        <div className={styles.text}>
          {title !== undefined ? <p className={styles.title}>{title}</p> : null}
          <div>{children}</div>
        </div>
        {action ? (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
          <DismissIcon className={styles.dismissIcon} />
        </button>
      ) : null}
    </div>
  );
}
