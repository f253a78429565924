import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { errorResponse, mockAnswer } from '../mocks/handlers';
import { staffForbiddenHandlers, staffHandlers } from '../mocks/handlers/staff';
import { animationsDone, expectNoSideScroll } from '../testing/storyUtils';
import StaffPage from './StaffPage';

// /staff: the staff area (ours; the spec shows no admin behaviour). The states come from the staff calls' msw answers:
// the stateful staffHandlers approve and mark refunds as the server does.
const meta = {
  title: 'Pages/Staff',
  component: StaffPage,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/staff' },
    auth: 'signed-in',
  },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = staffCopy.testimonials;

const itemOf = (canvasElement: HTMLElement, author: string) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: staffCopy.tabs.testimonials });
  const heading = within(list).getByRole('heading', { level: 3, name: new RegExp(`^${author}`) });
  return within(heading.closest('li')!);
};

export const List: Story = {
  name: 'Testimonials and contact messages',
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.waiting(2))).toBeVisible();
    const kiran = itemOf(canvasElement, 'Kiran');
    await expect(kiran.getByRole('checkbox', { name: t.approveSite })).toBeDisabled();
    await expect(kiran.getByText(t.noConsentReason)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meera Iyer' })).toBeVisible();
    await animationsDone();
  },
};

export const Approving: Story = {
  name: 'Approved for the site and the home page',
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t.waiting(2));
    const deepa = itemOf(canvasElement, 'Deepa');
    await userEvent.click(deepa.getByRole('checkbox', { name: t.showOnHome }));
    await waitFor(() => expect(deepa.getByText(t.status.home)).toBeVisible());
    await expect(deepa.getByRole('checkbox', { name: t.approveSite })).toBeChecked();
    await waitFor(() => expect(canvas.getByText(t.waiting(1))).toBeVisible());
    await animationsDone();
  },
};

export const OnAPhone: Story = {
  name: 'On a 360 px phone',
  globals: { viewport: { value: 'small' } },
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t.waiting(2));
    await expectNoSideScroll(canvasElement);
    await animationsDone();
  },
};

export const Empty: Story = {
  name: 'Nothing yet',
  beforeEach({ msw }) {
    msw.use(...staffHandlers('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await expect(await canvas.findByText(staffCopy.inquiries.empty)).toBeVisible();
    await expect(await canvas.findByText(staffCopy.coupons.empty)).toBeVisible();
    await animationsDone();
  },
};

export const Failed: Story = {
  name: 'Server error',
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('staffTestimonials', () => errorResponse(500, { detail: 'A server error occurred.' })),
      mockAnswer('staffInquiries', () => errorResponse(500, { detail: 'A server error occurred.' })),
      mockAnswer('staffSessions', () => errorResponse(500, { detail: 'A server error occurred.' })),
      mockAnswer('staffRefunds', () => errorResponse(500, { detail: 'A server error occurred.' })),
      mockAnswer('staffCoupons', () => errorResponse(500, { detail: 'A server error occurred.' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Unable to load the testimonials/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the contact messages/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the sessions/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the refund requests/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the coupons/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t.retry })).toHaveLength(5);
    await animationsDone();
  },
};

export const SaveRefused: Story = {
  name: 'A change the server refused',
  beforeEach({ msw }) {
    // msw.use() puts the first handler first: the refusal wins over the stateful update.
    msw.use(
      mockAnswer('staffUpdateTestimonial', () => errorResponse(503, { message: 'Service unavailable' })),
      ...staffHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t.waiting(2));
    const arjun = itemOf(canvasElement, 'Arjun');
    await userEvent.click(arjun.getByRole('checkbox', { name: t.approveSite }));
    await expect(await arjun.findByText(t.saveFailed('Service unavailable'))).toBeVisible();
    await expect(arjun.getByRole('checkbox', { name: t.approveSite })).not.toBeChecked();
    await animationsDone();
  },
};

export const NotStaff: Story = {
  name: 'Signed in without the staff role',
  beforeEach({ msw }) {
    msw.use(...staffForbiddenHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: staffCopy.notStaff.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffCopy.notStaff.home })).toHaveAttribute('href', '/');
    await animationsDone();
  },
};

const s = staffCopy.sessions;
const r = staffCopy.refunds;

const refundOf = (canvasElement: HTMLElement, name: string) => {
  const list = within(canvasElement).getByRole('list', { name: staffCopy.tabs.refunds });
  return within(
    within(list)
      .getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })
      .closest('li')!,
  );
};

export const DaySessions: Story = {
  name: "Today's sessions and refunds waiting",
  tags: ['state:staff-day-sessions', 'state:staff-refunds-waiting'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = await canvas.findByRole('list', { name: staffCopy.tabs.sessions });
    await expect(within(sessions).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByLabelText(s.dateLabel)).toHaveValue('2026-11-21');
    await expect(await canvas.findByText(r.waiting(2))).toBeVisible();
    await expect(refundOf(canvasElement, 'Kavya Nair').getByText(r.status.refunded)).toBeVisible();
    await animationsDone();
  },
};

export const AnotherDay: Story = {
  name: 'Another day, without sessions',
  tags: ['state:staff-sessions-none'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = await canvas.findByLabelText(s.dateLabel);
    await waitFor(() => expect(day).toHaveValue('2026-11-21'));
    // A date input is set whole, as the browser's picker does.
    await fireEvent.change(day, { target: { value: '2026-11-23' } });
    await expect(await canvas.findByText(s.empty)).toBeVisible();
    await animationsDone();
  },
};

export const ConfirmRefund: Story = {
  name: 'Confirming a refund',
  tags: ['state:staff-refund-confirm'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(r.waiting(2));
    await userEvent.click(refundOf(canvasElement, 'Rohan Das').getByRole('button', { name: r.mark }));
    const dialog = await screen.findByRole('dialog', { name: r.mark });
    // The dialog's content becomes visible as it opens (a frame or two after it is in the tree).
    await waitFor(() => expect(within(dialog).getByText(r.confirm('₹5,900', 'Rohan Das'))).toBeVisible());
    await animationsDone();
  },
};

export const Refunded: Story = {
  name: 'A refund marked refunded',
  tags: ['state:staff-refund-marked'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(r.waiting(2));
    await userEvent.click(refundOf(canvasElement, 'Rohan Das').getByRole('button', { name: r.mark }));
    const dialog = await screen.findByRole('dialog', { name: r.mark });
    await userEvent.click(within(dialog).getByRole('button', { name: r.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(r.waiting(1))).toBeVisible();
    await expect(refundOf(canvasElement, 'Rohan Das').getByText(r.status.refunded)).toBeVisible();
    await animationsDone();
  },
};

export const ExportRangeBackwards: Story = {
  name: 'An export range that ends before it starts',
  tags: ['state:staff-export-bad-range'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = await canvas.findByLabelText(staffCopy.exports.to);
    await fireEvent.change(to, { target: { value: '2026-10-31' } });
    await expect(await canvas.findByText(staffCopy.errors.badRange)).toBeVisible();
    await expect(canvas.getByRole('button', { name: staffCopy.exports.download })).toBeDisabled();
    await animationsDone();
  },
};

const cc = staffCopy.coupons;

const couponOf = (canvasElement: HTMLElement, code: string) => {
  const list = within(canvasElement).getByRole('list', { name: staffCopy.tabs.coupons });
  return within(
    within(list)
      .getByRole('heading', { level: 3, name: new RegExp(`^${code},`) })
      .closest('li')!,
  );
};

const newCoupon = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: cc.create.heading }));

export const Coupons: Story = {
  name: 'Coupons with their limits and uses',
  tags: ['state:staff-coupons-list'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(cc.count(2, 3))).toBeVisible();
    const diwali = couponOf(canvasElement, 'DIWALI25');
    await expect(diwali.getByText(cc.used(47, 50))).toBeVisible();
    await expect(diwali.getByText(cc.perPerson(1))).toBeVisible();
    await expect(diwali.getByText(cc.expires('2026-11-30'))).toBeVisible();
    await expect(diwali.getByText(cc.reserved(2))).toBeVisible();
    const student = couponOf(canvasElement, 'STUDENT15');
    await expect(student.getByText(cc.status.paused)).toBeVisible();
    await expect(student.getByRole('button', { name: cc.resume })).toBeVisible();
    await expect(couponOf(canvasElement, 'WELCOME10').getByText(cc.noExpiry)).toBeVisible();
    await animationsDone();
  },
};

export const CouponCreated: Story = {
  name: 'A coupon created',
  tags: ['state:staff-coupon-created'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(cc.count(2, 3));
    const form = newCoupon(canvasElement);
    await userEvent.type(form.getByLabelText(cc.create.code), 'newyear20');
    await userEvent.type(form.getByLabelText(cc.create.percent), '20');
    await fireEvent.change(form.getByLabelText(cc.create.expiresOn), { target: { value: '2027-01-07' } });
    await userEvent.type(form.getByLabelText(cc.create.maxRedemptions), '100');
    await userEvent.type(form.getByLabelText(cc.create.maxPerPerson), '1');
    await userEvent.click(form.getByRole('checkbox', { name: cc.create.memberships }));
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.create.created('NEWYEAR20'))).toBeVisible();
    const created = couponOf(canvasElement, 'NEWYEAR20');
    await expect(created.getByText(cc.appliesTo.booking)).toBeVisible();
    await expect(created.getByText(cc.used(0, 100))).toBeVisible();
    await expect(form.getByLabelText(cc.create.code)).toHaveValue('');
    await animationsDone();
  },
};

export const CouponInvalid: Story = {
  name: 'A new coupon with mistakes',
  tags: ['state:staff-coupon-invalid'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(cc.count(2, 3));
    const form = newCoupon(canvasElement);
    await userEvent.type(form.getByLabelText(cc.create.code), 'half off');
    await userEvent.type(form.getByLabelText(cc.create.percent), '95');
    await userEvent.type(form.getByLabelText(cc.create.maxRedemptions), 'lots');
    await userEvent.click(form.getByRole('checkbox', { name: cc.create.memberships }));
    await userEvent.click(form.getByRole('checkbox', { name: cc.create.bookings }));
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.errors.code)).toBeVisible();
    await expect(form.getByText(cc.errors.percent)).toBeVisible();
    await expect(form.getByText(cc.errors.limit)).toBeVisible();
    await expect(form.getByText(cc.errors.appliesTo)).toBeVisible();
    await expect(form.getByLabelText(cc.create.code)).toHaveAttribute('aria-invalid', 'true');
    await animationsDone();
  },
};

export const CouponCodeTaken: Story = {
  name: 'A new coupon whose code exists',
  tags: ['state:staff-coupon-code-taken'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(cc.count(2, 3));
    const form = newCoupon(canvasElement);
    await userEvent.type(form.getByLabelText(cc.create.code), 'welcome10');
    await userEvent.type(form.getByLabelText(cc.create.percent), '15');
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.create.failed(cc.errors.codeTaken('WELCOME10')))).toBeVisible();
    await expect(canvas.getByText(cc.count(2, 3))).toBeVisible();
    await animationsDone();
  },
};

export const CouponPaused: Story = {
  name: 'A coupon paused',
  tags: ['state:staff-coupon-paused'],
  beforeEach({ msw }) {
    msw.use(...staffHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(cc.count(2, 3));
    await userEvent.click(couponOf(canvasElement, 'DIWALI25').getByRole('button', { name: cc.pause }));
    await expect(await canvas.findByText(cc.count(1, 3))).toBeVisible();
    const diwali = couponOf(canvasElement, 'DIWALI25');
    await expect(diwali.getByText(cc.status.paused)).toBeVisible();
    await expect(diwali.getByRole('button', { name: cc.resume })).toBeVisible();
    await animationsDone();
  },
};

export const CouponPauseFailed: Story = {
  name: 'A pause the server refused',
  tags: ['state:staff-coupon-pause-failed'],
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('staffUpdateCoupon', () => errorResponse(503, { message: 'Service unavailable' })),
      ...staffHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(cc.count(2, 3));
    const welcome = couponOf(canvasElement, 'WELCOME10');
    await userEvent.click(welcome.getByRole('button', { name: cc.pause }));
    await expect(await welcome.findByText(cc.saveFailed('Service unavailable'))).toBeVisible();
    await expect(welcome.getByText(cc.status.active)).toBeVisible();
    await animationsDone();
  },
};
