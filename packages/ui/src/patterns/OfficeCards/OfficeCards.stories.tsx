import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offices } from '@sukoon/contracts/content/offices';
import { onAPhone } from '../../storyFixtures';
import { OfficeCards } from './OfficeCards';

const meta = {
  title: 'Components/OfficeCards',
  component: OfficeCards,
  args: { offices, eager: true },
} satisfies Meta<typeof OfficeCards>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectTwoCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cards = canvas.getAllByRole('listitem');
  await expect(cards).toHaveLength(2);
  await expect(within(cards[0]!).getByRole('heading', { name: 'Co-working office' })).toBeVisible();
  await expect(within(cards[0]!).getByText('Appointment-based access')).toBeVisible();
  await expect(within(cards[1]!).getByRole('heading', { name: 'Registered office' })).toBeVisible();
  const link = canvas.getByRole('link', { name: /Open the Hyderabad office in OpenStreetMap/ });
  await expect(link).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=17\.4504/),
  );
  await expect(link).toHaveAttribute('target', '_blank');
  for (const map of canvas.getAllByRole('img')) await (map as HTMLImageElement).decode().catch(() => undefined);
}

export const Offices: Story = {
  name: 'The two office cards',
  tags: ['state:about-offices'],
  play: async ({ canvasElement }) => {
    await expectTwoCards(canvasElement);
  },
};

export const OfficesOnAPhone: Story = {
  name: 'The two office cards on a phone',
  tags: ['state:about-offices'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expectTwoCards(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
