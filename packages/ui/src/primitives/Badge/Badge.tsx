import type { ReactNode } from 'react';
import { tones } from '../../tone/tone';
import { Icon, type IconName } from '../Icon';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', ...tones] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps {
  /** The status in words: never colour alone. */
  children: ReactNode;
  /** neutral for a quiet mark, or a message tone (its soft surface, border and text). */
  tone: BadgeTone;
  /** Default small. */
  size?: BadgeSize;
  /** An icon before the words, at the text's size. */
  icon?: IconName;
  /** A data-* hook the app's tests and styles find the badge by. */
  data?: Record<`data-${string}`, string>;
}

/** A status pill beside a title (a booking's payment, an active plan, a verified e-mail). */
export function Badge({ children, tone, size = 'small', icon, data }: BadgeProps) {
  return (
    <span {...data} className={`${styles.root} ${styles.size[size]} ${styles.tone[tone]}`}>
      {icon ? <Icon name={icon} size={size === 'small' ? 'text' : 'xsmall'} /> : null}
      {children}
    </span>
  );
}
