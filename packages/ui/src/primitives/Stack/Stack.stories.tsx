import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { spaces } from '../../theme/atoms.css';
import { Stack, stackAligns } from './Stack';
import { formColumn, sampleBlock } from '../../Foundations/storyLayout.css';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['primitive'],
  args: { space: '4', children: null },
  argTypes: { space: { control: 'select', options: spaces }, align: { control: 'inline-radio', options: stackAligns } },
  render: (args) => (
    <div className={formColumn}>
      <Stack {...args}>
        <div className={sampleBlock}>Choose a service</div>
        <div className={sampleBlock}>Pick a day and a time</div>
        <div className={sampleBlock}>Pay securely</div>
      </Stack>
    </div>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/service|day/);
    // space="4" is the 16 px token between one child and the next.
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(16);
  },
};

export const Centred: Story = {
  args: { space: '2', align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Button>Book Now</Button>
      <Button variant="ghost">Back to Services</Button>
    </Stack>
  ),
};

export const ResponsiveSpace: Story = {
  name: 'More space from tablets up',
  args: { space: { mobile: '2', tablet: '8' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/service|day/);
    // On a 375 px phone the mobile value applies: 8 px.
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(8);
  },
};

export const AsAList: Story = {
  name: 'As a list',
  args: { as: 'ul', space: '2' },
  render: (args) => (
    <Stack {...args}>
      <li>A confirmation e-mail is on its way to you.</li>
      <li>Your meeting link will be in My Bookings.</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Still a list for screen readers, without bullets or indent.
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
