import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpeningCount } from './useOpeningCount';

describe('useOpeningCount', () => {
  it('counts each time the dialog opens, not when it closes or re-renders', () => {
    const { result, rerender } = renderHook(({ open }) => useOpeningCount(open), { initialProps: { open: false } });
    expect(result.current).toBe(0);
    rerender({ open: true });
    expect(result.current).toBe(1);
    rerender({ open: true });
    expect(result.current).toBe(1);
    rerender({ open: false });
    expect(result.current).toBe(1);
    rerender({ open: true });
    expect(result.current).toBe(2);
  });

  it('starts at 0 for a dialog mounted open, so its first form keeps the key it rendered with', () => {
    const { result, rerender } = renderHook(({ open }) => useOpeningCount(open), { initialProps: { open: true } });
    expect(result.current).toBe(0);
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current).toBe(1);
  });
});
