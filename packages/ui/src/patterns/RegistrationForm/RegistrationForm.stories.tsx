import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SocialSignInButton } from '../SocialSignInButton/SocialSignInButton';
import { fakeGoogleClientId, installFakeGoogle } from '../SocialSignInButton/fakeGoogleIdentity';
import { locationCatalogue, type RegistrationRule } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { RegistrationForm } from './RegistrationForm';

const copy = accountsCopy.registration;
const registrationMessages = validationCopy.registration;
const AGE_CONFIRMATION = copy.ageConfirmation;

const meta = {
  title: 'Components/RegistrationForm',
  component: RegistrationForm,
  args: {
    online: true,
    onSubmit: fn(async () => {}),
    onSignIn: fn(),
    socialButton: (
      <SocialSignInButton clientId={fakeGoogleClientId} text="signup_with" onCredential={fn()} onError={fn()} />
    ),
  },
  beforeEach: () => installFakeGoogle(),
  decorators: [(Story) => <div style={{ maxWidth: 704, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

// The form is taller than a phone screen. The screenshot shows the document, of which only the
// visible part is painted, so phone stories scroll inside a screen-high box instead of the page.
const phoneScreen = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story: () => ReturnType<NonNullable<Story['render']>>) => (
      <div style={{ height: '100vh', overflow: 'auto', padding: 16 }}>{Story()}</div>
    ),
  ],
} satisfies Partial<Story>;
type Rule = RegistrationRule;

// Each rule with a way to satisfy it and a way to break it (undefined: leave the field empty).
const rules: { rule: Rule; valid: (c: Canvas) => Promise<void>; invalid?: (c: Canvas) => Promise<void> }[] = [
  {
    rule: 'name',
    valid: async (c) => {
      await userEvent.type(c.getByLabelText('First Name'), 'Aarav');
      await userEvent.type(c.getByLabelText('Last Name'), 'Mehta');
    },
    invalid: async (c) => userEvent.type(c.getByLabelText('First Name'), 'Aarav'),
  },
  {
    rule: 'email',
    valid: async (c) => userEvent.type(c.getByLabelText('Email'), 'Aarav.Mehta@Example.com'),
    invalid: async (c) => userEvent.type(c.getByLabelText('Email'), 'aarav.mehta@example'),
  },
  {
    rule: 'password',
    valid: async (c) => userEvent.type(c.getByLabelText('Password'), 'calm-waters-8'),
    invalid: async (c) => userEvent.type(c.getByLabelText('Password'), 'calm8'),
  },
  {
    rule: 'mismatch',
    valid: async (c) => userEvent.type(c.getByLabelText(accountsCopy.registration.confirmPassword), 'calm-waters-8'),
    invalid: async (c) => userEvent.type(c.getByLabelText(accountsCopy.registration.confirmPassword), 'calm-waters-9'),
  },
  {
    rule: 'mobile',
    valid: async (c) => userEvent.type(c.getByLabelText('Mobile Number'), '9876543210'),
    invalid: async (c) => userEvent.type(c.getByLabelText('Mobile Number'), '98765'),
  },
  {
    rule: 'country',
    valid: async (c) => userEvent.selectOptions(c.getByLabelText('Country'), 'India'),
    // India is chosen at first; only going back to the placeholder leaves no country.
    invalid: async (c) =>
      userEvent.selectOptions(c.getByLabelText('Country'), accountsCopy.registration.countryPlaceholder),
  },
  {
    rule: 'state',
    valid: async (c) => userEvent.selectOptions(c.getByLabelText(accountsCopy.registration.state), 'Telangana'),
  },
  { rule: 'city', valid: async (c) => userEvent.selectOptions(c.getByLabelText('City'), 'Hyderabad') },
  { rule: 'pincode', valid: async (c) => userEvent.type(c.getByLabelText('Pincode'), '500001') },
];

/** Satisfies every rule before `stopAt`, breaks `stopAt` (or everything valid when absent), ticks both boxes. */
async function fillForm(c: Canvas, stopAt?: Rule) {
  for (const { rule, valid, invalid } of rules) {
    if (rule === stopAt) {
      await invalid?.(c);
      break;
    }
    await valid(c);
  }
  await userEvent.click(c.getByRole('checkbox', { name: /I agree to the/ }));
  await userEvent.click(c.getByRole('checkbox', { name: AGE_CONFIRMATION }));
}

const submit = (c: Canvas) => c.getByRole('button', { name: 'Sign Up' });

/** Fills the form up to one rule, submits, and expects that rule's message at its field, alone. */
function validationPlay(rule: Exclude<Rule, 'offline'>, label: string): Story['play'] {
  return async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await fillForm(c, rule);
    await userEvent.click(submit(c));
    const field = c.getByLabelText(label);
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(registrationMessages[rule]));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    // Only the first failure is shown.
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  };
}

export const Empty: Story = {
  name: 'Empty form',
  tags: ['state:register-empty'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(submit(c)).toBeDisabled();
    // A site for India starts on India (fifth in the catalogue, whose order stays), so its states are offered at once.
    const country = c.getByLabelText('Country');
    await expect(country).toHaveValue('India');
    await expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([accountsCopy.registration.countryPlaceholder, ...locationCatalogue.map((entry) => entry.name)]);
    await expect(c.getByLabelText(accountsCopy.registration.state)).toBeEnabled();
    await expect(c.getByLabelText('City')).toBeDisabled();
    await expect(c.getByRole('link', { name: accountsCopy.registration.terms })).toHaveAttribute('href', '/terms');
    await expect(c.getByRole('link', { name: accountsCopy.registration.privacy })).toHaveAttribute('href', '/privacy');
    // Both ticks are needed; either one alone keeps the button disabled.
    const terms = c.getByRole('checkbox', { name: /I agree to the/ });
    const age = c.getByRole('checkbox', { name: AGE_CONFIRMATION });
    await userEvent.click(terms);
    await expect(submit(c)).toBeDisabled();
    await userEvent.click(age);
    await expect(submit(c)).toBeEnabled();
    await userEvent.click(terms);
    await expect(submit(c)).toBeDisabled();
    await userEvent.click(age);
    await userEvent.click(c.getByRole('link', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(await c.findByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Ready: Story = {
  name: 'Ready to sign up',
  tags: ['state:register-ready'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillForm(c);
    await expect(c.getByLabelText('Email')).toHaveValue('Aarav.Mehta@Example.com');
    await expect(submit(c)).toBeEnabled();
    // Country, state and city cascade: a new state clears the city.
    await userEvent.selectOptions(c.getByLabelText(accountsCopy.registration.state), 'Karnataka');
    await expect(c.getByLabelText('City')).toHaveValue('');
    await userEvent.selectOptions(c.getByLabelText('City'), 'Mysuru');
  },
};

export const TypedCity: Story = {
  name: 'Registration with a state that has no city list: free-text city',
  tags: ['state:register-ready'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await fillForm(c, 'state');
    await userEvent.type(c.getByLabelText('Pincode'), '194101');
    const state = c.getByLabelText(accountsCopy.registration.state);
    // All 36 states and union territories of India, after the placeholder.
    await expect(within(state).getAllByRole('option')).toHaveLength(37);
    // Kerala has a list of cities; Ladakh has none, so its city is typed (and still required).
    await userEvent.selectOptions(state, 'Kerala');
    await expect(c.getByLabelText('City')).toHaveRole('combobox');
    await userEvent.selectOptions(c.getByLabelText('City'), 'Kochi');
    await userEvent.selectOptions(state, 'Ladakh');
    const city = c.getByLabelText('City');
    await expect(city).toHaveRole('textbox');
    // A new state cleared the city.
    await expect(city).toHaveValue('');
    await userEvent.click(submit(c));
    await expect(city).toHaveAccessibleDescription(expect.stringContaining(registrationMessages.city));
    await expect(city).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(city, 'Leh');
    await userEvent.click(submit(c));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ country: 'India', state: 'Ladakh', city: 'Leh', pincode: '194101' }),
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ErrorName: Story = {
  name: 'Missing last name',
  tags: ['state:register-error-name'],
  play: validationPlay('name', 'Last Name'),
};

export const ErrorEmail: Story = {
  name: 'Invalid e-mail',
  tags: ['state:register-error-email'],
  play: validationPlay('email', 'Email'),
};

export const ErrorPassword: Story = {
  name: 'Password too short',
  tags: ['state:register-error-password'],
  play: validationPlay('password', 'Password'),
};

export const ErrorMismatch: Story = {
  name: 'Passwords do not match',
  tags: ['state:register-error-mismatch'],
  play: validationPlay('mismatch', accountsCopy.registration.confirmPassword),
};

export const ErrorMobile: Story = {
  name: 'Mobile number too short',
  tags: ['state:register-error-mobile'],
  play: validationPlay('mobile', 'Mobile Number'),
};

export const ErrorCountry: Story = {
  name: 'No country',
  tags: ['state:register-error-country'],
  play: validationPlay('country', 'Country'),
};

export const ErrorState: Story = {
  name: 'No state',
  tags: ['state:register-error-state'],
  play: validationPlay('state', accountsCopy.registration.state),
};

export const ErrorCity: Story = {
  name: 'No city',
  tags: ['state:register-error-city'],
  play: validationPlay('city', 'City'),
};

export const ErrorPincode: Story = {
  name: 'No pincode',
  tags: ['state:register-error-pincode'],
  play: validationPlay('pincode', 'Pincode'),
};

export const Offline: Story = {
  tags: ['state:register-offline'],
  args: { online: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await fillForm(c);
    await expect(c.getByText(registrationMessages.offline)).toBeVisible();
    // Even with everything filled and both boxes ticked, nothing can be sent offline.
    await expect(submit(c)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Signing up',
  tags: ['state:register-submitting'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await fillForm(c);
    await userEvent.click(submit(c));
    const busy = await c.findByRole('button', { name: /Creating your account/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Aarav',
      last_name: 'Mehta',
      email: 'aarav.mehta@example.com',
      password: 'calm-waters-8',
      confirm_password: 'calm-waters-8',
      mobile: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Hyderabad',
      pincode: '500001',
    });
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

const rejectWith = (message: string) =>
  fn(async () => {
    throw new Error(message);
  });

/** Sends a valid form that the site answers with a failure; the message shows and nothing typed is lost. */
function failurePlay(message: string): Story['play'] {
  return async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillForm(c);
    await userEvent.click(submit(c));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent(message));
    await expect(c.getByLabelText('Email')).toHaveValue('Aarav.Mehta@Example.com');
    await expect(c.getByLabelText('Password')).toHaveValue('calm-waters-8');
    await expect(c.getByLabelText('City')).toHaveValue('Hyderabad');
    // The visitor can send again.
    await expect(submit(c)).toBeEnabled();
  };
}

const SERVER_ERROR = copy.serverError;
const TIMEOUT = accountsCopy.common.timeout;
const NETWORK_ERROR = accountsCopy.common.network;

export const ServerError: Story = {
  name: 'Server error',
  tags: ['state:register-server-error'],
  args: { onSubmit: rejectWith(SERVER_ERROR) },
  play: failurePlay(SERVER_ERROR),
};

export const Timeout: Story = {
  name: 'Timed out',
  tags: ['state:register-timeout'],
  args: { onSubmit: rejectWith(TIMEOUT) },
  play: failurePlay(TIMEOUT),
};

export const NetworkError: Story = {
  name: 'Network error',
  tags: ['state:register-network-error'],
  args: { onSubmit: rejectWith(NETWORK_ERROR) },
  play: failurePlay(NETWORK_ERROR),
};

export const SocialSignUpFailed: Story = {
  name: 'Google sign-up failed',
  args: { error: accountsCopy.google.signUpFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountsCopy.google.signUpFailed);
  },
};

export const Mobile: Story = {
  name: 'Sign-up form on a phone',
  tags: ['state:register-empty'],
  ...phoneScreen,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'Sign up with Google' });
    // Single column: first and last name are stacked, not side by side.
    const first = c.getByLabelText('First Name').getBoundingClientRect();
    const last = c.getByLabelText('Last Name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MobileWithError: Story = {
  name: 'Validation message on a phone',
  tags: ['state:register-error-mobile'],
  ...phoneScreen,
  play: validationPlay('mobile', 'Mobile Number'),
};
