import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FALLBACK_PARTNER_LOGOS, STRIP_PARTNER_LOGOS, mediaPage } from '@sukoon/contracts/content/media';
import { LogoStrip } from './LogoStrip';

const meta = {
  title: 'Components/LogoStrip',
  component: LogoStrip,
  args: { logos: STRIP_PARTNER_LOGOS, heading: mediaPage.partnersHeading },
  parameters: {
    docs: {
      description: {
        component: `
Home page motion (decision 15, \`docs/decisions/0015-home-page-motion.md\`). Moving content must be
pausable (WCAG 2.2.2): the partner strip scrolls with a Pause control, and under \`prefers-reduced-motion\` it is a
still, wrapped grid.`,
      },
    },
  },
} satisfies Meta<typeof LogoStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The named marks, in order. */
function markNames(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Partners' });
  return within(list)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
}

// The test browser asks for reduced motion, as some readers do: the marks stand still in wrapped rows.
export const Still: Story = {
  name: 'Reduced motion: a static wrapped row',
  tags: ['state:partner-strip'],
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'We are Featured On' })).toBeVisible();
    await expect(markNames(canvasElement)).toEqual(STRIP_PARTNER_LOGOS.map((logo) => logo.name));
    // Nothing moves, so there is nothing to pause.
    await expect(canvas.queryByRole('button', { name: /logos/ })).not.toBeInTheDocument();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Scrolling: Story = {
  name: 'Scrolling, with its pause control',
  tags: ['state:partner-strip'],
  args: { still: false },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One named list; the copy that closes the loop is hidden from assistive technology.
    await expect(markNames(canvasElement)).toEqual(STRIP_PARTNER_LOGOS.map((logo) => logo.name));
    const copy = canvasElement.querySelector('ul[aria-hidden="true"]')!;
    await expect(within(copy as HTMLElement).queryAllByRole('img')).toHaveLength(0);
    const viewport = copy.parentElement!.parentElement!;
    // Pause stops the scroll (WCAG 2.2.2) and becomes Play; Play starts it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause logos' }));
    await waitFor(() => expect(viewport).toHaveAttribute('data-paused'));
    await userEvent.click(canvas.getByRole('button', { name: 'Play logos' }));
    await waitFor(() => expect(viewport).not.toHaveAttribute('data-paused'));
    await expect(canvas.getByRole('button', { name: 'Pause logos' })).toBeVisible();
    // Nothing beyond the strip's window widens the page at 360 px.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Fallback: Story = {
  name: 'The first twenty, after a failure',
  args: { logos: FALLBACK_PARTNER_LOGOS },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(markNames(canvasElement)).toEqual(FALLBACK_PARTNER_LOGOS.map((logo) => logo.name));
  },
};
