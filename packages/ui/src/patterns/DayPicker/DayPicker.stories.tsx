import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { modalBody, onAPhone, storyNow, withSelection } from '../../storyFixtures';
import { DayPicker } from './DayPicker';
import { dayButtons } from './dayButtons';

const now = storyNow.midMorning;
const Selecting = withSelection(DayPicker);

const meta = {
  title: 'Components/DayPicker',
  component: DayPicker,
  args: { now, onSelect: fn() },
  render: (args) => <Selecting {...args} />,
  decorators: [modalBody],
} satisfies Meta<typeof DayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoDayChosen: Story = {
  name: 'No day chosen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Select a date' });
    const days = within(group).getAllByRole('radio');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAccessibleName('Sat 21 Nov');
    await expect(days[6]).toHaveAccessibleName('Fri 27 Nov');
    for (const day of days) await expect(day).not.toBeChecked();
  },
};

export const DayChosen: Story = {
  name: 'Day chosen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mon 23 Nov' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-23');
    await expect(canvas.getByRole('radio', { name: 'Mon 23 Nov' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard',
  args: { selected: '2026-11-22' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab enters the group at the chosen day; the arrows move and choose.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sun 22 Nov' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const monday = canvas.getByRole('radio', { name: 'Mon 23 Nov' });
    await expect(monday).toHaveFocus();
    await expect(monday).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-11-23');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Sat 21 Nov' })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-11-21');
  },
};

export const FromDays: Story = {
  name: 'Days given by the page',
  args: { now: undefined, days: dayButtons(new Date('2026-12-29T06:30:00Z')), selected: '2027-01-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The window crosses the year end: 29 December to 4 January.
    await expect(canvas.getByRole('radio', { name: 'Fri 1 Jan' })).toBeChecked();
    await expect(canvas.getAllByRole('radio').at(-1)).toHaveAccessibleName('Mon 4 Jan');
  },
};

export const Phone: Story = {
  name: 'On a phone',
  args: { selected: '2026-11-21' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // All seven days fit side by side at 375 px.
    const days = canvas.getAllByRole('radio');
    const tops = new Set(days.map((day) => Math.round(day.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Disabled: Story = {
  name: 'While booking is in flight',
  args: { selected: '2026-11-21', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const day of canvas.getAllByRole('radio')) await expect(day).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tue 24 Nov' }), { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
