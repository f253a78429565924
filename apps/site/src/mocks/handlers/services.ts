import { HttpResponse } from 'msw';
import { bookedSessionsResponseSchema, slotEndTime } from '@sukoon/contracts';
import { mockEndpoint, type Scenario } from '../scenario';
import { sampleBookings, sampleCategories } from '../fixtures';

/** The booked sessions the mock reports for every service; stories override per case. */
export const sampleBookedSessions = bookedSessionsResponseSchema.parse({ booked_sessions: [] });

export function serviceHandlers(scenario: Scenario = 'ok') {
  return [
    mockEndpoint('categories', scenario, {
      ok: () => sampleCategories,
      empty: () => ({ success: true, categories: [] }),
    }),
    mockEndpoint('bookedSessions', scenario, {
      ok: () => sampleBookedSessions,
      empty: () => ({ booked_sessions: [] }),
    }),
    mockEndpoint('bookNow', scenario, {
      ok: ({ body }) => {
        const request = body as { date: string; start_time: string };
        return {
          success: true,
          message: 'Session booked. Complete the payment to confirm it.',
          booked_session: {
            id: 501,
            date: request.date,
            start_time: request.start_time,
            end_time: `${slotEndTime(request.start_time.slice(0, 5))}:00`,
            final_price: '5000.00',
          },
        };
      },
    }),
    mockEndpoint('bookingDetails', scenario, { ok: () => sampleBookings }),
  ];
}

export { HttpResponse };
