import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconSizes } from './Icon.css';
import * as styles from './Icon.stories.css';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['primitive'],
  args: { name: 'checkCircle', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    // Without a label the icon is decoration: hidden from assistive technology.
    const svg = canvasElement.querySelector('svg[data-icon="checkCircle"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
    await expect(getComputedStyle(svg!).width).toBe('24px');
  },
};

export const WithLabel: Story = {
  name: 'With a label',
  args: { name: 'wifiOff', label: 'Offline' },
  play: async ({ canvasElement }) => {
    // A standalone icon that means something is an image with a name.
    const image = within(canvasElement).getByRole('img', { name: 'Offline' });
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};

export const FollowsTheText: Story = {
  name: 'Follows the text',
  render: () => (
    <p className={styles.sample}>
      <Icon name="clock" size="text" /> 60 minutes
    </p>
  ),
  play: async ({ canvasElement }) => {
    // size="text" is 1em: as tall as the text it sits in, in its colour.
    const svg = canvasElement.querySelector('svg')!;
    await expect(getComputedStyle(svg).height).toBe(getComputedStyle(svg.parentElement!).fontSize);
  },
};

/** Every drawing of the set, with its name: the reference a designer picks from. */
export const AllIcons: Story = {
  name: 'All icons',
  render: () => (
    <ul className={styles.gallery}>
      {iconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon name={name} size="large" />
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length);
  },
};
