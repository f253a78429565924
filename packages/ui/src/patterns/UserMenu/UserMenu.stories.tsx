import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: { status: 'signed-in', firstName: 'Priya', lastName: 'Sharma', onSelect: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['guest', 'loading', 'signed-in'] } },
  // Room below and to the left for the open menu, which is right-aligned to the button.
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: 240 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  tags: ['state:usermenu-guest'],
  args: { status: 'guest', firstName: undefined, lastName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Guest' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Sign In']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('signin');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  name: 'Loading user',
  tags: ['state:usermenu-loading'],
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    // The name is not shown until the user has loaded, even when the page already knows it.
    const button = within(canvasElement).getByRole('button', { name: 'Guest' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A spinner stands in for the avatar (hidden from screen readers, which hear aria-busy).
    await expect(within(button).getByRole('status', { hidden: true })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Priya Sharma')).toBeNull();
  },
};

export const SignedInOpen: Story = {
  name: 'Signed in, menu open',
  tags: ['state:usermenu-signed-in'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Priya Sharma' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'My Bookings',
      'My Membership',
      'Logout',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());

    // Arrows move and wrap; Home and End jump.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[3]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(items[3]).toHaveFocus());
    await userEvent.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());

    // Escape closes and hands focus back to the button; nothing was chosen.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();

    // Space opens again; the screenshot shows the open menu with the first item highlighted.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const StaffOpen: Story = {
  name: 'Signed in as staff: the staff area too',
  args: { status: 'signed-in', firstName: 'Meera', lastName: 'Iyer', staff: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Meera Iyer' }));
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'My Bookings',
      'My Membership',
      'Staff area',
      'Logout',
    ]);
    await userEvent.click(items[3]!);
    await expect(args.onSelect).toHaveBeenCalledWith('staff');
    await userEvent.click(canvas.getByRole('button', { name: 'Meera Iyer' }));
  },
};

export const SelectLogout: Story = {
  name: 'Signed in, choosing Logout',
  tags: ['state:usermenu-signed-in'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Priya Sharma' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const NameUnknown: Story = {
  name: 'Signed in, name unknown',
  args: { firstName: undefined, lastName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guest' }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(4);
  },
};

export const LongNameMobile: Story = {
  name: 'Long name on a phone',
  args: { firstName: 'Venkata Lakshmi', lastName: 'Subramaniam' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Venkata Lakshmi Subramaniam' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(343);
  },
};
