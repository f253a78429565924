import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LEGAL_DOCUMENTS } from '@sukoon/contracts/content/legal';
import { TELE_MANAS_SHORT_CODE } from '@sukoon/contracts/content/crisis';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Components/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What every legal page shows: the stamp, the summary, contents that lead to each section, and the contact. */
async function expectLegalPage(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('article', { name: title })).toBeVisible();
  // B2, B9: the stamp, verbatim.
  await expect(canvas.getByText('Last updated April 22, 2024')).toBeVisible();
  const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
  const links = contents.getAllByRole('link');
  await expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const target = canvasElement.ownerDocument.getElementById(link.getAttribute('href')!.slice(1));
    await expect(target).not.toBeNull();
  }
  const contact = within(canvas.getByRole('region', { name: 'Contact us' }));
  await expect(contact.getByRole('link', { name: 'support@sukoon.example' })).toHaveAttribute(
    'href',
    'mailto:support@sukoon.example',
  );
  await expect(contact.getByRole('link', { name: '+91 90000 00001' })).toHaveAttribute('href', 'tel:+919000000001');
  // Plainly: not for emergencies, with the helpline.
  await expect(
    canvas.getAllByText(new RegExp(`not for emergencies.*${TELE_MANAS_SHORT_CODE.display}`)).length,
  ).toBeGreaterThan(0);
}

export const Terms: Story = {
  name: 'Terms and Conditions',
  tags: ['state:legal-terms'],
  args: { document: LEGAL_DOCUMENTS['terms-and-conditions'] },
  play: async ({ canvasElement }) => expectLegalPage(canvasElement, LEGAL_DOCUMENTS['terms-and-conditions'].title),
};

export const Privacy: Story = {
  name: 'Privacy Policy',
  tags: ['state:legal-privacy'],
  args: { document: LEGAL_DOCUMENTS['privacy-policy'] },
  play: async ({ canvasElement }) => {
    await expectLegalPage(canvasElement, LEGAL_DOCUMENTS['privacy-policy'].title);
    // India's DPDP Act 2023: what is collected, why, how long, the person's rights, and whom to complain to.
    await expect(within(canvasElement).getAllByText(/Digital Personal Data Protection Act/).length).toBeGreaterThan(0);
  },
};

export const Disclaimer: Story = {
  name: 'Disclaimer',
  tags: ['state:legal-disclaimer'],
  args: { document: LEGAL_DOCUMENTS.disclaimer },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expectLegalPage(canvasElement, LEGAL_DOCUMENTS.disclaimer.title);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
