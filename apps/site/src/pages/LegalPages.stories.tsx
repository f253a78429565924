import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoSideScroll } from '../testing/storyUtils';
import DisclaimerPage from './DisclaimerPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsPage from './TermsPage';

// Each legal page in the site's shell at one of the three widths the layout checks use; the tagged states are the
// LegalPage component's stories.
const meta = {
  title: 'Pages/Legal',
  component: TermsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (path: string) => ({ page: { path } });

async function expectPage(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(canvas.getByText('Last updated April 22, 2024')).toBeVisible();
  await expectNoSideScroll(canvasElement);
}

export const TermsDesktop: Story = {
  name: 'Terms and Conditions at 1280 px',
  parameters: page('/terms-and-conditions'),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Terms and Conditions');
    await expect(canvasElement.ownerDocument.title).toBe('Terms and Conditions | Sukoon');
  },
};

export const PrivacyTablet: Story = {
  name: 'Privacy Policy at 768 px',
  parameters: page('/privacy-policy'),
  render: () => <PrivacyPolicyPage />,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectPage(canvasElement, 'Privacy Policy'),
};

export const DisclaimerPhone: Story = {
  name: 'Disclaimer at 360 px',
  parameters: page('/disclaimer'),
  render: () => <DisclaimerPage />,
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => expectPage(canvasElement, 'Disclaimer'),
};
