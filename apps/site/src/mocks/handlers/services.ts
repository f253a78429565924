import { HttpResponse } from 'msw';
import { bookedSessionsResponseSchema, parsePrice, type BookNowPayload } from '@sukoon/contracts';
import { mockEndpoint, type Scenario } from '../scenario';
import { sampleCategories } from '../fixtures';

/** The booked sessions the mock reports for every service; stories override per case. */
export const sampleBookedSessions = bookedSessionsResponseSchema.parse({ booked_sessions: [] });

/**
 * After a failed payment (sample day Sun 22 Nov): 10:30 is the signed-in person's own unpaid hold (`held_by_you`,
 * offered as "Held for you"), 9:15 someone else's booking.
 */
export const heldForYouBookedSessions = bookedSessionsResponseSchema.parse({
  booked_sessions: [
    { date: '2026-11-22', start_time: '09:15:00' },
    { date: '2026-11-22', start_time: '10:30:00', held_by_you: true },
  ],
});

/** A service of the sample catalogue, as the server would look up sub_category_id. */
function serviceById(id: number) {
  return sampleCategories.categories.flatMap((category) => category.subcategories).find((service) => service.id === id);
}

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
        // The body has passed the contract's request schema (mockEndpoint checks it first).
        const request = body as BookNowPayload;
        const price = parsePrice(serviceById(Number(request.sub_category_id))?.price);
        return {
          success: true,
          message: 'Session booked. Complete the payment to confirm it.',
          booked_session: {
            id: 501,
            date: request.date,
            start_time: request.start_time,
            end_time: request.end_time,
            final_price: price ? price.toFixed(2) : null,
          },
        };
      },
    }),
  ];
}

export { HttpResponse };
