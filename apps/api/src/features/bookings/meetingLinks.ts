import { randomBytes } from 'node:crypto';

/** A meeting room name nobody can guess from a booking number. */
export function newMeetingRoom(): string {
  return randomBytes(10).toString('hex');
}

/**
 * The meeting link from MEETING_LINK_TEMPLATE. `{room}` is the booking's random room; `{bookingId}` (the name an
 * earlier default used) is given the same room, so no template can turn links into a guessable counter.
 */
export function meetingLinkFor(template: string, room: string): string {
  return template.replaceAll('{room}', room).replaceAll('{bookingId}', room);
}
