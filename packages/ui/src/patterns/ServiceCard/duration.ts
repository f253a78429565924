import { durationMinutes } from '@sukoon/contracts';

/** A session_duration in words, as the card and the summary show it: "60 minutes", "30 minutes". */
export function durationLabel(duration: string | number): string {
  const minutes = typeof duration === 'number' ? duration : durationMinutes(duration);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
