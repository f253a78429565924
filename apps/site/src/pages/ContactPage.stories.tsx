import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorResponse, mockAnswer } from '../mocks/handlers';
import { animationsDone, expectNoSideScroll, mocking } from '../testing/storyUtils';
import ContactPage from './ContactPage';

// /contact in the site's shell at the three widths the layout checks use (360, 768, 1280 px); the form's own states are ContactForm's stories.
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', page: { path: '/contact' } },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectContactPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Find Our Offices' })).toHaveAttribute('href', '#find-our-offices');
  const cards = within(canvas.getByRole('list', { name: 'Ways to reach us' }));
  await expect(cards.getByRole('link', { name: 'support@sukoon.example' })).toHaveAttribute(
    'href',
    'mailto:support@sukoon.example',
  );
  await expect(canvas.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Our Offices' })).toBeVisible();
  await expect(canvas.getAllByRole('region', { name: 'Need help right now?' }).length).toBeGreaterThan(0);
  await expectNoSideScroll(canvasElement);
}

export const Desktop: Story = {
  name: 'Contact at 1280 px',
  tags: ['state:contact-page'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectContactPage(canvasElement);
    await animationsDone();
  },
};

export const Tablet: Story = {
  name: 'Contact at 768 px',
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectContactPage(canvasElement),
};

export const Phone: Story = {
  name: 'Contact at 360 px',
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => expectContactPage(canvasElement),
};

export const SendingFails: Story = {
  name: 'Sending fails: the message stays',
  ...mocking(() => [mockAnswer('contact', () => errorResponse(500, { detail: 'A server error occurred.' }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your name' }), 'Meera');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Do you offer sessions in Tamil?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(canvas.getByText('Failed to send message. Please try again or contact us directly.')).toBeVisible(),
    );
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Do you offer sessions in Tamil?');
  },
};
