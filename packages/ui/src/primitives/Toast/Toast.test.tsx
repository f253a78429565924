import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, TOAST_AUTO_HIDE_MS, type ToastProps } from './Toast';
import { TOAST_COVER_PROPERTY } from './toastCover';

const message = 'Membership details loaded successfully';

function renderToast(props: Partial<ToastProps> = {}) {
  const onDismiss = vi.fn();
  const all: ToastProps = { tone: 'success', message, open: true, onDismiss, dismissLabel: 'Dismiss', ...props };
  const view = render(<Toast {...all} />);
  const rerender = (next: Partial<ToastProps>) => view.rerender(<Toast {...all} {...next} />);
  return { onDismiss, rerender };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast auto-hide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks to be dismissed after 5000 ms by default, not before', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
    const { onDismiss } = renderToast();
    advance(4999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('uses a custom delay (the 4 s feedback toast)', () => {
    const { onDismiss } = renderToast({ autoHideMs: 4000 });
    advance(3999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const { onDismiss } = renderToast();
    advance(3000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside (keyboard users reading or reaching Dismiss)', () => {
    const { onDismiss } = renderToast({ autoHideMs: 1000 });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => dismiss.blur());
    advance(999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not restart the clock when the parent re-renders with a new callback', () => {
    const { onDismiss, rerender } = renderToast();
    advance(3000);
    const next = vi.fn();
    rerender({ onDismiss: next });
    advance(2000);
    expect(next).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('starts a fresh delay each time it opens, and a closed toast never fires', () => {
    const { onDismiss, rerender } = renderToast();
    advance(4000);
    rerender({ open: false });
    expect(screen.queryByRole('status')).toBeNull();
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    rerender({ open: true });
    advance(4999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('forgets a hover when it closes under the pointer, so the next toast still hides', () => {
    const { onDismiss, rerender } = renderToast();
    fireEvent.mouseEnter(screen.getByRole('status'));
    // Closed (e.g. by its Dismiss button) while hovered: its element goes, and no mouseleave ever comes.
    rerender({ open: false });
    rerender({ open: true });
    advance(5000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays up with an infinite delay', () => {
    const { onDismiss } = renderToast({ autoHideMs: Number.POSITIVE_INFINITY });
    advance(600_000);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('Toast', () => {
  it('is dismissed by its Dismiss button', () => {
    const { onDismiss } = renderToast();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
    ['warning', 'alert'],
  ] as const)('a %s toast is announced as %s, without the Dismiss label', (tone, role) => {
    renderToast({ tone });
    const region = screen.getByRole(role);
    expect(region.textContent).toBe(message);
  });

  it("tells the page how much of the window's bottom it covers while shown, and nothing once closed", () => {
    // jsdom lays nothing out: the toast's top is put 100 px above the window's bottom.
    const top = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: window.innerHeight - 100 } as DOMRect);
    const cover = () => document.documentElement.style.getPropertyValue(TOAST_COVER_PROPERTY);
    const { rerender } = renderToast();
    expect(cover()).toBe('100px');
    rerender({ open: false });
    expect(cover()).toBe('');
    top.mockRestore();
  });
});
