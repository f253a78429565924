import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingSummary } from './BookingSummary';

const meta = {
  title: 'Components/BookingSummary',
  component: BookingSummary,
  args: {
    service: 'Individual Counselling (Virtual)',
    date: '2026-11-21',
    time: '14:15',
    duration: '01:00:00',
    price: 5000,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term of the summary's definition list. */
function valueOf(canvasElement: HTMLElement, term: string): string | null | undefined {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

export const DateAndTimeChosen: Story = {
  name: 'Date and time chosen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Booking summary' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Service')).toBe('Individual Counselling (Virtual)');
    await expect(valueOf(canvasElement, 'Date')).toBe('Sat, 21 Nov 2026');
    await expect(valueOf(canvasElement, 'Time')).toBe('2:15 pm IST');
    await expect(valueOf(canvasElement, 'Duration')).toBe('60 minutes');
    await expect(valueOf(canvasElement, 'Price')).toBe('₹5,000');
    await expect(canvas.queryByText('Coupon code')).not.toBeInTheDocument();
    await expect(canvas.queryByText('GST number')).not.toBeInTheDocument();
  },
};

export const NothingChosen: Story = {
  name: 'Nothing chosen yet',
  args: { date: undefined, time: undefined },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Date')).toBe('Not selected yet');
    await expect(valueOf(canvasElement, 'Time')).toBe('Not selected yet');
    await expect(valueOf(canvasElement, 'Price')).toBe('₹5,000');
  },
};

export const WithCouponAndGst: Story = {
  name: 'With coupon and GST number',
  args: {
    service: 'Family Counselling (Virtual)',
    date: '2026-11-27',
    time: '08:00',
    price: 50000,
    coupon: ' CALM10 ',
    gst: '29ABCDE1234F1Z5',
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Coupon code')).toBe('CALM10');
    await expect(valueOf(canvasElement, 'GST number')).toBe('29ABCDE1234F1Z5');
    await expect(valueOf(canvasElement, 'Time')).toBe('8:00 am IST');
    await expect(valueOf(canvasElement, 'Date')).toBe('Fri, 27 Nov 2026');
    // Indian digit grouping.
    await expect(valueOf(canvasElement, 'Price')).toBe('₹50,000');
  },
};

export const StudentCard: Story = {
  name: 'Student card, 30 minutes',
  args: { service: 'Student Empowerment Card (Virtual)', duration: '00:30:00', price: 2000, time: '19:15' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Duration')).toBe('30 minutes');
    await expect(valueOf(canvasElement, 'Time')).toBe('7:15 pm IST');
    await expect(valueOf(canvasElement, 'Price')).toBe('₹2,000');
  },
};

export const LakhPrice: Story = {
  name: 'Price in lakhs on a phone',
  args: { service: 'Comprehensive Employee Assistance Programme', price: 100000, duration: 60 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Price')).toBe('₹1,00,000');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
