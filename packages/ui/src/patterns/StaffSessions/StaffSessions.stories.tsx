import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { SAMPLE_SESSIONS_DATE, sampleStaffSessions } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import { StaffSessions } from './StaffSessions';

const s = staffCopy.sessions;

const meta = {
  title: 'Components/StaffSessions',
  component: StaffSessions,
  args: { items: sampleStaffSessions, date: SAMPLE_SESSIONS_DATE, onDateChange: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  name: "A day's sessions",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: staffCopy.tabs.sessions });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '09:15 to 10:15 IST, Individual Counselling (Virtual)',
      '16:45 to 17:45 IST, Couples Counselling (Virtual)',
    ]);
    await expect(canvas.getByText(s.count(2))).toBeVisible();
    await expect(within(list).getByText(s.paidBy.credits)).toBeVisible();
    await expect(within(list).getAllByRole('link', { name: s.join })).toHaveLength(2);
    // A date input is set whole, as the browser's picker does.
    await fireEvent.change(canvas.getByLabelText(s.dateLabel), { target: { value: '2026-11-22' } });
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-22');
  },
};

export const NoLink: Story = {
  name: 'A session without a meeting link, of a deleted account',
  args: { items: [{ ...sampleStaffSessions[0]!, meeting_link: null, client_name: '', email: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(s.noLink)).toBeVisible();
    await expect(canvas.getByText(staffCopy.erasedClient)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'A day without sessions',
  args: { items: [], date: '2026-11-23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(s.empty)).toBeVisible();
    await expect(canvas.getByLabelText(s.dateLabel)).toHaveValue('2026-11-23');
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { items: undefined, date: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(s.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, date: '', loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Unable to load the sessions/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: s.retry })).toBeVisible();
  },
};
