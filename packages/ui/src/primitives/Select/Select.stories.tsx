import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { expect, userEvent, within } from 'storybook/test';
import { inFormColumn } from '../../storyFixtures';
import { Select } from './Select';

const countries = [
  { value: 'IN', label: 'India' },
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
] as const;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Country',
    name: 'country',
    options: countries,
    placeholder: accountsCopy.registration.countryPlaceholder,
  },
  decorators: [inFormColumn],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(
      within(select).getByRole('option', { name: accountsCopy.registration.countryPlaceholder }),
    ).toHaveProperty('selected', true);
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'India');
    await expect(select).toHaveValue('IN');
    await expect(within(select).getByRole('option', { name: 'India' })).toHaveProperty('selected', true);
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: validationCopy.registration.country },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(validationCopy.registration.country);
  },
};

export const Disabled: Story = {
  args: {
    label: 'State',
    name: 'state',
    options: [],
    placeholder: accountsCopy.registration.statePlaceholder,
    disabled: true,
    hint: 'Choose a country first.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Choose a country first.');
  },
};
