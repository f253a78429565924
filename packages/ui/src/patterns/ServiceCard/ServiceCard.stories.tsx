import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notice } from '../../primitives/Notice';
import { catalogueService, gridColumn, onAPhone } from '../../storyFixtures';
import { ServiceCard, serviceActions } from './ServiceCard';
import { storyArt } from './storyArt';

const individual = catalogueService(101, storyArt.calm);

const meta = {
  title: 'Components/ServiceCard',
  component: ServiceCard,
  args: { service: individual, action: 'book', onAction: fn() },
  argTypes: { action: { control: 'inline-radio', options: serviceActions } },
  decorators: [gridColumn],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BookNow: Story = {
  name: 'Book Now',
  tags: ['state:service-card-book'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Individual Counselling (Virtual)' });
    await expect(within(card).getByText('INR 5,000 per session per module')).toBeVisible();
    await expect(within(card).getByText('60 minutes')).toBeVisible();
    const button = within(card).getByRole('button', { name: 'Book Now' });
    // Every card says "Book Now"; the description tells a screen-reader user which service it books.
    await expect(button).toHaveAccessibleDescription('Individual Counselling (Virtual)');
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(within(card).queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  },
};

export const BuyNow: Story = {
  name: 'Student card, Buy now',
  tags: ['state:service-card-buy'],
  args: { service: catalogueService(601, storyArt.warm), action: 'buy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Student Empowerment Card (Virtual)' })).toBeVisible();
    await expect(canvas.getByText('INR 2,000 per session per module')).toBeVisible();
    // The student card is the one 30-minute session.
    await expect(canvas.getByText('30 minutes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ContactUs: Story = {
  name: 'Contact-only, Contact Us',
  tags: ['state:service-card-contact'],
  args: {
    // A zero price from the server must read "Contact for pricing" (02 section 3), not "INR 0".
    service: { ...catalogueService(401), price: 'INR 0 per session per module' },
    action: 'contact',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contact for pricing')).toBeVisible();
    await expect(canvas.queryByText(/INR 0/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const NoteLine: Story = {
  name: 'Description with a Note line',
  tags: ['state:service-card-note'],
  args: { service: catalogueService(501) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText('Note: both partners should join the same call.');
    const ordinary = canvas.getByText('A 60-minute online session for both partners together.');
    await expect(Number(getComputedStyle(note).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(Number(getComputedStyle(ordinary).fontWeight)).toBeLessThan(600);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const SignInNeeded: Story = {
  name: 'Sign-in needed',
  tags: ['state:service-auth-required'],
  args: {
    busy: true,
    notice: <Notice tone="info">Please sign in to book Individual Counselling (Virtual)</Notice>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText('Please sign in to book Individual Counselling (Virtual)');
    // Announced politely, as a status message.
    await expect(message.closest('[role="status"]')).not.toBeNull();
    // While the page waits to redirect, the button is busy and a second click does nothing.
    const button = canvas.getByRole('button', { name: /Book Now/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const WithoutPicture: Story = {
  name: 'Without a picture',
  args: { service: { ...individual, image: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Book Now on a phone',
  tags: ['state:service-card-book'],
  ...onAPhone,
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    // The card fills the phone's width without sideways scrolling.
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
