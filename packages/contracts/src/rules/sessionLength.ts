// How long a session is (B1, B9), apart from the slot rules (./slots.ts, which need date-fns-tz): a page that only
// shows a service's duration (the /services cards) then loads neither those rules nor the time-zone code.

export const SESSION_MINUTES = 60;
/** B1: the student card's session is 30 minutes. */
export const STUDENT_SESSION_MINUTES = 30;

/** Minutes in an 'HH:MM:SS' duration such as a service's session_duration; 60 when unreadable. */
export function durationMinutes(sessionDuration: string | null | undefined): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(sessionDuration ?? '');
  if (!match) return SESSION_MINUTES;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 0 ? minutes : SESSION_MINUTES;
}
