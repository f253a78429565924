import { durationMinutes } from '@sukoon/contracts';
import { servicesCopy } from '@sukoon/contracts/copy/services';

/** A session_duration in words, as the card and the summary show it: "60 minutes", "30 minutes". */
export function durationLabel(duration: string | number): string {
  return servicesCopy.card.minutes(typeof duration === 'number' ? duration : durationMinutes(duration));
}
