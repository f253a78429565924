import { NOTICE_AUTO_HIDE_MS } from '@sukoon/contracts';
import type { ReactNode } from 'react';
import { DismissButton, ToneIcon } from '../Notice/messageParts';
import { toneRole, type Tone } from '../../tone';
import * as styles from './Toast.css';
import { useAutoHide } from './useAutoHide';
import { useToastCover } from './toastCover';

/** The spec's notice time (5 s, contracts' NOTICE_AUTO_HIDE_MS); the feedback toast passes its 4 s. */
export const TOAST_AUTO_HIDE_MS = NOTICE_AUTO_HIDE_MS;

export interface ToastProps {
  tone: Tone;
  message: ReactNode;
  open: boolean;
  /** Called by the Dismiss button and when the auto-hide time has run out; the parent closes the toast. */
  onDismiss(): void;
  /** The Dismiss button's accessible name. */
  dismissLabel: string;
  /** Visible time before `onDismiss` is called; paused while hovered or focused. Infinity keeps it up. */
  autoHideMs?: number;
}

/**
 * A short-lived message floating over the page. Errors and warnings are alerts; success and info
 * are polite status messages. Nothing is rendered while closed.
 */
export function Toast({ tone, message, open, onDismiss, dismissLabel, autoHideMs = TOAST_AUTO_HIDE_MS }: ToastProps) {
  const pause = useAutoHide(open, autoHideMs, onDismiss);
  const region = useToastCover<HTMLDivElement>(open);
  if (!open) return null;
  return (
    <div className={styles.region} ref={region}>
      <div
        className={styles.toast[tone]}
        onMouseEnter={pause.onMouseEnter}
        onMouseLeave={pause.onMouseLeave}
        onFocus={pause.onFocus}
        onBlur={pause.onBlur}
      >
        <ToneIcon tone={tone} />
        {/* Only the message is the live region, so "Dismiss" is not read out with it. */}
        <div className={styles.message} role={toneRole(tone)} aria-atomic="true">
          {message}
        </div>
        <DismissButton label={dismissLabel} onClick={onDismiss} className={styles.dismiss} />
      </div>
    </div>
  );
}
