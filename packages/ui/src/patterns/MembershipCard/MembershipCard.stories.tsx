import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FALLBACK_PLANS, toPlanDisplay, type PlanTier } from '@sukoon/contracts';
import { gridColumn, onAPhone } from '../../storyFixtures';
import { MembershipCard } from './MembershipCard';

const planOf = (tier: PlanTier) => toPlanDisplay(FALLBACK_PLANS.find((plan) => plan.name === tier)!);

const meta = {
  title: 'Components/MembershipCard',
  component: MembershipCard,
  args: { plan: planOf('Gold'), onChoose: fn() },
  decorators: [gridColumn],
} satisfies Meta<typeof MembershipCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts a card's figures (B9: original price = credits x 5000) and that choosing it reports once. */
function cardPlay(
  tier: PlanTier,
  price: string,
  original: string | null,
  credits: string,
  validity: string,
): Story['play'] {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: tier });
    await expect(card).toHaveAttribute('data-tier', tier.toLowerCase());
    await expect(within(card).getByText(price)).toBeVisible();
    if (original) {
      const struck = within(card).getByText(original);
      await expect(struck).toBeVisible();
      await expect(getComputedStyle(struck).textDecorationLine).toContain('line-through');
    }
    // The figures (a definition list) come before the plan's own feature lines, which may repeat them.
    const figures = within(within(card).getByText('Credits').closest('dl')!);
    await expect(figures.getByText(credits)).toBeVisible();
    await expect(figures.getByText(validity)).toBeVisible();
    // Its name says which plan, for screen readers listing the page's buttons; the visible text stays "Choose Plan".
    const button = within(card).getByRole('button', { name: `Choose Plan: ${tier}` });
    await userEvent.click(button);
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  };
}

export const Bronze: Story = {
  tags: ['state:membership-card-bronze'],
  args: { plan: planOf('Bronze') },
  // One credit at ₹5,000 is its own original price: nothing to strike.
  play: async (context) => {
    await cardPlay('Bronze', '₹5,000', null, '1 session credit', 'Unlimited')!(context);
    await expect(within(context.canvasElement).queryByRole('deletion')).not.toBeInTheDocument();
  },
};

export const Silver: Story = {
  tags: ['state:membership-card-silver'],
  args: { plan: planOf('Silver') },
  play: cardPlay('Silver', '₹15,000', '₹20,000', '4 session credits', '3 months'),
};

export const Gold: Story = {
  tags: ['state:membership-card-gold'],
  args: { plan: planOf('Gold') },
  play: cardPlay('Gold', '₹30,000', '₹50,000', '10 session credits', '6 months'),
};

export const Platinum: Story = {
  tags: ['state:membership-card-platinum'],
  args: { plan: planOf('Platinum') },
  play: cardPlay('Platinum', '₹55,000', '₹1,00,000', '20 session credits', '12 months'),
};

export const Diamond: Story = {
  tags: ['state:membership-card-diamond'],
  args: { plan: planOf('Diamond') },
  ...onAPhone,
  play: cardPlay('Diamond', '₹1,00,000', '₹2,00,000', '40 session credits', '24 months'),
};
