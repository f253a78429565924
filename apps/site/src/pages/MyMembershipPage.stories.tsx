import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { membershipHandlers, mockAnswer } from '../mocks/handlers';
import { sampleMembership } from '../mocks/fixtures';
import { animationsDone, holdToast, mocking, shows } from '../testing/storyUtils';
import MyMembershipPage from './MyMembershipPage';

// The page's states come from the membership-details call's msw scenario; each state's own story (and its tag)
// lives with the MembershipPanel component.
const meta = {
  title: 'Pages/MyMembership',
  component: MyMembershipPage,
  parameters: { layout: 'fullscreen', page: { path: '/MyMembership' }, auth: 'signed-in' },
} satisfies Meta<typeof MyMembershipPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAPhone = { globals: { viewport: { value: 'mobile' } } } as const;

/** Closes the page's toast (success or info), as the visitor would. */
async function dismissToast(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await shows(await canvas.findByText(text));
  await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
}

export const Active: Story = {
  name: 'Active membership',
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('membershipDetails', () =>
        HttpResponse.json([{ ...sampleMembership, membership_type: 'Gold', credits: 9, validity: 172 }]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Gold Membership' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('9')).toBeVisible();
    await expect(canvas.getByText('172 days')).toBeVisible();
    await dismissToast(canvasElement, 'Membership details loaded successfully');
    await animationsDone();
  },
};

export const ActiveOnAPhone: Story = {
  name: 'Active membership on a phone',
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Gold Membership' })).toBeVisible();
    await dismissToast(canvasElement, 'Membership details loaded successfully');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await animationsDone();
  },
};

export const Minimal: Story = {
  name: 'Minimal answer',
  ...mocking(() => [mockAnswer('membershipDetails', () => HttpResponse.json({ credits: 1 }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Active Membership' })).toBeVisible();
    await expect(canvas.queryByText('Price')).not.toBeInTheDocument();
    await dismissToast(canvasElement, 'Membership details loaded successfully');
    await animationsDone();
  },
};

export const None: Story = {
  name: 'No membership',
  ...onAPhone,
  ...mocking(() => membershipHandlers('empty')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Active Membership Found' })).toBeVisible();
    await dismissToast(canvasElement, 'No membership found for your account');
    await dismissToast(canvasElement, 'Membership details loaded successfully');
    await expect(canvas.getByRole('button', { name: 'Take Membership Now' })).toBeVisible();
    await animationsDone();
  },
};

export const Loading: Story = {
  ...mocking(() => membershipHandlers('slow')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your membership')).toBeVisible();
    await animationsDone();
  },
};

export const Restricted: Story = {
  name: 'Session expired on the page (401)',
  ...mocking(() => membershipHandlers('unauthorised')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Membership Access Restricted' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await holdToast('Please login to access your membership details');
    await animationsDone();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  ...onAPhone,
  ...mocking(() => membershipHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', { name: 'Something went wrong' });
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await holdToast('Failed to load membership details. Please try again later.');
    await animationsDone();
  },
};

export const Offline: Story = {
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You're offline. Please reconnect to view your membership details."),
    ).toBeVisible();
    await animationsDone();
  },
};
