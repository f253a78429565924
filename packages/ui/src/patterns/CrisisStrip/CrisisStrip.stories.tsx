import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { widthOf } from '../../storyFixtures';
import { CrisisStrip } from './CrisisStrip';

const meta = {
  title: 'Components/CrisisStrip',
  component: CrisisStrip,
  decorators: [widthOf('40rem')],
  parameters: {
    docs: {
      description: {
        component: `
Crisis help on every page (decision 14, \`docs/decisions/0014-crisis-help.md\`). The legal pages say the
service is not for emergencies, but a person in crisis may never read them, so the footer of every page and
\`/contact\` carry this strip: the service is not for emergencies, and Tele-MANAS and 112 as \`tel:\` links, from
\`packages/contracts/src/content/crisis.ts\`. Help is one tap away wherever someone is.`,
      },
    },
  },
} satisfies Meta<typeof CrisisStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Crisis help',
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('region', { name: 'Need help right now?' }));
    await expect(strip.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    await expect(strip.getByRole('link', { name: '1-800-891-4416' })).toHaveAttribute('href', 'tel:18008914416');
    await expect(strip.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  },
};

export const OnAPhone: Story = {
  name: 'Crisis help at 360 px',
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '1-800-891-4416' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
