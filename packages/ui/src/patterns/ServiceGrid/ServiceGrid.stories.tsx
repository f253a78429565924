import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATEGORY_ORDER, serviceAction, sortCategories, type Category } from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { CategoryTabs, categoryTabId } from '../CategoryTabs';
import { storyArt } from '../ServiceCard/storyArt';
import { ServiceGrid, type ServiceGridItem, type ServiceGridProps } from './ServiceGrid';

const categories = sortCategories(FALLBACK_CATEGORIES);

/** The grid items of one catalogue category, with the button the shared rule picks for each. */
function itemsOf(category: Category): ServiceGridItem[] {
  return category.subcategories.map((service, index) => ({
    service: { ...service, image: index % 2 === 0 ? storyArt.calm : storyArt.warm },
    action: serviceAction(service, category.name),
  }));
}

function categoryNamed(name: string): Category {
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`No category ${name}`);
  return found;
}

const meta = {
  title: 'Components/ServiceGrid',
  component: ServiceGrid,
  args: { items: itemsOf(categoryNamed('Corporate')), onAction: fn(), label: 'Corporate services' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Columns of the card grid (the outer list; each card also has a list of bullets). */
const columnCount = (canvasElement: HTMLElement) => {
  const grid = canvasElement.querySelector('#services-grid > ul');
  if (!grid) throw new Error('No card grid');
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

export const Desktop: Story = {
  name: 'Three columns on a desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(columnCount(canvasElement)).toBe(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // The anchor the Services page scrolls to.
    await expect(canvasElement.querySelector('#services-grid')).toBe(
      canvas.getByRole('region', { name: 'Corporate services' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Corporate Wellness Session (Virtual)' }),
      'book',
    );
    await expect(canvas.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(2);
  },
};

export const Tablet: Story = {
  name: 'Two columns on a tablet',
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const Phone: Story = {
  name: 'One column on a phone',
  globals: { viewport: { value: 'mobile' } },
  args: { items: itemsOf(categoryNamed('Individuals')), label: 'Individuals services' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Empty: Story = {
  name: 'Category without services',
  args: { items: [], label: 'Services' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No services in this category yet.')).toBeVisible();
  },
};

/** The Services page's category row and grid together, as the page composes them. */
function ServicesByCategory({ onAction, initial }: { onAction: ServiceGridProps['onAction']; initial: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <CategoryTabs
        categories={categories.map((category) => category.name)}
        selected={selected}
        onSelect={setSelected}
        idPrefix="services"
        panelId="services-grid"
      />
      <ServiceGrid
        id="services-grid"
        labelledBy={categoryTabId('services', selected)}
        items={itemsOf(categoryNamed(selected))}
        onAction={onAction}
      />
    </>
  );
}

export const ByCategory: StoryObj<typeof ServicesByCategory> = {
  name: 'Services by category',
  tags: ['state:services-category'],
  args: { onAction: fn(), initial: 'Individuals' },
  render: (args) => <ServicesByCategory {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...CATEGORY_ORDER]);

    // Every category is reachable by a click and shows exactly its own services.
    for (const name of CATEGORY_ORDER) {
      await userEvent.click(canvas.getByRole('tab', { name }));
      await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel', { name });
      const titles = within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
      await expect(titles).toEqual(categoryNamed(name).subcategories.map((service) => service.title));
    }

    // Institutions are contact-only; the student card is the one "Buy now".
    await userEvent.click(canvas.getByRole('tab', { name: 'Educational & Professional Institutions' }));
    await expect(canvas.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Students' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Student Empowerment Card (Virtual)' }),
      'buy',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Individuals' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Individuals' })).toBeVisible();
  },
};

export const ByCategoryPhone: StoryObj<typeof ServicesByCategory> = {
  name: 'Services by category on a phone',
  tags: ['state:services-category'],
  args: { onAction: fn(), initial: 'Couples' },
  render: (args) => <ServicesByCategory {...args} />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await expect(canvas.getByRole('tab', { name: 'Couples' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Students' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Students' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
