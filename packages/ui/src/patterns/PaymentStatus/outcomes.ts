// How each payment outcome looks and what it offers; its texts are in contracts' payments copy.
import type { PaymentViewStatus } from '@sukoon/contracts/copy/payments';
import type { IconName } from '../../primitives/Icon';
import type { Tone } from '../../tone';

/** The message tones, plus neutral for an outcome that is neither good nor bad news (a cancelled payment). */
export type OutcomeTone = Tone | 'neutral';
export type OutcomeAction = 'bookings' | 'services' | 'retry' | 'contact' | 'signIn';

export interface OutcomeLook {
  tone: OutcomeTone;
  glyph: IconName;
  /** The first action is the primary one. */
  actions: readonly OutcomeAction[];
  /** Whether a "Refresh status" button makes sense (the outcome may still change). */
  canRefresh: boolean;
}

export const OUTCOMES: Record<PaymentViewStatus, OutcomeLook> = {
  success: { tone: 'success', glyph: 'checkLarge', actions: ['bookings', 'services'], canRefresh: false },
  failure: { tone: 'error', glyph: 'crossLarge', actions: ['retry', 'contact'], canRefresh: false },
  cancel: { tone: 'neutral', glyph: 'returnArrow', actions: ['services'], canRefresh: false },
  pending: { tone: 'warning', glyph: 'clockLarge', actions: ['bookings', 'services'], canRefresh: true },
  processing: { tone: 'info', glyph: 'refresh', actions: ['bookings', 'services'], canRefresh: true },
  unknown: { tone: 'warning', glyph: 'question', actions: ['bookings', 'contact'], canRefresh: true },
  signIn: { tone: 'info', glyph: 'lock', actions: ['signIn', 'contact'], canRefresh: false },
  notFound: { tone: 'neutral', glyph: 'question', actions: ['bookings', 'contact'], canRefresh: false },
  stillPending: { tone: 'warning', glyph: 'clockLarge', actions: ['bookings', 'contact'], canRefresh: true },
};
