import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompleteProfileDialog } from './CompleteProfileDialog';
import {
  PROFILE_INCOMPLETE,
  PROFILE_INVALID_MOBILE,
  PROFILE_MISSING_FIELDS,
  PROFILE_UPDATE_FAILED,
} from './completeProfileForm';

const meta = {
  title: 'Components/CompleteProfileDialog',
  component: CompleteProfileDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(async () => {}) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CompleteProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Complete Your Profile' });

export const Empty: Story = {
  name: 'Complete Your Profile',
  tags: ['state:complete-profile-empty'],
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByLabelText('Mobile Number')).toHaveAttribute('maxLength', '10');
    await expect(view.getByLabelText('State')).toBeDisabled();
    await expect(view.getByLabelText('City')).toBeDisabled();
    // Only the Close button closes it: Escape and a click on the backdrop do nothing.
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]');
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    view.getByLabelText('Mobile Number').focus();
  },
};

export const India: Story = {
  name: 'India: state from a list',
  tags: ['state:complete-profile-india'],
  play: async () => {
    const view = within(dialog());
    await userEvent.selectOptions(view.getByLabelText('Country'), 'India');
    const state = view.getByRole('combobox', { name: 'State' });
    // 36 states and union territories after the placeholder.
    await expect(state.querySelectorAll('option')).toHaveLength(37);
    await userEvent.selectOptions(state, 'Telangana');
    await userEvent.type(view.getByLabelText('City'), 'Hyderabad');
    // A different state clears the city.
    await userEvent.selectOptions(state, 'Karnataka');
    await expect(view.getByLabelText('City')).toHaveValue('');
    await userEvent.type(view.getByLabelText('City'), 'Bengaluru');
  },
};

export const OtherCountry: Story = {
  name: 'Other country: state as free text',
  tags: ['state:complete-profile-other-country'],
  play: async () => {
    const view = within(dialog());
    const country = view.getByLabelText('Country');
    await userEvent.selectOptions(country, 'India');
    await userEvent.selectOptions(view.getByLabelText('State'), 'Kerala');
    await userEvent.type(view.getByLabelText('City'), 'Kochi');
    // Another country clears state and city and turns state into a text field.
    await userEvent.selectOptions(country, 'Japan');
    const state = view.getByRole('textbox', { name: 'State' });
    await expect(state).toHaveValue('');
    await expect(view.getByLabelText('City')).toHaveValue('');
    await userEvent.type(state, 'Tokyo');
    await userEvent.type(view.getByLabelText('City'), 'Shibuya');
  },
};

export const Errors: Story = {
  name: 'Missing fields, then a short mobile number',
  tags: ['state:complete-profile-errors'],
  play: async ({ args }) => {
    const view = within(dialog());
    const submit = view.getByRole('button', { name: 'Complete Registration' });
    await userEvent.click(submit);
    await expect(view.getByRole('alert')).toHaveTextContent(PROFILE_MISSING_FIELDS);
    await expect(view.getByLabelText('Mobile Number')).toHaveFocus();

    // Letters never reach the field; 5 digits are not a mobile number.
    await userEvent.type(view.getByLabelText('Mobile Number'), '98a765');
    await expect(view.getByLabelText('Mobile Number')).toHaveValue('98765');
    await userEvent.selectOptions(view.getByLabelText('Country'), 'India');
    await userEvent.selectOptions(view.getByLabelText('State'), 'Maharashtra');
    await userEvent.type(view.getByLabelText('City'), 'Pune');
    await userEvent.click(submit);
    await expect(view.getByRole('alert')).toHaveTextContent(PROFILE_INVALID_MOBILE);
    await expect(view.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.type(view.getByLabelText('Mobile Number'), '9876543210');
    await userEvent.selectOptions(view.getByLabelText('Country'), 'India');
    await userEvent.selectOptions(view.getByLabelText('State'), 'Telangana');
    await userEvent.type(view.getByLabelText('City'), ' Secunderabad ');
    await userEvent.click(view.getByRole('button', { name: 'Complete Registration' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Secunderabad',
    });
    await expect(await view.findByRole('alert')).toHaveTextContent(PROFILE_UPDATE_FAILED);
    await expect(view.getByLabelText('City')).toHaveValue(' Secunderabad ');
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const view = within(dialog());
    await userEvent.type(view.getByLabelText('Mobile Number'), '9876543210');
    await userEvent.selectOptions(view.getByLabelText('Country'), 'Australia');
    await userEvent.type(view.getByLabelText('State'), 'Victoria');
    await userEvent.type(view.getByLabelText('City'), 'Melbourne');
    await userEvent.click(view.getByRole('button', { name: 'Complete Registration' }));
    await expect(await view.findByRole('button', { name: /Saving/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The site's flow: closing the dialog without completing leaves the message in the page. */
function ClosableDialog(props: Parameters<typeof CompleteProfileDialog>[0]) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 16 }}>
      <CompleteProfileDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

export const ClosedIncomplete: Story = {
  name: 'Closed before completing',
  tags: ['state:complete-profile-closed-incomplete'],
  args: { closedMessage: PROFILE_INCOMPLETE },
  render: (args) => <ClosableDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.queryByText(PROFILE_INCOMPLETE)).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('alert')).toHaveTextContent(PROFILE_INCOMPLETE);
  },
};

export const Mobile: Story = {
  name: 'Complete Your Profile on a phone',
  tags: ['state:complete-profile-india'],
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const view = within(dialog());
    await userEvent.type(view.getByLabelText('Mobile Number'), '9876543210');
    await userEvent.selectOptions(view.getByLabelText('Country'), 'India');
    await userEvent.selectOptions(view.getByLabelText('State'), 'Dadra and Nagar Haveli and Daman and Diu');
    await expect(dialog().getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
