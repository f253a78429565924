import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompleteProfileDialog } from './CompleteProfileDialog';

const copy = accountsCopy.completeProfile;
const PROFILE_MISSING_FIELDS = validationCopy.completeProfile.missing;
const PROFILE_INVALID_MOBILE = validationCopy.completeProfile.mobile;
const PROFILE_UPDATE_FAILED = copy.failed;

const meta = {
  title: 'Components/CompleteProfileDialog',
  component: CompleteProfileDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(async () => {}) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CompleteProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: copy.title });

export const Empty: Story = {
  name: 'Complete Your Profile',
  tags: ['state:complete-profile-empty'],
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByLabelText(copy.mobile)).toHaveAttribute('maxLength', '10');
    await expect(view.getByLabelText(copy.state)).toBeDisabled();
    await expect(view.getByLabelText(copy.city)).toBeDisabled();
    // Only the Close button closes it: Escape and a click on the backdrop do nothing.
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]');
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    view.getByLabelText(copy.mobile).focus();
  },
};

export const India: Story = {
  name: 'India: state from a list',
  tags: ['state:complete-profile-india'],
  play: async () => {
    const view = within(dialog());
    await userEvent.selectOptions(view.getByLabelText(copy.country), 'India');
    const state = view.getByRole('combobox', { name: copy.state });
    // 36 states and union territories after the placeholder.
    await expect(state.querySelectorAll('option')).toHaveLength(37);
    await userEvent.selectOptions(state, 'Telangana');
    await userEvent.type(view.getByLabelText(copy.city), 'Hyderabad');
    // A different state clears the city.
    await userEvent.selectOptions(state, 'Karnataka');
    await expect(view.getByLabelText(copy.city)).toHaveValue('');
    await userEvent.type(view.getByLabelText(copy.city), 'Bengaluru');
  },
};

export const OtherCountry: Story = {
  name: 'Other country: state as free text',
  tags: ['state:complete-profile-other-country'],
  play: async () => {
    const view = within(dialog());
    const country = view.getByLabelText(copy.country);
    await userEvent.selectOptions(country, 'India');
    await userEvent.selectOptions(view.getByLabelText(copy.state), 'Kerala');
    await userEvent.type(view.getByLabelText(copy.city), 'Kochi');
    // Another country clears state and city and turns state into a text field.
    await userEvent.selectOptions(country, 'Japan');
    const state = view.getByRole('textbox', { name: copy.state });
    await expect(state).toHaveValue('');
    await expect(view.getByLabelText(copy.city)).toHaveValue('');
    await userEvent.type(state, 'Tokyo');
    await userEvent.type(view.getByLabelText(copy.city), 'Shibuya');
  },
};

export const Errors: Story = {
  name: 'Missing fields, then a short mobile number',
  tags: ['state:complete-profile-errors'],
  play: async ({ args }) => {
    const view = within(dialog());
    const submit = view.getByRole('button', { name: copy.submit });
    await userEvent.click(submit);
    await expect(view.getByRole('alert')).toHaveTextContent(PROFILE_MISSING_FIELDS);
    await expect(view.getByLabelText(copy.mobile)).toHaveFocus();

    // Letters never reach the field; 5 digits are not a mobile number.
    await userEvent.type(view.getByLabelText(copy.mobile), '98a765');
    await expect(view.getByLabelText(copy.mobile)).toHaveValue('98765');
    await userEvent.selectOptions(view.getByLabelText(copy.country), 'India');
    await userEvent.selectOptions(view.getByLabelText(copy.state), 'Maharashtra');
    await userEvent.type(view.getByLabelText(copy.city), 'Pune');
    await userEvent.click(submit);
    await expect(view.getByRole('alert')).toHaveTextContent(PROFILE_INVALID_MOBILE);
    await expect(view.getByLabelText(copy.mobile)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Update failed',
  tags: ['state:complete-profile-failed'],
  args: {
    onSubmit: fn(async () => {
      throw new Error(PROFILE_UPDATE_FAILED);
    }),
  },
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.type(view.getByLabelText(copy.mobile), '9876543210');
    await userEvent.selectOptions(view.getByLabelText(copy.country), 'India');
    await userEvent.selectOptions(view.getByLabelText(copy.state), 'Telangana');
    await userEvent.type(view.getByLabelText(copy.city), ' Secunderabad ');
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Secunderabad',
    });
    await expect(await view.findByRole('alert')).toHaveTextContent(PROFILE_UPDATE_FAILED);
    await expect(view.getByLabelText(copy.city)).toHaveValue(' Secunderabad ');
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const view = within(dialog());
    await userEvent.type(view.getByLabelText(copy.mobile), '9876543210');
    await userEvent.selectOptions(view.getByLabelText(copy.country), 'Australia');
    await userEvent.type(view.getByLabelText(copy.state), 'Victoria');
    await userEvent.type(view.getByLabelText(copy.city), 'Melbourne');
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    await expect(await view.findByRole('button', { name: /Saving/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  name: 'Complete Your Profile on a phone',
  tags: ['state:complete-profile-india'],
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const view = within(dialog());
    await userEvent.type(view.getByLabelText(copy.mobile), '9876543210');
    await userEvent.selectOptions(view.getByLabelText(copy.country), 'India');
    await userEvent.selectOptions(view.getByLabelText(copy.state), 'Dadra and Nagar Haveli and Daman and Diu');
    await expect(dialog().getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
