import { describe, expect, it } from 'vitest';
import { meetingLinkFor, newMeetingRoom } from './meetingLinks';

describe('meeting links', () => {
  it('fills {room} (and the older {bookingId}) with an unguessable room', () => {
    const room = newMeetingRoom();
    expect(room).toMatch(/^[0-9a-f]{20}$/);
    expect(newMeetingRoom()).not.toBe(room);
    expect(meetingLinkFor('https://meet.jit.si/sukoon-{room}', room)).toBe(`https://meet.jit.si/sukoon-${room}`);
    expect(meetingLinkFor('https://meet.jit.si/sukoon-{bookingId}', room)).toBe(`https://meet.jit.si/sukoon-${room}`);
  });
});
