import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FALLBACK_PLANS } from '@sukoon/contracts';
import { membershipHandlers, mockAnswer } from '../mocks/handlers';
import { animationsDone, body, mocking, shows } from '../testing/storyUtils';
import MembershipPlansPage from './MembershipPlansPage';

// The page's states come from the plans call's msw scenario; each state's own story (and its tag) lives with the
// PlansGrid, MembershipCard and PurchaseModal components.
const meta = {
  title: 'Pages/MembershipPlans',
  component: MembershipPlansPage,
  parameters: { layout: 'fullscreen', page: { path: '/membership-plans' } },
} satisfies Meta<typeof MembershipPlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const onAPhone = { globals: { viewport: { value: 'mobile' } } } as const;

async function expectSortedCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cards = await canvas.findAllByRole('article');
  await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(TIERS);
}

export const Plans: Story = {
  name: 'Plans from the server, sorted',
  beforeEach({ msw }) {
    // The server sends them in any order.
    msw.use(mockAnswer('membershipPlans', () => HttpResponse.json([...FALLBACK_PLANS].reverse())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSortedCards(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Need Help Choosing?' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    await expect(canvas.queryByText(/Unable to load membership plans/)).not.toBeInTheDocument();
    await animationsDone();
  },
};

export const PlansOnAPhone: Story = {
  name: 'Plans on a phone',
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expectSortedCards(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await animationsDone();
  },
};

export const Loading: Story = {
  ...mocking(() => membershipHandlers('slow')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading membership plans')).toBeVisible();
    await animationsDone();
  },
};

export const Fallback: Story = {
  name: 'Server error: fallback plans',
  ...onAPhone,
  ...mocking(() => membershipHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load membership plans. Please try again later.')).toBeVisible();
    await expectSortedCards(canvasElement);
    await animationsDone();
  },
};

export const AuthMessage: Story = {
  name: 'Error 761: sign-in message and fallback plans',
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('membershipPlans', () =>
        HttpResponse.json({ detail: 'Error 761: authentication required' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Authentication required. Please log in to view membership plans.'),
    ).toBeVisible();
    await expectSortedCards(canvasElement);
    await animationsDone();
  },
};

export const Offline: Story = {
  parameters: { network: 'offline' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("You're currently offline...")).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).not.toBeInTheDocument();
    await animationsDone();
  },
};

export const GuestChooses: Story = {
  name: 'A guest chooses Gold: sign-in message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gold = await canvas.findByRole('article', { name: 'Gold' });
    await userEvent.click(within(gold).getByRole('button', { name: 'Choose Plan: Gold' }));
    await expect(canvas.getByText('Please log in to view membership details and purchase plans.')).toBeVisible();
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await animationsDone();
  },
};

async function openGold(canvasElement: HTMLElement) {
  const gold = await within(canvasElement).findByRole('article', { name: 'Gold' });
  await userEvent.click(within(gold).getByRole('button', { name: 'Choose Plan: Gold' }));
  // The purchase modal's code loads when it first opens (not with the page): the dev server may take a while.
  const dialog = await body().findByRole('dialog', { name: 'Buy Gold Membership' }, { timeout: 10_000 });
  await shows(dialog);
  return dialog;
}

export const Purchase: Story = {
  name: 'Signed in: the purchase modal, terms ticked',
  parameters: { auth: 'signed-in' },
  play: async ({ canvasElement }) => {
    const dialog = await openGold(canvasElement);
    const buy = body().getByRole('button', { name: 'Buy Now' });
    await expect(buy).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await expect(buy).toBeEnabled();
    await animationsDone();
  },
};

export const CouponRefused: Story = {
  name: 'Signed in: a refused coupon',
  parameters: { auth: 'signed-in' },
  ...onAPhone,
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('initiateMembershipPayment', () =>
        HttpResponse.json({ detail: 'The coupon code SAVE50 is not valid.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openGold(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'save50');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(body().getByRole('button', { name: 'Buy Now' }));
    await expect(
      await within(dialog).findByText(
        'Membership purchase failed: The coupon code SAVE50 is not valid. Please try again or contact support...',
      ),
    ).toBeVisible();
    await animationsDone();
  },
};

export const InFlight: Story = {
  name: 'Signed in: Buy Now in flight',
  parameters: { auth: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('initiateMembershipPayment', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openGold(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(body().getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /I agree to the/ })).toBeDisabled());
    await animationsDone();
  },
};
