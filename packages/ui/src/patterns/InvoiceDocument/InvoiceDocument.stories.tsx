import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleInvoice } from '@sukoon/contracts/schemas/invoices.fixtures';
import { onAPhone } from '../../storyFixtures';
import { InvoiceDocument } from './InvoiceDocument';

const meta = {
  title: 'Components/InvoiceDocument',
  component: InvoiceDocument,
  args: { invoice: sampleInvoice('36'), onPrint: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InvoiceDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client in Telangana, the company's own state: CGST and SGST at 9% each. */
export const WithinTheState: Story = {
  name: 'Within Telangana: CGST and SGST',
  tags: ['state:invoice-intra-state'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Tax invoice' })).toBeVisible();
    await expect(canvas.getByText('SUK/26-27/00042')).toBeVisible();
    await expect(canvas.getByText('Telangana (36)', { selector: 'dd' })).toBeVisible();
    // The payment's id under the name /payment-status and the mails give it.
    await expect(canvas.getByText('Order ID').nextElementSibling).toHaveTextContent('SKN7Q2M4X9T1B8C5');
    const amounts = within(canvas.getByRole('region', { name: 'Amounts' }));
    await expect(amounts.getByText('CGST at 9%').nextElementSibling).toHaveTextContent('₹381.36');
    await expect(amounts.getByText('SGST at 9%').nextElementSibling).toHaveTextContent('₹381.35');
    await expect(amounts.queryByText(/IGST/)).toBeNull();
    await expect(amounts.getByText('Total paid').nextElementSibling).toHaveTextContent('₹5,000.00');
    await expect(canvas.getByText('Rupees Five Thousand Only')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print or save as PDF' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** A client in Kerala with their GSTIN: IGST at 18%, their registration printed. */
export const AcrossStates: Story = {
  name: 'From Kerala with a GSTIN: IGST',
  tags: ['state:invoice-inter-state'],
  args: {
    invoice: sampleInvoice('32', {
      recipient: {
        name: 'Kavya Nair',
        address: ['Kochi'],
        gstin: '32AABCK5678L1Z7',
        state: 'Kerala (32)',
        email: 'kavya@example.com',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billedTo = within(canvas.getByRole('region', { name: 'Billed to' }));
    await expect(billedTo.getByText('GSTIN: 32AABCK5678L1Z7')).toBeVisible();
    const amounts = within(canvas.getByRole('region', { name: 'Amounts' }));
    await expect(amounts.getByText('IGST at 18%').nextElementSibling).toHaveTextContent('₹762.71');
    await expect(amounts.queryByText(/CGST|SGST/)).toBeNull();
    await expect(amounts.getByText('Taxable value').nextElementSibling).toHaveTextContent('₹4,237.29');
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const OnAPhone: Story = {
  name: 'On a phone',
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'What this invoice is for' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
