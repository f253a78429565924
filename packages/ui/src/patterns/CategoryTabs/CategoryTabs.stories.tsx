import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onAPhone, withSelection } from '../../storyFixtures';
import { CategoryTabs } from './CategoryTabs';
import { CATEGORY_ORDER } from '@sukoon/contracts';

// The Services page's seven categories, in the spec's order (02 section 2).
const categories = CATEGORY_ORDER;

const Selecting = withSelection(CategoryTabs);

const meta = {
  title: 'Components/CategoryTabs',
  component: CategoryTabs,
  args: { categories, selected: 'Individuals', onSelect: fn() },
  render: (args) => <Selecting {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Individuals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Service categories' })).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(7);
    await expect(canvas.getByRole('tab', { name: 'Individuals' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Couples' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('Couples');
    await expect(canvas.getByRole('tab', { name: 'Couples' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Individuals' })).toHaveAttribute('aria-selected', 'false');

    // Back to the first so the screenshot shows the resting state.
    await userEvent.click(canvas.getByRole('tab', { name: 'Individuals' }));
    await expect(canvas.getByRole('tab', { name: 'Individuals' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard navigation',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const individuals = canvas.getByRole('tab', { name: 'Individuals' });
    // One Tab stop: only the chosen category is in the Tab order.
    await expect(individuals).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Parent' })).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    await expect(individuals).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const parent = canvas.getByRole('tab', { name: 'Parent' });
    await expect(parent).toHaveFocus();
    await expect(parent).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('Parent');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Family' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(individuals).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Family' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(individuals).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The screenshot shows the focus ring on the chosen tab.
    await expect(canvas.getByRole('tab', { name: 'Corporate' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Corporate' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MobileScrolledToChoice: Story = {
  name: 'Mobile, last category chosen',
  args: { selected: 'Family' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    // The row scrolls sideways on a phone and brings the chosen category into view.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const family = canvas.getByRole('tab', { name: 'Family' });
    const listBox = list.getBoundingClientRect();
    const tabBox = family.getBoundingClientRect();
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
    await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
  },
};

export const MobileScrolledToMiddleChoice: Story = {
  name: 'Mobile, a middle category chosen',
  args: { selected: 'Couples' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const couples = canvas.getByRole('tab', { name: 'Couples' });
    // Whole, not cut off at the right edge: the row's snapping must not pull it back half out of view.
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const tabBox = couples.getBoundingClientRect();
      expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left);
      expect(tabBox.right).toBeLessThanOrEqual(listBox.right);
    });
    // Only the row moved sideways; the page did not scroll.
    await expect(window.scrollY).toBe(0);
  },
};
