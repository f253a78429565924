import { HttpResponse } from 'msw';
import { bookedSessionsResponseSchema, parsePrice, type BookNowPayload } from '@sukoon/contracts';
import { mockEndpoint, type Scenario } from '../scenario';
import { sampleBookings, sampleCategories } from '../fixtures';

/** The booked sessions the mock reports for every service; stories override per case. */
export const sampleBookedSessions = bookedSessionsResponseSchema.parse({ booked_sessions: [] });

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
    mockEndpoint('bookingDetails', scenario, { ok: () => sampleBookings }),
  ];
}

export { HttpResponse };
