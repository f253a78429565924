import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGoogleClientId, fakeGoogleCredential, installFakeGoogle } from './fakeGoogleIdentity';
import { SocialSignInButton } from './SocialSignInButton';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('SocialSignInButton', () => {
  it('renders nothing without a client id, and never calls the provider', () => {
    const renderButton = vi.fn();
    const { container } = render(<SocialSignInButton onCredential={vi.fn()} onError={vi.fn()} render={renderButton} />);
    expect(container).toBeEmptyDOMElement();
    expect(renderButton).not.toHaveBeenCalled();
  });

  it('draws through window.google by default and hands the credential on', async () => {
    restore = installFakeGoogle();
    const onCredential = vi.fn();
    const onError = vi.fn();
    const view = render(
      <SocialSignInButton clientId={fakeGoogleClientId} onCredential={onCredential} onError={onError} />,
    );
    await userEvent.click(view.getByRole('button', { name: 'Sign in with Google' }));
    expect(onCredential).toHaveBeenCalledWith({
      credential: fakeGoogleCredential,
      clientId: fakeGoogleClientId,
      select_by: 'btn',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError when the provider answers without a credential', async () => {
    restore = installFakeGoogle({ outcome: 'no-credential' });
    const onCredential = vi.fn();
    const onError = vi.fn();
    const view = render(
      <SocialSignInButton
        clientId={fakeGoogleClientId}
        text="signup_with"
        onCredential={onCredential}
        onError={onError}
      />,
    );
    await userEvent.click(view.getByRole('button', { name: 'Sign up with Google' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onCredential).not.toHaveBeenCalled();
  });

  it('passes client id, size and text to a custom renderer, and uses the latest handler', () => {
    const renderButton = vi.fn();
    const first = vi.fn();
    const second = vi.fn();
    const button = (onCredential: typeof first) => (
      <SocialSignInButton
        clientId="abc"
        size="small"
        text="signup_with"
        onCredential={onCredential}
        onError={vi.fn()}
        render={renderButton}
      />
    );
    const view = render(button(first));
    expect(renderButton).toHaveBeenCalledTimes(1);
    const [element, options] = renderButton.mock.calls[0]!;
    expect(element).toBeInstanceOf(HTMLDivElement);
    expect(options).toMatchObject({ clientId: 'abc', size: 'small', text: 'signup_with' });

    // A new handler from the parent must not re-draw the button, but must receive the callback.
    view.rerender(button(second));
    expect(renderButton).toHaveBeenCalledTimes(1);
    options.callback({ credential: 'token', client_id: 'abc', select_by: 'user' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ credential: 'token', clientId: 'abc', select_by: 'user' });
  });

  it('does nothing when the provider script has not loaded', () => {
    const view = render(<SocialSignInButton clientId="abc" onCredential={vi.fn()} onError={vi.fn()} />);
    expect(view.container.firstElementChild).toBeEmptyDOMElement();
  });

  it('replaces the drawn button when the size changes instead of stacking a second one', () => {
    restore = installFakeGoogle();
    const view = render(<SocialSignInButton clientId="abc" size="large" onCredential={vi.fn()} onError={vi.fn()} />);
    view.rerender(<SocialSignInButton clientId="abc" size="medium" onCredential={vi.fn()} onError={vi.fn()} />);
    expect(view.getAllByRole('button', { name: 'Sign in with Google' })).toHaveLength(1);
  });
});
