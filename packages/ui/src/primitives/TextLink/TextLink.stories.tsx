import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink, textLinkSizes, textLinkTones, textLinkWeights } from './TextLink';
import * as styles from './TextLink.stories.css';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  tags: ['primitive'],
  args: { href: 'mailto:support@sukoon.example', children: 'support@sukoon.example' },
  argTypes: {
    tone: { control: 'inline-radio', options: textLinkTones },
    weight: { control: 'inline-radio', options: textLinkWeights },
    size: { control: 'inline-radio', options: textLinkSizes },
  },
  render: (args) => (
    <p className={styles.paragraph}>
      Questions about this payment? E-mail <TextLink {...args} /> and quote your order ID.
    </p>
  ),
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  name: 'In text',
  args: { weight: 'medium' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'support@sukoon.example' });
    await expect(link).toHaveAttribute('href', 'mailto:support@sukoon.example');
    // Underlined: a link never relies on colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const OnDark: Story = {
  name: 'On the dark footer',
  args: { tone: 'inverse', size: 'small', href: '/privacy-policy', children: 'Privacy Policy' },
  render: (args) => (
    <p className={styles.dark}>
      <TextLink {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Privacy Policy' })).toHaveStyle({ fontSize: '14px' });
  },
};
