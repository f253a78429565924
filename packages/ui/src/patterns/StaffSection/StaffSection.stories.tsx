import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { sampleStaffRefunds } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import {
  StaffBadge,
  StaffClientContact,
  StaffItem,
  StaffLoaded,
  StaffSection,
  type StaffListProps,
} from './StaffSection';
import * as styles from './StaffSection.css';

type Refund = (typeof sampleStaffRefunds)[number];

// A section frame around a list as the staff patterns build it: loading, failed with Retry, empty, loaded.
function RefundFrame({ items, loadFailure, onRetry }: StaffListProps<Refund>) {
  const c = staffCopy.refunds;
  return (
    <StaffSection
      id="staff-example"
      title={staffCopy.tabs.refunds}
      summary={items?.length ? c.waiting(items.filter((item) => !item.refunded_at).length) : undefined}
    >
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={c} empty={c.empty}>
        {(refunds) => (
          <ul className={styles.list} aria-label={staffCopy.tabs.refunds}>
            {refunds.map((refund) => (
              <StaffItem
                aside={<StaffBadge tone={refund.refunded_at ? 'home' : 'waiting'}>{refund.item}</StaffBadge>}
                waiting={!refund.refunded_at}
                title={refund.client_name}
                titleId={`example-${refund.payment_id}`}
                key={refund.payment_id}
              >
                <ul className={styles.meta}>
                  <StaffClientContact email={refund.email} />
                </ul>
              </StaffItem>
            ))}
          </ul>
        )}
      </StaffLoaded>
    </StaffSection>
  );
}

const meta = {
  title: 'Components/StaffSection',
  component: RefundFrame,
  args: { items: sampleStaffRefunds, onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof RefundFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Loaded, waiting items marked',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: staffCopy.tabs.refunds })).toBeVisible();
    await expect(canvas.getByText(staffCopy.refunds.waiting(2))).toBeVisible();
    const list = canvas.getByRole('list', { name: staffCopy.tabs.refunds });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'rohan.das@example.com' })).toHaveAttribute(
      'href',
      'mailto:rohan.das@example.com',
    );
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(staffCopy.refunds.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Unable to load the refund requests\. A server error occurred\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: staffCopy.refunds.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(staffCopy.refunds.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const DeletedAccount: Story = {
  name: 'A client who deleted their account',
  args: { items: [{ ...sampleStaffRefunds[0]!, email: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(staffCopy.erasedClient)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
