import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FALLBACK_PLANS, sortPlans, toPlanDisplay } from '@sukoon/contracts';
import { onAPhone } from '../../storyFixtures';
import { PlansGrid } from './PlansGrid';

// The server may send the plans in any order; the page sorts them (B2).
const plans = sortPlans([...FALLBACK_PLANS].reverse()).map(toPlanDisplay);
const tiers = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

const meta = {
  title: 'Components/PlansGrid',
  component: PlansGrid,
  args: { state: 'loaded', plans, onChoose: fn() },
} satisfies Meta<typeof PlansGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  name: 'Five plans',
  tags: ['state:plans-grid'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(tiers);
    await expect(canvas.getByText('₹2,00,000')).toBeVisible();
    // Five buttons read "Choose Plan"; each one's name also says its plan, so a list of buttons tells them apart.
    for (const [index, tier] of tiers.entries()) {
      const choose = within(cards[index]!).getByRole('button', { name: `Choose Plan: ${tier}` });
      await expect(choose).toHaveTextContent(/^Choose Plan$/);
    }
    await userEvent.click(within(cards[2]!).getByRole('button', { name: 'Choose Plan: Gold' }));
    await expect(args.onChoose).toHaveBeenCalledWith(plans[2]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:plans-loading'],
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading membership plans');
  },
};

export const Fallback: Story = {
  name: 'Failed, fallback plans',
  tags: ['state:plans-fallback'],
  args: { failure: 'load' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load membership plans. Please try again later.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const AuthMessage: Story = {
  name: 'Failed with 761',
  tags: ['state:plans-auth-message'],
  args: { failure: 'auth' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Authentication required. Please log in to view membership plans.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const Offline: Story = {
  tags: ['state:plans-offline'],
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You're currently offline...")).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).not.toBeInTheDocument();
  },
};

export const LoginRequired: Story = {
  name: 'Chosen without a sign-in',
  tags: ['state:plans-login-required'],
  args: { loginRequired: true, choosingId: plans[2]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to view membership details and purchase plans.')).toBeVisible();
    const gold = canvas.getByRole('article', { name: 'Gold' });
    await expect(within(gold).getByRole('button', { name: /Choose Plan/ })).toHaveAttribute('aria-busy', 'true');
  },
};
