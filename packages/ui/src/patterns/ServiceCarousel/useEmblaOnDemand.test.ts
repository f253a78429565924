import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmblaOnDemand } from './useEmblaOnDemand';

/** A viewport as the carousel renders it: a container with its slides. */
function viewport(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<div><div>One</div><div>Two</div></div>';
  return element;
}

describe('useEmblaOnDemand', () => {
  const saved = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = saved;
  });

  it('starts embla on the viewport once its code has come', async () => {
    const { result } = renderHook(() => useEmblaOnDemand({ loop: true }));
    act(() => result.current[0](viewport()));
    await waitFor(() => expect(result.current[1]).toBeDefined());
  });

  it('leaves the first slide as it is where embla cannot start, without an unhandled error', async () => {
    // embla measures with ResizeObserver: a browser without it makes embla throw while starting.
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const started = vi.fn();
    const { result } = renderHook(() => useEmblaOnDemand({ loop: true }));
    act(() => result.current[0](viewport()));
    await import('embla-carousel').then(started);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveBeenCalled();
    expect(result.current[1]).toBeUndefined();
  });
});
