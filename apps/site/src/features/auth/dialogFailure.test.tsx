import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/renderApp';

// This file deliberately does not import ./testing, which installs a ResizeObserver stand-in.
describe('a dialog that fails to render', { timeout: 20_000 }, () => {
  const saved = globalThis.ResizeObserver;
  beforeEach(() => {
    // Without ResizeObserver the design system's Dialog throws while mounting.
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    if (saved) globalThis.ResizeObserver = saved;
  });

  it('closes instead of sending every page to /not-found in a loop', async () => {
    const { router } = renderApp('/MyBookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
