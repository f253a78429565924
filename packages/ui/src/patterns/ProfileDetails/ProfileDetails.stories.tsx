import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { ProfileDetails, profileStatuses } from './ProfileDetails';

const priya = {
  username: 'priya.sharma',
  email: 'priya.sharma@example.com',
  first_name: 'Priya',
  last_name: 'Sharma',
  mobile: '9876543210',
  country: 'India',
  state: 'Telangana',
  city: 'Hyderabad',
  is_verified: true,
};

const meta = {
  title: 'Components/ProfileDetails',
  component: ProfileDetails,
  args: { status: 'loaded', user: priya, onChangePassword: fn() },
  argTypes: { status: { control: 'inline-radio', options: profileStatuses } },
  decorators: [(Story) => <div style={{ maxWidth: 880, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ProfileDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['state:profile-loading'],
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(accountsCopy.profile.loading);
    await expect(c.queryByRole('button', { name: accountsCopy.changePassword.title })).toBeNull();
  },
};

export const Loaded: Story = {
  name: 'Personal information',
  tags: ['state:profile-loaded'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Priya Sharma')).toBeVisible();
    await expect(c.getByText('Verified')).toBeVisible();
    const details = within(c.getByRole('region', { name: accountsCopy.profile.personalInformation }));
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    await expect(value('Username')).toBe('priya.sharma');
    await expect(value('Email')).toBe('priya.sharma@example.com');
    await expect(value('Mobile')).toBe('9876543210');
    await expect(value('Country')).toBe('India');
    await expect(value('State')).toBe('Telangana');
    await expect(value('City')).toBe('Hyderabad');
    await userEvent.click(c.getByRole('button', { name: accountsCopy.changePassword.title }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Unverified: Story = {
  name: 'Not verified, location missing',
  tags: ['state:profile-loaded'],
  args: {
    user: {
      username: 'rahul.k',
      email: 'rahul.k@example.com',
      first_name: 'Rahul',
      last_name: 'Kapoor',
      is_verified: false,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Not verified')).toBeVisible();
    await expect(c.getAllByText('Not provided')).toHaveLength(4);
  },
};

export const Empty: Story = {
  name: 'No profile',
  tags: ['state:profile-empty'],
  args: { status: 'empty', user: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: accountsCopy.profile.notFound })).toBeVisible();
  },
};

export const AuthRequired: Story = {
  name: 'Signed out',
  tags: ['state:profile-auth-required'],
  args: { status: 'auth-required', user: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(accountsCopy.profile.authRequired);
    await expect(alert).toHaveTextContent('You will be redirected in 5 seconds.');
  },
};

export const LoadFailed: Story = {
  name: 'Could not load',
  tags: ['state:profile-error'],
  args: { status: 'error', user: undefined, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(accountsCopy.profile.loadFailed);
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoadFailedWithMessage: Story = {
  name: 'Could not load, server message',
  tags: ['state:profile-error'],
  args: { status: 'error', user: undefined, message: accountsCopy.profile.invalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountsCopy.profile.invalid);
  },
};

export const SessionReminders: Story = {
  name: 'Session reminders on',
  tags: ['state:profile-loaded'],
  args: { onSessionRemindersChange: fn(), sessionReminders: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const section = within(c.getByRole('region', { name: accountsCopy.profile.reminders.heading }));
    const box = section.getByRole('checkbox', { name: accountsCopy.profile.reminders.label });
    await expect(box).toBeChecked();
    await expect(section.getByText(accountsCopy.profile.reminders.body)).toBeVisible();
    await userEvent.click(box);
    await expect(args.onSessionRemindersChange).toHaveBeenCalledWith(false);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SessionRemindersNotSaved: Story = {
  name: 'Session reminders, change not saved',
  tags: ['state:profile-loaded'],
  args: { onSessionRemindersChange: fn(), sessionReminders: true, remindersState: 'failed' },
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: accountsCopy.profile.reminders.heading }));
    // The page put the switch back where it was, and says the change was not saved.
    await expect(section.getByRole('checkbox', { name: accountsCopy.profile.reminders.label })).toBeChecked();
    await expect(section.getByText(accountsCopy.profile.reminders.failed)).toBeVisible();
    await expect(args.onSessionRemindersChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'Personal information on a phone',
  tags: ['state:profile-loaded'],
  globals: { viewport: { value: 'mobile' } },
  parameters: { layout: 'fullscreen' },
  // Taller than a phone screen: scroll inside a screen-high box so the screenshot shows a painted page.
  decorators: [(Story) => <div style={{ height: '100vh', overflow: 'auto', padding: 16 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(c.getByRole('button', { name: accountsCopy.changePassword.title })).toBeVisible();
  },
};

export const DeleteAccount: Story = {
  name: 'Delete my account',
  tags: ['state:profile-delete-account'],
  args: { onDeleteAccount: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const section = within(c.getByRole('region', { name: accountsCopy.profile.deleteAccount.heading }));
    await expect(section.getByText(accountsCopy.profile.deleteAccount.body)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: accountsCopy.profile.deleteAccount.action }));
    await expect(args.onDeleteAccount).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const withPincode = { ...priya, pincode: '500001' };
const editCopy = { ...accountsCopy.profile.edit, ...accountsCopy.registration };
const openEditor = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: editCopy.action }));
  // The form's code loads once the details are shown (lazy): found, not got, in case it is still on its way.
  return within(await c.findByRole('form', { name: editCopy.heading }));
};

export const Editing: Story = {
  name: 'Editing personal information',
  tags: ['state:profile-editing'],
  args: { user: withPincode, onSaveProfile: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    // The Edit button is gone: focus went to the form's first field, not to the page's start.
    await waitFor(() => expect(form.getByLabelText(new RegExp(editCopy.firstName))).toHaveFocus());
    await expect(form.getByLabelText(new RegExp(editCopy.firstName))).toHaveValue('Priya');
    await expect(form.getByLabelText(new RegExp(editCopy.mobile))).toHaveValue('9876543210');
    await expect(form.getByRole('combobox', { name: new RegExp(editCopy.state) })).toHaveValue('Telangana');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditErrors: Story = {
  name: 'Editing, errors per field',
  tags: ['state:profile-edit-errors'],
  args: { user: withPincode, onSaveProfile: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const form = await openEditor(canvasElement);
    await userEvent.clear(form.getByLabelText(new RegExp(editCopy.firstName)));
    await userEvent.clear(form.getByLabelText(new RegExp(editCopy.mobile)));
    await userEvent.type(form.getByLabelText(new RegExp(editCopy.mobile)), '12345');
    await userEvent.click(form.getByRole('button', { name: editCopy.save }));
    await expect(await form.findByText(validationCopy.registration.name)).toBeVisible();
    await expect(form.getByText(validationCopy.registration.mobile)).toBeVisible();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditSaving: Story = {
  name: 'Editing, saving',
  tags: ['state:profile-edit-saving'],
  args: { user: withPincode, onSaveProfile: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await userEvent.click(form.getByRole('button', { name: editCopy.save }));
    await expect(await form.findByRole('button', { name: new RegExp(editCopy.saving) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EditNotSaved: Story = {
  name: 'Editing, not saved',
  tags: ['state:profile-edit-errors'],
  args: { user: withPincode, onSaveProfile: fn(async () => Promise.reject(new Error('Please select a city'))) },
  play: async ({ canvasElement }) => {
    const form = await openEditor(canvasElement);
    await userEvent.clear(form.getByLabelText(new RegExp(editCopy.lastName)));
    await userEvent.type(form.getByLabelText(new RegExp(editCopy.lastName)), 'Verma');
    await userEvent.click(form.getByRole('button', { name: editCopy.save }));
    await expect(await form.findByText('Please select a city')).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabelText(new RegExp(editCopy.lastName))).toHaveValue('Verma');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditSaved: Story = {
  name: 'Edited and saved',
  tags: ['state:profile-edit-saved'],
  args: { user: withPincode, onSaveProfile: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const form = await openEditor(canvasElement);
    await userEvent.click(form.getByRole('button', { name: editCopy.save }));
    await expect(await within(canvasElement).findByText(editCopy.saved)).toBeVisible();
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      first_name: 'Priya',
      last_name: 'Sharma',
      mobile: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Hyderabad',
      pincode: '500001',
    });
    // The form it replaced gives the focus back to the Edit button.
    await expect(within(canvasElement).getByRole('button', { name: editCopy.action })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditCancelledByKeyboard: Story = {
  name: 'Editing, cancelled by keyboard',
  args: { user: withPincode, onSaveProfile: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: editCopy.action }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await c.findByRole('form', { name: editCopy.heading }));
    await waitFor(() => expect(form.getByLabelText(new RegExp(editCopy.firstName))).toHaveFocus());
    form.getByRole('button', { name: editCopy.cancel }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.queryByRole('form', { name: editCopy.heading })).not.toBeInTheDocument();
    await expect(c.getByRole('button', { name: editCopy.action })).toHaveFocus();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
