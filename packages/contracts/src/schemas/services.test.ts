import { describe, expect, it } from 'vitest';
import {
  bookedSessionsResponseSchema,
  bookNowRequestSchema,
  bookNowResponseSchema,
  bookingDetailsResponseSchema,
  normaliseBooking,
  rawBookingSchema,
} from './services';
import { unchangeable } from './services.fixtures';

const booking = (raw: Record<string, unknown>) => normaliseBooking(rawBookingSchema.parse({ id: 1, ...raw }));

describe('bookNowRequestSchema', () => {
  const ok = {
    sub_category_id: 101,
    date: '2026-11-21',
    start_time: '14:15:00',
    end_time: '15:15:00',
    session_duration: 60,
    buffer_time: 15,
    gst_number: '',
    coupon_code: '  WELCOME10 ',
  };

  it('accepts the site payload; empty codes become null, others are trimmed', () => {
    const out = bookNowRequestSchema.parse(ok);
    expect(out.gst_number).toBeNull();
    expect(out.coupon_code).toBe('WELCOME10');
    expect(bookNowRequestSchema.parse({ ...ok, session_duration: undefined, buffer_time: undefined })).toMatchObject({
      session_duration: 60,
      buffer_time: 15,
    });
  });

  it.each([
    ['date', { date: '21/11/2026' }],
    ['date', { date: '2026-02-30' }],
    ['start_time', { start_time: '14:15' }],
    ['start_time', { start_time: '24:00:00' }],
    ['end_time', { end_time: '14:00:00' }],
    ['session_duration', { session_duration: 45 }],
    ['buffer_time', { buffer_time: 0 }],
    ['sub_category_id', { sub_category_id: 0 }],
    ['counsellor_id', { counsellor_id: 0 }],
    ['counsellor_id', { counsellor_id: 'anyone' }],
  ])('rejects a bad %s', (field, change) => {
    const result = bookNowRequestSchema.safeParse({ ...ok, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => i.path[0])).toContain(field);
  });

  it('takes an optional counsellor: absent or null is the first available one', () => {
    expect(bookNowRequestSchema.parse(ok).counsellor_id).toBeUndefined();
    expect(bookNowRequestSchema.parse({ ...ok, counsellor_id: null }).counsellor_id).toBeNull();
    expect(bookNowRequestSchema.parse({ ...ok, counsellor_id: 7 }).counsellor_id).toBe(7);
  });

  it('answers with booked_session and its id', () => {
    const answer = {
      booked_session: {
        id: 7,
        date: '2026-11-21',
        start_time: '14:15:00',
        end_time: '15:15:00',
        final_price: '5000.00',
      },
    };
    expect(bookNowResponseSchema.parse(answer).booked_session.id).toBe(7);
    expect(bookNowResponseSchema.safeParse({ success: true, message: 'Booked' }).success).toBe(false);
  });
});

describe('bookedSessionsResponseSchema', () => {
  it('accepts HH:mm:ss and HH:mm starts', () => {
    expect(
      bookedSessionsResponseSchema.safeParse({
        booked_sessions: [
          { date: '2026-11-21', start_time: '08:00:00' },
          { date: '2026-11-21', start_time: '09:15' },
        ],
      }).success,
    ).toBe(true);
    expect(bookedSessionsResponseSchema.safeParse({ booked_sessions: [{ date: '2026-11-21' }] }).success).toBe(false);
  });
});

describe('normaliseBooking (B3)', () => {
  it('takes each field from its first present variant, in order', () => {
    expect(
      booking({
        sub_name: 'Couples Counselling (Virtual)',
        service_name: 'ignored',
        date: '2026-11-21',
        booking_date: '2000-01-01',
        time: '14:15',
        start_time: '09:00',
        mode: 'video',
        payment_status: 'paid',
        feedback_status: 'Submitted',
        price: '10,000',
        amount: 1,
        sub_category_id: 501,
        meeting_link: 'https://meet.example/abc',
        link: 'https://other.example',
      }),
    ).toEqual({
      id: 1,
      title: 'Couples Counselling (Virtual)',
      date: '2026-11-21',
      time: '14:15',
      mode: 'video',
      payment_status: 'success',
      feedback_status: 'submitted',
      price: 10000,
      serviceId: 501,
      link: 'https://meet.example/abc',
      ...unchangeable,
    });
  });

  it('reads how a session was paid, for what a cancellation gives back', () => {
    expect(booking({ payment_method: 'credits', credits_used: 2 })).toMatchObject({
      paymentMethod: 'credits',
      creditsUsed: 2,
    });
    expect(booking({ payment_method: 'Card' })).toMatchObject({ paymentMethod: 'card', creditsUsed: null });
    expect(booking({ payment_method: 'upi' }).paymentMethod).toBeNull();
  });

  it("reads a held booking's end of hold, and none for any other", () => {
    const until = '2026-11-23T03:42:00.000Z';
    expect(booking({ status: 'held', hold_expires_at: until }).holdExpiresAt).toBe(until);
    expect(booking({ status: 'confirmed', hold_expires_at: until }).holdExpiresAt).toBeUndefined();
  });

  it('reads the change cut-off and a cancellation (issue 13)', () => {
    expect(
      booking({ status: 'confirmed', change_cutoff_hours: 24, changes_close_at: '2026-12-09T03:45:00.000Z' }),
    ).toMatchObject({ status: 'confirmed', changeCutoffHours: 24, changesCloseAt: '2026-12-09T03:45:00.000Z' });
    expect(
      booking({ status: 'Cancelled', cancelled_at: '2026-12-01T10:00:00.000Z', refund_status: 'requested' }),
    ).toMatchObject({
      status: 'cancelled',
      cancellation: { at: '2026-12-01T10:00:00.000Z', refund: 'requested', creditsReturned: null },
    });
    expect(booking({ status: 'cancelled', credits_returned: 2 }).cancellation).toEqual({
      at: null,
      refund: null,
      creditsReturned: 2,
    });
    expect(booking({ status: 'paid' }).status).toBeNull();
  });

  it.each([
    [{ service_name: 'A' }, 'A'],
    [{ service_title: 'B' }, 'B'],
    [{ sub_category: { id: 3, name: 'C' } }, 'C'],
    [{ service: { id: 4, title: 'D' } }, 'D'],
    [{ sub_name: '  ', service_title: 'E' }, 'E'],
    [{}, 'Session'],
  ])('title from %o', (raw, title) => {
    expect(booking(raw).title).toBe(title);
  });

  it.each([
    [{ booking_date: '2026-11-22' }, '2026-11-22'],
    [{ start_date: '2026-11-23' }, '2026-11-23'],
    [{ created_at: '2026-12-31T18:31:00Z' }, '2027-01-01'],
    [{ created_at: '2026-12-31T18:29:00+00:00' }, '2026-12-31'],
    [{ date: '2026-11-21T10:00:00' }, '2026-11-21'],
    [{ date: 'next week' }, 'next week'],
    [{}, ''],
  ])('date from %o', (raw, date) => {
    expect(booking(raw).date).toBe(date);
  });

  it('time, mode, price, service id and link variants; defaults', () => {
    expect(booking({ start_time: '14:15:00' }).time).toBe('14:15:00');
    expect(booking({ booking_time: '2:15 PM' }).time).toBe('2:15 PM');
    expect(booking({ meeting_type: 'voice' }).mode).toBe('voice');
    expect(booking({ session_type: 'video' }).mode).toBe('video');
    expect(booking({}).mode).toBe('online');
    expect(booking({ amount: 5000 }).price).toBe(5000);
    expect(booking({ final_price: '2000.00' }).price).toBe(2000);
    expect(booking({ price: 'n/a', final_price: 3000 }).price).toBe(3000);
    expect(booking({}).price).toBeNull();
    expect(booking({ service_id: 9 }).serviceId).toBe(9);
    expect(booking({ sub_category: 12 }).serviceId).toBe(12);
    expect(booking({ service: { id: 4, title: 'D' } }).serviceId).toBe(4);
    expect(booking({}).serviceId).toBeNull();
    expect(booking({ zoom_link: 'https://zoom.example/1' }).link).toBe('https://zoom.example/1');
    expect(booking({ link: 'https://meet.example/2' }).link).toBe('https://meet.example/2');
    expect(booking({}).link).toBeNull();
  });

  it('normalises the statuses', () => {
    expect(booking({}).payment_status).toBe('success');
    expect(booking({}).feedback_status).toBe('pending');
    expect(booking({ payment_status: 'FAILED' }).payment_status).toBe('failed');
    expect(booking({ payment_status: 'processing' }).payment_status).toBe('processing');
    expect(booking({ payment_status: 'awaiting' }).payment_status).toBe('pending');
    expect(booking({ feedback_status: 'other' }).feedback_status).toBeNull();
  });

  it('the list schema requires an id and keeps extra keys', () => {
    expect(bookingDetailsResponseSchema.safeParse([{ sub_name: 'x' }]).success).toBe(false);
    const [parsed] = bookingDetailsResponseSchema.parse([{ id: 'b1', extra: true }]);
    expect(parsed).toMatchObject({ id: 'b1', extra: true });
  });
});
