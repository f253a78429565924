import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { errorResponse, mockAnswer } from '../mocks/handlers';
import { staffForbiddenHandlers, staffHandlers } from '../mocks/handlers/staff';
import { animationsDone, expectNoSideScroll } from '../testing/storyUtils';
import StaffPage from './StaffPage';

// /staff: the staff area (ours; the spec shows no admin behaviour). The states come from the staff calls' msw answers:
// the stateful staffHandlers approve and mark refunds as the server does. Each part of the area has its own stories
// beside its pattern (packages/ui/src/patterns/Staff*); these show the whole page over the calls.
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
type Canvas = ReturnType<typeof within>;

const t = staffCopy.testimonials;
const s = staffCopy.sessions;
const r = staffCopy.refunds;
const cc = staffCopy.coupons;
const sectionsLoading = new RegExp(
  `^(${[s.loading, r.loading, t.loading, cc.loading, staffCopy.inquiries.loading].join('|')})$`,
);

interface StaffStory extends Pick<Story, 'name' | 'tags' | 'globals'> {
  /** The calls' answers, made for each run (default: the stateful staff calls). */
  calls?: () => RequestHandler[];
  /** A text the page shows once its calls answered; play starts after it. */
  ready?: string;
  play(canvas: Canvas, canvasElement: HTMLElement): Promise<void>;
}

/** A page story over the staff calls: its answers fresh for each run, play once the page is ready, then the settle. */
const staffStory = ({ calls = () => staffHandlers(), ready, play, ...story }: StaffStory): Story => ({
  ...story,
  beforeEach({ msw }) {
    msw.use(...calls());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (ready) await canvas.findByText(ready);
    // The screenshot is of the whole page: every section's list has answered (or failed) before play.
    await waitFor(() => expect(canvas.queryByText(sectionsLoading)).toBeNull());
    await play(canvas, canvasElement);
    await animationsDone();
  },
});

/** The stateful staff calls, after answers that win over them (msw.use() puts the first handler first). */
const overStaff =
  (...winning: RequestHandler[]) =>
  () => [...winning, ...staffHandlers()];

const serviceUnavailable = () => errorResponse(503, { message: 'Service unavailable' });

/** A list item of a staff list, by the start of its heading. */
const itemIn = (canvasElement: HTMLElement, listName: string, headingStart: string) => {
  const list = within(canvasElement).getByRole('list', { name: listName });
  return within(
    within(list)
      .getByRole('heading', { level: 3, name: new RegExp(`^${headingStart}`) })
      .closest('li')!,
  );
};
const itemOf = (canvasElement: HTMLElement, author: string) =>
  itemIn(canvasElement, staffCopy.tabs.testimonials, author);
const refundOf = (canvasElement: HTMLElement, name: string) => itemIn(canvasElement, staffCopy.tabs.refunds, name);
const couponOf = (canvasElement: HTMLElement, code: string) =>
  itemIn(canvasElement, staffCopy.tabs.coupons, `${code},`);

/** The new-coupon form with a code and a percent typed in. */
const newCoupon = async (canvasElement: HTMLElement, code: string, percent: string) => {
  const form = within(within(canvasElement).getByRole('form', { name: cc.create.heading }));
  await userEvent.type(form.getByLabelText(cc.create.code), code);
  await userEvent.type(form.getByLabelText(cc.create.percent), percent);
  return form;
};

export const List: Story = staffStory({
  name: 'Testimonials and contact messages',
  ready: t.waiting(2),
  play: async (canvas, canvasElement) => {
    await expect(canvas.getByText(t.waiting(2))).toBeVisible();
    const kiran = itemOf(canvasElement, 'Kiran');
    await expect(kiran.getByRole('checkbox', { name: t.approveSite })).toBeDisabled();
    await expect(kiran.getByText(t.noConsentReason)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meera Iyer' })).toBeVisible();
  },
});

export const Approving: Story = staffStory({
  name: 'Approved for the site and the home page',
  ready: t.waiting(2),
  play: async (canvas, canvasElement) => {
    const deepa = itemOf(canvasElement, 'Deepa');
    await userEvent.click(deepa.getByRole('checkbox', { name: t.showOnHome }));
    await waitFor(() => expect(deepa.getByText(t.status.home)).toBeVisible());
    await expect(deepa.getByRole('checkbox', { name: t.approveSite })).toBeChecked();
    await waitFor(() => expect(canvas.getByText(t.waiting(1))).toBeVisible());
  },
});

export const OnAPhone: Story = staffStory({
  name: 'On a 360 px phone',
  globals: { viewport: { value: 'small' } },
  ready: t.waiting(2),
  play: (_canvas, canvasElement) => expectNoSideScroll(canvasElement),
});

export const Empty: Story = staffStory({
  name: 'Nothing yet',
  calls: () => staffHandlers('empty'),
  play: async (canvas) => {
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await expect(await canvas.findByText(staffCopy.inquiries.empty)).toBeVisible();
    await expect(await canvas.findByText(cc.empty)).toBeVisible();
  },
});

const lists = ['staffTestimonials', 'staffInquiries', 'staffSessions', 'staffRefunds', 'staffCoupons'] as const;

export const Failed: Story = staffStory({
  name: 'Server error',
  calls: () => lists.map((call) => mockAnswer(call, () => errorResponse(500, { detail: 'A server error occurred.' }))),
  play: async (canvas) => {
    await expect(await canvas.findByText(/Unable to load the testimonials/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the contact messages/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the sessions/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the refund requests/)).toBeVisible();
    await expect(await canvas.findByText(/Unable to load the coupons/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t.retry })).toHaveLength(5);
  },
});

export const SaveRefused: Story = staffStory({
  name: 'A change the server refused',
  calls: overStaff(mockAnswer('staffUpdateTestimonial', serviceUnavailable)),
  ready: t.waiting(2),
  play: async (_canvas, canvasElement) => {
    const arjun = itemOf(canvasElement, 'Arjun');
    await userEvent.click(arjun.getByRole('checkbox', { name: t.approveSite }));
    await expect(await arjun.findByText(t.saveFailed('Service unavailable'))).toBeVisible();
    await expect(arjun.getByRole('checkbox', { name: t.approveSite })).not.toBeChecked();
  },
});

export const NotStaff: Story = staffStory({
  name: 'Signed in without the staff role',
  calls: () => staffForbiddenHandlers(),
  play: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: staffCopy.notStaff.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffCopy.notStaff.home })).toHaveAttribute('href', '/');
  },
});

export const DaySessions: Story = staffStory({
  name: "Today's sessions and refunds waiting",
  tags: ['state:staff-day-sessions', 'state:staff-refunds-waiting'],
  play: async (canvas, canvasElement) => {
    const sessions = await canvas.findByRole('list', { name: staffCopy.tabs.sessions });
    await expect(within(sessions).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByLabelText(s.dateLabel)).toHaveValue('2026-11-21');
    await expect(await canvas.findByText(r.waiting(2))).toBeVisible();
    await expect(refundOf(canvasElement, 'Kavya Nair').getByText(r.status.refunded)).toBeVisible();
  },
});

export const AnotherDay: Story = staffStory({
  name: 'Another day, without sessions',
  tags: ['state:staff-sessions-none'],
  play: async (canvas) => {
    const day = await canvas.findByLabelText(s.dateLabel);
    await waitFor(() => expect(day).toHaveValue('2026-11-21'));
    // A date input is set whole, as the browser's picker does.
    await fireEvent.change(day, { target: { value: '2026-11-23' } });
    await expect(await canvas.findByText(s.empty)).toBeVisible();
  },
});

/** The confirmation of Rohan Das's refund, opened from his item. */
const confirmRohan = async (canvasElement: HTMLElement) => {
  await userEvent.click(refundOf(canvasElement, 'Rohan Das').getByRole('button', { name: r.mark }));
  return screen.findByRole('dialog', { name: r.mark });
};

export const ConfirmRefund: Story = staffStory({
  name: 'Confirming a refund',
  tags: ['state:staff-refund-confirm'],
  ready: r.waiting(2),
  play: async (_canvas, canvasElement) => {
    const dialog = await confirmRohan(canvasElement);
    // The dialog's content becomes visible as it opens (a frame or two after it is in the tree).
    await waitFor(() => expect(within(dialog).getByText(r.confirm('₹5,900', 'Rohan Das'))).toBeVisible());
  },
});

export const Refunded: Story = staffStory({
  name: 'A refund marked refunded',
  tags: ['state:staff-refund-marked'],
  ready: r.waiting(2),
  play: async (canvas, canvasElement) => {
    const dialog = await confirmRohan(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: r.confirmYes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(r.waiting(1))).toBeVisible();
    await expect(refundOf(canvasElement, 'Rohan Das').getByText(r.status.refunded)).toBeVisible();
  },
});

export const ExportRangeBackwards: Story = staffStory({
  name: 'An export range that ends before it starts',
  tags: ['state:staff-export-bad-range'],
  play: async (canvas) => {
    const to = await canvas.findByLabelText(staffCopy.exports.to);
    await fireEvent.change(to, { target: { value: '2026-10-31' } });
    await expect(await canvas.findByText(staffCopy.errors.badRange)).toBeVisible();
    await expect(canvas.getByRole('button', { name: staffCopy.exports.download })).toBeDisabled();
  },
});

export const Coupons: Story = staffStory({
  name: 'Coupons with their limits and uses',
  tags: ['state:staff-coupons-list'],
  ready: cc.count(2, 3),
  play: async (canvas, canvasElement) => {
    await expect(canvas.getByText(cc.count(2, 3))).toBeVisible();
    const diwali = couponOf(canvasElement, 'DIWALI25');
    await expect(diwali.getByText(cc.used(47, 50))).toBeVisible();
    await expect(diwali.getByText(cc.perPerson(1))).toBeVisible();
    await expect(diwali.getByText(cc.expires('2026-11-30'))).toBeVisible();
    await expect(diwali.getByText(cc.reserved(2))).toBeVisible();
    const student = couponOf(canvasElement, 'STUDENT15');
    await expect(student.getByText(cc.status.paused)).toBeVisible();
    await expect(student.getByRole('button', { name: cc.resume })).toBeVisible();
    await expect(couponOf(canvasElement, 'WELCOME10').getByText(cc.noExpiry)).toBeVisible();
  },
});

export const CouponCreated: Story = staffStory({
  name: 'A coupon created',
  tags: ['state:staff-coupon-created'],
  ready: cc.count(2, 3),
  play: async (_canvas, canvasElement) => {
    const form = await newCoupon(canvasElement, 'newyear20', '20');
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
  },
});

export const CouponInvalid: Story = staffStory({
  name: 'A new coupon with mistakes',
  tags: ['state:staff-coupon-invalid'],
  ready: cc.count(2, 3),
  play: async (_canvas, canvasElement) => {
    const form = await newCoupon(canvasElement, 'half off', '95');
    await userEvent.type(form.getByLabelText(cc.create.maxRedemptions), 'lots');
    await userEvent.click(form.getByRole('checkbox', { name: cc.create.memberships }));
    await userEvent.click(form.getByRole('checkbox', { name: cc.create.bookings }));
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.errors.code)).toBeVisible();
    await expect(form.getByText(cc.errors.percent)).toBeVisible();
    await expect(form.getByText(cc.errors.limit)).toBeVisible();
    await expect(form.getByText(cc.errors.appliesTo)).toBeVisible();
    await expect(form.getByLabelText(cc.create.code)).toHaveAttribute('aria-invalid', 'true');
  },
});

export const CouponCodeTaken: Story = staffStory({
  name: 'A new coupon whose code exists',
  tags: ['state:staff-coupon-code-taken'],
  ready: cc.count(2, 3),
  play: async (canvas, canvasElement) => {
    const form = await newCoupon(canvasElement, 'welcome10', '15');
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.create.failed(cc.errors.codeTaken('WELCOME10')))).toBeVisible();
    await expect(canvas.getByText(cc.count(2, 3))).toBeVisible();
  },
});

export const CouponPaused: Story = staffStory({
  name: 'A coupon paused',
  tags: ['state:staff-coupon-paused'],
  ready: cc.count(2, 3),
  play: async (canvas, canvasElement) => {
    await userEvent.click(couponOf(canvasElement, 'DIWALI25').getByRole('button', { name: cc.pause }));
    await expect(await canvas.findByText(cc.count(1, 3))).toBeVisible();
    const diwali = couponOf(canvasElement, 'DIWALI25');
    await expect(diwali.getByText(cc.status.paused)).toBeVisible();
    await expect(diwali.getByRole('button', { name: cc.resume })).toBeVisible();
  },
});

export const CouponPauseFailed: Story = staffStory({
  name: 'A pause the server refused',
  tags: ['state:staff-coupon-pause-failed'],
  calls: overStaff(mockAnswer('staffUpdateCoupon', serviceUnavailable)),
  ready: cc.count(2, 3),
  play: async (_canvas, canvasElement) => {
    const welcome = couponOf(canvasElement, 'WELCOME10');
    await userEvent.click(welcome.getByRole('button', { name: cc.pause }));
    await expect(await welcome.findByText(cc.saveFailed('Service unavailable'))).toBeVisible();
    await expect(welcome.getByText(cc.status.active)).toBeVisible();
  },
});
