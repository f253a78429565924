import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeSections, SERVICES_LIST } from '@sukoon/contracts/content/home';
import { ServicesList } from './ServicesList';

const meta = {
  title: 'Components/ServicesList',
  component: ServicesList,
  args: {
    items: SERVICES_LIST,
    heading: homeSections.servicesHeading,
    intro: homeSections.servicesIntro,
    eager: true,
    onActiveChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ServicesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's picture that shows (the only one not hidden from screen readers). */
const shownPicture = (canvasElement: HTMLElement) => {
  const shown = Array.from(canvasElement.querySelectorAll('[data-active] img')).filter(
    (image) => !image.closest('[aria-hidden="true"]') && image.getAttribute('alt') !== '',
  );
  return shown;
};

async function settleImages(canvasElement: HTMLElement) {
  for (const image of canvasElement.querySelectorAll('img')) await image.decode().catch(() => undefined);
}

async function expectList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: homeSections.servicesHeading })).toBeVisible();
  const links = within(canvas.getByRole('list')).getAllByRole('link');
  await expect(links).toHaveLength(6);
  await expect(links[0]).toHaveAttribute('href', '/services#Individuals');
  await expect(links[1]).toHaveAccessibleName(/^Couples counselling/);
}

export const HoverImage: Story = {
  name: 'Services list with the hovered item’s picture',
  tags: ['state:services-list'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectList(canvasElement);
    // At rest: the first service's picture.
    await expect(shownPicture(canvasElement).map((image) => image.getAttribute('alt'))).toEqual([
      SERVICES_LIST[0]!.image.alt,
    ]);
    await userEvent.hover(canvas.getByRole('link', { name: /^Family counselling/ }));
    await expect(args.onActiveChange).toHaveBeenLastCalledWith('family');
    await expect(shownPicture(canvasElement).map((image) => image.getAttribute('alt'))).toEqual([
      SERVICES_LIST[2]!.image.alt,
    ]);
    await settleImages(canvasElement);
  },
};

export const FocusImage: Story = {
  name: 'The focused item’s picture (keyboard)',
  tags: ['state:services-list'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: /^Life and career coaching/ })).toHaveFocus();
    await expect(args.onActiveChange).toHaveBeenLastCalledWith('coaching');
    await expect(shownPicture(canvasElement).map((image) => image.getAttribute('alt'))).toEqual([
      SERVICES_LIST[3]!.image.alt,
    ]);
    await settleImages(canvasElement);
  },
};

export const OnAPhone: Story = {
  name: 'On a 360 px phone: a small picture per item',
  tags: ['state:services-list'],
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expectList(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await settleImages(canvasElement);
  },
};
