import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Certificate } from '@sukoon/contracts';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { onAPhone } from '../../storyFixtures';
import { CertificateList } from './CertificateList';

// What the server might answer: titles of its own, icons from the A3 set.
const fromServer: Certificate[] = [
  { id: 11, title: 'Certified Counselling Psychologist', icon: 'Brain', iconColor: '#2A6B66' },
  { id: 12, title: 'Accredited Life Coach', icon: 'Award', iconColor: '#B6531A' },
  { id: 13, title: 'Trauma-Informed Care', icon: 'Heart', iconColor: '#B42318' },
  { id: 14, title: 'Couples and Family Therapy', icon: 'HeartHandshake', iconColor: '#175CD3' },
  { id: 15, title: 'Mindfulness Facilitator', icon: 'Sparkles', iconColor: '#067647' },
  { id: 16, title: 'Positive Psychology Practitioner', icon: 'Laugh', iconColor: '#B54708' },
];

const meta = {
  title: 'Components/CertificateList',
  component: CertificateList,
  args: { certificates: fromServer, variant: 'grid', onRetry: fn() },
} satisfies Meta<typeof CertificateList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Certificates from the server',
  tags: ['state:certificates-loaded'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Certifications' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(fromServer.map((c) => c.title));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

export const LoadedOnAPhone: Story = {
  name: 'Certificates on a phone',
  tags: ['state:certificates-loaded'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(fromServer.length);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Fallback: Story = {
  name: 'Failed: the built-in five, warning and Retry',
  tags: ['state:certificates-fallback'],
  args: { certificates: FALLBACK_CERTIFICATES, failure: 'load' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unable to load the latest certifications. Showing available content.',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FallbackOffline: Story = {
  name: 'Offline: the built-in five with the offline warning',
  tags: ['state:certificates-fallback'],
  args: { certificates: FALLBACK_CERTIFICATES, failure: 'offline' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "You're offline. Please check your internet connection and try again.",
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const AboutCollapsed: Story = {
  name: 'About: one certification until Show more',
  tags: ['state:about-certs-collapsed'],
  args: { certificates: FALLBACK_CERTIFICATES, variant: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(FALLBACK_CERTIFICATES[0]!.title);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AboutExpanded: Story = {
  name: 'About: all certifications after Show more',
  tags: ['state:about-certs-expanded'],
  args: { certificates: FALLBACK_CERTIFICATES, variant: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With the keyboard, as a screen-reader user would.
    canvas.getByRole('button', { name: 'Show more' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      FALLBACK_CERTIFICATES.map((c) => c.title),
    );
    const toggle = canvas.getByRole('button', { name: 'Show less' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
  },
};
