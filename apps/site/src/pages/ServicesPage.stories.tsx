import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CATEGORY_ORDER, type CategoryName } from '@sukoon/contracts';
import { membershipHandlers, mockPath } from '../mocks/handlers';
import ServicesPage from './ServicesPage';
import { animationsDone, body, mocking, shows } from '../testing/storyUtils';

/**
 * The shared page decorator opens a path and query but drops a `#hash`; this puts `parameters.hash`
 * into the location before the page renders, exactly as arriving at /services#Couples would.
 */
function ArriveWithHash({ hash, children }: { hash: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = location.hash === hash;
  useEffect(() => {
    if (!arrived)
      navigate(
        { pathname: location.pathname, search: location.search, hash },
        { replace: true, state: location.state },
      );
  }, [arrived, hash, location.pathname, location.search, location.state, navigate]);
  return arrived ? children : null;
}

const withHash: Decorator = (Story, context) => {
  const hash = context.parameters.hash as string | undefined;
  return hash ? (
    <ArriveWithHash hash={hash}>
      <Story />
    </ArriveWithHash>
  ) : (
    <Story />
  );
};

const meta = {
  title: 'Pages/Services',
  component: ServicesPage,
  decorators: [withHash],
  parameters: { layout: 'fullscreen', page: { path: '/services' } },
  // The booking states are a client without a membership (card only); "Booking: paying with credits" has one.
  ...mocking(() => membershipHandlers('empty')),
} satisfies Meta<typeof ServicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const COUPLES = 'Couples Counselling (Virtual)';

/* ---------- A category chosen by the location hash (each of the seven) ---------- */

/**
 * Arriving with a hash scrolls the grid to just under the sticky header and tabs. Checked, then the
 * page goes back to the top so the screenshot shows the whole page rather than a scrolled slice.
 */
async function expectScrolledToGrid(canvasElement: HTMLElement) {
  const grid = canvasElement.ownerDocument.getElementById('services-grid')!;
  // The category row, stuck under the header: the grid starts just below it (the page's scroll padding has both).
  const row = within(canvasElement).getByRole('tablist').parentElement!;
  await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
  await waitFor(() => {
    const gap = grid.getBoundingClientRect().top - row.getBoundingClientRect().bottom;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(16);
  });
  window.scrollTo({ top: 0 });
}

const firstService: Record<CategoryName, string> = {
  Individuals: 'Individual Counselling (Virtual)',
  Parent: 'Parenting Support Session (Virtual)',
  Corporate: 'Corporate Wellness Session (Virtual)',
  'Educational & Professional Institutions': 'Institutional Counselling Partnership',
  Couples: COUPLES,
  Students: 'Student Empowerment Card (Virtual)',
  Family: 'Family Counselling (Virtual)',
};

/** Name and tags stay literal in each export: Storybook's index reads them without running the file. */
function categoryStory(name: CategoryName): Story {
  return {
    parameters: { hash: `#${encodeURIComponent(name)}` },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('tab', { name, selected: true })).toBeVisible();
      await expect(canvas.getAllByRole('tab')).toHaveLength(CATEGORY_ORDER.length);
      const panel = canvas.getByRole('tabpanel', { name });
      await expect(within(panel).getByRole('heading', { level: 2, name: firstService[name] })).toBeVisible();
      await expectScrolledToGrid(canvasElement);
    },
  };
}

export const Individuals: Story = {
  name: 'Category: Individuals',
  tags: ['state:services-category'],
  ...categoryStory('Individuals'),
};
export const Parent: Story = {
  name: 'Category: Parent',
  tags: ['state:services-category'],
  ...categoryStory('Parent'),
};
export const Corporate: Story = {
  name: 'Category: Corporate',
  tags: ['state:services-category'],
  ...categoryStory('Corporate'),
};
export const Institutions: Story = {
  name: 'Category: Educational & Professional Institutions',
  tags: ['state:services-category'],
  ...categoryStory('Educational & Professional Institutions'),
};
export const Couples: Story = {
  name: 'Category: Couples',
  tags: ['state:services-category'],
  ...categoryStory('Couples'),
};
export const Students: Story = {
  name: 'Category: Students',
  tags: ['state:services-category'],
  ...categoryStory('Students'),
};
export const Family: Story = {
  name: 'Category: Family',
  tags: ['state:services-category'],
  ...categoryStory('Family'),
};

export const CouplesOnAPhone: Story = {
  name: 'Category: Couples on a phone',
  tags: ['state:services-category'],
  globals: { viewport: { value: 'mobile' } },
  parameters: { hash: '#Couples' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Couples', selected: true })).toBeVisible();
    await expectScrolledToGrid(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ChooseWithTabs: Story = {
  name: 'Choosing a category with the keyboard',
  tags: ['state:services-category'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Individuals' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Family', selected: true })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Family Counselling (Virtual)' })).toBeVisible();
  },
};

/* ---------- A guest presses Book Now ---------- */

export const GuestMustSignIn: Story = {
  name: 'Guest: please sign in to book',
  tags: ['state:service-auth-required'],
  parameters: { hash: '#Couples', auth: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: COUPLES });
    await expectScrolledToGrid(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    await expect(within(card).getByText(`Please sign in to book ${COUPLES}`)).toBeVisible();
    // The click focused the button, which scrolled it into view: back to the top for the screenshot.
    window.scrollTo({ top: 0 });
    // No booking dialog for a guest: the sign-in request follows after 5 s.
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/* ---------- The booking modal on the page (signed in) ---------- */

// The first category: the page opens at its top, so the dialog screenshots show the whole page behind.
const signedIn = { auth: 'signed-in' } as const;
const INDIVIDUAL = 'Individual Counselling (Virtual)';
const answer = (
  name: Parameters<typeof mockPath>[0],
  method: 'get' | 'post',
  resolver: Parameters<typeof http.get>[1],
) => http[method](mockPath(name), resolver);

async function openBooking(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('article', { name: INDIVIDUAL });
  await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
  // The booking modal's code loads when it first opens (not with the page): the dev server may take a while.
  const dialog = await body().findByRole('dialog', { name: `Book ${INDIVIDUAL}` }, { timeout: 10_000 });
  await shows(dialog);
  // Clicking focused the card's button, which scrolled it into view; the screenshot shows the page from its top.
  window.scrollTo({ top: 0 });
  return dialog;
}

/**
 * The dialog's first focus depends on whether its body already scrolls when it opens (then the body
 * itself takes focus); putting focus on the first day makes the screenshot the same every run.
 */
function focusFirstDay(dialog: HTMLElement) {
  within(dialog).getByRole('radio', { name: 'Sat 21 Nov' }).focus({ preventScroll: true });
  // And the dialog's scrolling body back at its top, wherever focus moves left it.
  for (const element of Array.from(dialog.querySelectorAll<HTMLElement>('*'))) {
    if (element.scrollTop !== 0) element.scrollTop = 0;
  }
}

async function whenSlotsLoaded(dialog: HTMLElement) {
  await waitFor(() =>
    expect(within(dialog).queryByRole('status', { name: 'Loading available time slots' })).toBeNull(),
  );
}

async function chooseEverything(dialog: HTMLElement, day = 'Sat 21 Nov', time = '1:00 pm') {
  await whenSlotsLoaded(dialog);
  await userEvent.click(within(dialog).getByRole('radio', { name: day }));
  await userEvent.click(within(dialog).getByRole('radio', { name: time }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
}

const bookedToday = answer('bookedSessions', 'get', () =>
  HttpResponse.json({
    booked_sessions: [
      { date: '2026-11-21', start_time: '11:45:00' },
      { date: '2026-11-21', start_time: '15:30:00' },
    ],
  }),
);

export const BookingLoading: Story = {
  name: 'Booking: loading booked sessions',
  tags: ['state:booking-loading'],
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      answer('bookedSessions', 'get', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await expect(within(dialog).getByRole('status', { name: 'Loading available time slots' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Book & Pay Now' })).toBeDisabled();
    focusFirstDay(dialog);
  },
};

export const BookingSlots: Story = {
  name: 'Booking: today with past and booked slots',
  tags: ['state:booking-slots'],
  parameters: signedIn,
  ...mocking(() => [bookedToday]),
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await whenSlotsLoaded(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sat 21 Nov' }));
    const view = within(dialog);
    await expect(view.getByRole('radio', { name: '8:00 am, past' })).toBeDisabled();
    await expect(view.getByRole('radio', { name: '9:15 am, past' })).toBeDisabled();
    await expect(view.getByRole('radio', { name: '11:45 am, booked' })).toBeDisabled();
    await expect(view.getByRole('radio', { name: '3:30 pm, booked' })).toBeDisabled();
    await expect(view.getByRole('radio', { name: '10:30 am' })).toBeEnabled();
  },
};

export const BookingServerError: Story = {
  name: 'Booking: booked sessions failed (server error)',
  tags: ['state:booking-sessions-error'],
  parameters: signedIn,
  ...mocking(() => [answer('bookedSessions', 'get', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))]),
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await expect(
      await within(dialog).findByText(
        'The server encountered an error while fetching booked sessions. All slots will be shown as available.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sun 22 Nov' }));
    for (const slot of within(dialog).getAllByRole('radio', { name: /(am|pm)$/ })) await expect(slot).toBeEnabled();
  },
};

export const BookingOtherError: Story = {
  name: 'Booking: booked sessions failed (other)',
  tags: ['state:booking-sessions-error'],
  parameters: signedIn,
  ...mocking(() => [answer('bookedSessions', 'get', () => HttpResponse.error())]),
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await expect(
      await within(dialog).findByText('Failed to load booked sessions. All slots will be shown as available.'),
    ).toBeVisible();
    focusFirstDay(dialog);
  },
};

export const BookingSessionExpired: Story = {
  name: 'Booking: session expired, on a tablet',
  tags: ['state:booking-session-expired'],
  parameters: signedIn,
  // Tall enough for the whole dialog: with a scrolling body, Chromium may place its content a pixel
  // differently from run to run.
  globals: { viewport: { value: 'tablet' } },
  ...mocking(() => [
    answer('bookedSessions', 'get', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
  ]),
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await expect(await within(dialog).findByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Login' })).toBeVisible();
    focusFirstDay(dialog);
  },
};

export const BookingReady: Story = {
  name: 'Booking: ready to book and pay',
  tags: ['state:booking-ready'],
  parameters: signedIn,
  ...mocking(() => [bookedToday]),
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'WELCOME10');
    await expect(within(dialog).getByRole('button', { name: 'Book & Pay Now' })).toBeEnabled();
  },
};

export const BookingSubmitting: Story = {
  name: 'Booking: in flight',
  tags: ['state:booking-submitting'],
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      answer('bookNow', 'post', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Sat 21 Nov' })).toBeDisabled());
  },
};

export const BookingFailed: Story = {
  name: 'Booking: failed',
  tags: ['state:booking-failed'],
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      answer('bookNow', 'post', () =>
        HttpResponse.text(
          'This time was booked by someone else a moment ago. Please choose another time for your session.',
          {
            status: 409,
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    await expect(
      await within(dialog).findByText(
        'Error: This time was booked by someone else a moment ago. Please choose another time for your session.',
      ),
    ).toBeVisible();
  },
};

export const BookingSuccess: Story = {
  name: 'Booking: success notice',
  tags: ['state:booking-success'],
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      answer('initiatePayment', 'post', () =>
        HttpResponse.json({ success: true, message: 'Your session is booked. See you soon!' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    await expect(await within(dialog).findByText('Your session is booked. See you soon!')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'View Bookings' })).toHaveAttribute(
      'href',
      '/dashboard/bookings',
    );
  },
};

export const BookingWithCredits: Story = {
  name: 'Booking: paying with credits',
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      ...membershipHandlers('ok'),
      answer('bookNow', 'post', () =>
        HttpResponse.json({
          success: true,
          booked_session: {
            id: 901,
            date: '2026-11-21',
            start_time: '13:00:00',
            end_time: '14:00:00',
            final_price: '5000.00',
            status: 'confirmed',
            payment_status: 'success',
          },
          payment_method: 'credits',
          credits_used: 1,
          credits_remaining: 9,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Use 1 credit, 10 credits left/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book with 1 credit' }));
    await shows(await within(dialog).findByText('Your session is booked and confirmed: 1 credit used, 9 left.'));
    await animationsDone();
  },
};

/* ---------- Handing over to the card provider ---------- */

export const PaymentRedirecting: Story = {
  name: 'Payment: redirecting to the gateway',
  tags: ['state:payment-redirecting'],
  parameters: signedIn,
  beforeEach() {
    // The story must not really leave for the provider: the submission is recorded instead.
    const original = HTMLFormElement.prototype.submit;
    const submit = fn();
    HTMLFormElement.prototype.submit = submit;
    return () => {
      HTMLFormElement.prototype.submit = original;
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    const overlay = await body().findByRole('dialog', { name: 'Redirecting to Payment Gateway' });
    await shows(overlay);
    // The payer reads the overlay for 1 s before the form goes (B4, B9).
    await expect(HTMLFormElement.prototype.submit).not.toHaveBeenCalled();
    await waitFor(() => expect(HTMLFormElement.prototype.submit).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const form = document.querySelector<HTMLFormElement>('[data-payment-form-host] form');
    await expect(form?.getAttribute('action')).toBe('/dev/payu/_payment');
  },
};

export const PaymentEmbedded: Story = {
  name: 'Payment: complete your payment',
  tags: ['state:payment-overlay'],
  parameters: signedIn,
  beforeEach({ msw }) {
    msw.use(
      answer('initiatePayment', 'post', () =>
        HttpResponse.json({
          html: '<iframe title="Card payment" src="about:blank" style="width:100%;height:20rem;border:0"></iframe>',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    const overlay = await body().findByRole('dialog', { name: 'Complete Your Payment' });
    await shows(overlay);
    await expect(within(overlay).getByTitle('Card payment')).toBeInTheDocument();
    await expect(within(overlay).getByRole('button', { name: 'Cancel payment' })).toBeVisible();
  },
};

export const PaymentError: Story = {
  name: 'Payment: the form cannot load',
  tags: ['state:payment-error'],
  parameters: signedIn,
  beforeEach({ msw }) {
    // A provider page with nothing left to show once its scripts are removed.
    msw.use(answer('initiatePayment', 'post', () => HttpResponse.json({ html: '<script>startCheckout()</script>' })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBooking(canvasElement);
    await chooseEverything(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book & Pay Now' }));
    const overlay = await body().findByRole('alertdialog', { name: 'Payment Error' });
    await shows(overlay);
    await expect(within(overlay).getByText('Unable to load payment form')).toBeVisible();
    await expect(within(overlay).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(overlay).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
