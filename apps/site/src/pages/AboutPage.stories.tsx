import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { contentHandlers, fixtures } from '../mocks/handlers';
import {
  checkedAt,
  desktop,
  expectNoSideScroll,
  expectSettled,
  mocking,
  offlineWith,
  small,
  tablet,
} from '../testing/storyUtils';
import AboutPage from './AboutPage';

// The page's states come from the certificates call's msw scenario and the network parameter; the
// components' own stories (CertificateList, Founder, OfficeCards) cover each piece on its own.
const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', page: { path: '/about' } },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page as a visitor meets it, the certifications collapsed to one. */
async function expectAboutPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  // Under the story, a deferred section whose code loads after the page's.
  await expect(await canvas.findByRole('heading', { level: 2, name: 'Our Founder' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: 'Expertise & Certifications' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: 'Follow Us' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: 'Our Offices' })).toBeVisible();
  const certifications = await canvas.findByRole('list', { name: 'Certifications' });
  await waitFor(() => expect(within(certifications).getAllByRole('listitem')).toHaveLength(1));
  await expect(within(certifications).getByText(fixtures.sampleCertificates[0]!.title)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: /Open the Hyderabad office in OpenStreetMap/ })).toBeVisible();
  await expect(canvas.getByRole('link', { name: /Open the Secunderabad office in OpenStreetMap/ })).toBeVisible();
  await expectSettled(canvasElement);
}

export const Phone: Story = {
  name: 'About on a 360 px phone',
  tags: ['state:about-certs-collapsed'],
  ...checkedAt(small, expectAboutPage),
};

export const Tablet: Story = {
  name: 'About on a tablet',
  tags: ['state:about-offices'],
  ...checkedAt(tablet, expectAboutPage),
};

export const Desktop: Story = {
  name: 'About on a desktop',
  tags: ['state:about-certs-collapsed'],
  ...checkedAt(desktop, expectAboutPage),
};

export const ShowMore: Story = {
  name: 'Show more: every certification',
  tags: ['state:about-certs-expanded'],
  ...small,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAboutPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    const certifications = canvas.getByRole('list', { name: 'Certifications' });
    await expect(
      within(certifications)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fixtures.sampleCertificates.map((c) => c.title));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSideScroll(canvasElement);
    window.scrollTo({ top: 0 });
  },
};

export const CertificatesFailed: Story = {
  name: 'Certificates failed: the built-in list with Retry',
  tags: ['state:certificates-fallback'],
  ...desktop,
  ...mocking(() => contentHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to load the latest certifications. Showing available content.'),
    ).toBeVisible();
    const certifications = canvas.getByRole('list', { name: 'Certifications' });
    await expect(within(certifications).getByText(FALLBACK_CERTIFICATES[0]!.title)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectSettled(canvasElement);
  },
};

export const Offline: Story = {
  name: 'Offline',
  tags: ['state:about-offline'],
  ...small,
  ...offlineWith(() => contentHandlers('offline')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You're offline. Please reconnect to view our about page.")).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Our Offices' })).not.toBeInTheDocument();
    await expectSettled(canvasElement);
  },
};
