import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGoogleButton } from './useGoogleButton';
import { ErrorCatcher } from '../../../testing/ErrorCatcher';

// The Google parts' chunk cannot come (offline, or removed by a deploy).
vi.mock('./GoogleParts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/GoogleParts.js');
});

function SignUp() {
  const { socialButton, watch } = useGoogleButton('signup_with', 'Google sign-up failed.');
  return (
    <main>
      {watch}
      <p>{socialButton ? 'with Google' : 'e-mail only'}</p>
    </main>
  );
}

describe('useGoogleButton', () => {
  it('offers no button, and fails nothing, when the Google code cannot be loaded', async () => {
    await expect(import('./GoogleParts')).rejects.toThrow();
    const failures: unknown[] = [];
    render(
      <ErrorCatcher onError={(error) => failures.push(error)}>
        <SignUp />
      </ErrorCatcher>,
    );
    // Let the failed import settle: a lazy component whose import rejects would throw to the page's error boundary.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(failures).toEqual([]);
    expect(screen.getByText('e-mail only')).toBeInTheDocument();
  });
});
