import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backspace, pasteCode, typeDigit, useOtpBoxes, type UseOtpBoxesOptions } from './useOtpBoxes';

describe('pure edits', () => {
  it('typing fills the box and moves to the next', () => {
    expect(typeDigit('12', 2, '3')).toEqual({ value: '123', focus: 3, complete: false });
    expect(typeDigit('123456', 1, '9')).toEqual({ value: '193456', focus: 2, complete: false });
  });

  it('typing past the first empty box fills the first empty one (no gaps)', () => {
    expect(typeDigit('1', 4, '7')).toEqual({ value: '17', focus: 2, complete: false });
  });

  it('the sixth digit completes the code and keeps focus on the last box', () => {
    expect(typeDigit('12345', 5, '6')).toEqual({ value: '123456', focus: 5, complete: true });
  });

  it('backspace clears the box and moves back; on an empty box it clears the previous', () => {
    expect(backspace('123', 2)).toEqual({ value: '12', focus: 1, complete: false });
    expect(backspace('123', 3)).toEqual({ value: '12', focus: 2, complete: false });
    expect(backspace('', 0)).toEqual({ value: '', focus: 0, complete: false });
  });

  it('a paste is trimmed, must be all digits, is cut to six and fills from the start', () => {
    expect(pasteCode('', ' 123 ')).toEqual({ value: '123', focus: 3, complete: false });
    expect(pasteCode('', '12345678')).toEqual({ value: '123456', focus: 5, complete: true });
    expect(pasteCode('98765', '12')).toEqual({ value: '12765', focus: 5, complete: false });
    expect(pasteCode('', '12a456')).toBeNull();
    expect(pasteCode('', '   ')).toBeNull();
  });
});

type HarnessProps = Omit<UseOtpBoxesOptions, 'value' | 'onChange'> & {
  initial?: string;
  onChange?(value: string): void;
};

// The hook drives plain inputs here, so the test checks the hook and not the styled component.
function Harness({ initial = '', onChange, ...options }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const { digits, getBoxProps } = useOtpBoxes({
    ...options,
    value,
    onChange: (next) => {
      setValue(next);
      onChange?.(next);
    },
  });
  return createElement(
    'div',
    { role: 'group', 'aria-label': 'Code' },
    digits.map((_, index) =>
      createElement('input', { key: index, 'aria-label': `Digit ${index + 1} of 6`, ...getBoxProps(index) }),
    ),
  );
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('|');

describe('useOtpBoxes in the DOM', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('focuses the first box only after the configured delay', () => {
    vi.useFakeTimers();
    render(createElement(Harness, { autoFocusDelayMs: 100 }));
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(99));
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(box(1));
  });

  it('does not steal focus from a box chosen before the delay ran out', () => {
    vi.useFakeTimers();
    render(createElement(Harness, { autoFocusDelayMs: 100, initial: '12345' }));
    act(() => vi.advanceTimersByTime(50));
    act(() => box(6).focus());
    act(() => vi.advanceTimersByTime(100));
    expect(document.activeElement).toBe(box(6));
  });

  it('does not auto-focus when disabled, nor without a delay', () => {
    vi.useFakeTimers();
    const { unmount } = render(createElement(Harness, { autoFocusDelayMs: 100, disabled: true }));
    act(() => vi.advanceTimersByTime(200));
    expect(document.activeElement).toBe(document.body);
    expect(box(1)).toBeDisabled();
    unmount();
    render(createElement(Harness, {}));
    act(() => vi.advanceTimersByTime(1000));
    expect(document.activeElement).toBe(document.body);
  });

  it('types digits forward, ignores non-digits and completes on the sixth digit', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(createElement(Harness, { onChange, onComplete }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(box(3));
    expect(onChange).toHaveBeenLastCalledWith('12');
    await user.keyboard('x3456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456', 'typing');
    expect(document.activeElement).toBe(box(6));
  });

  it('replaces a filled digit in place', async () => {
    render(createElement(Harness, { initial: '123456' }));
    const user = userEvent.setup();
    await user.click(box(2));
    await user.keyboard('9');
    expect(values()).toBe('1|9|3|4|5|6');
    expect(document.activeElement).toBe(box(3));
  });

  it('retyping a whole code over an old one keeps the new digits in order', async () => {
    // Typing the digit a box already holds fires no change event; focus must move on anyway.
    render(createElement(Harness, { initial: '019678' }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('019677');
    expect(values()).toBe('0|1|9|6|7|7');
  });

  it('Backspace clears and moves back; on an empty box it moves back and clears the previous', async () => {
    render(createElement(Harness, { initial: '123' }));
    const user = userEvent.setup();
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(box(2));
  });

  it('arrow keys move between boxes and stop at the ends', async () => {
    render(createElement(Harness, { initial: '123456' }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(box(6));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(box(6));
  });

  it('a partial paste fills from the start and focuses the next empty box', async () => {
    const onComplete = vi.fn();
    render(createElement(Harness, { onComplete }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.paste('123');
    expect(values()).toBe('1|2|3|||');
    expect(document.activeElement).toBe(box(4));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a full paste is trimmed, cut to six, focuses the last box and completes', async () => {
    const onComplete = vi.fn();
    render(createElement(Harness, { onComplete }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.paste(' 12345678 ');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(document.activeElement).toBe(box(6));
    expect(onComplete).toHaveBeenCalledWith('123456', 'paste');
  });

  it('ignores a paste that is not all digits', async () => {
    const onChange = vi.fn();
    render(createElement(Harness, { onChange, initial: '12' }));
    const user = userEvent.setup();
    await user.click(box(1));
    await user.paste('12-34');
    expect(values()).toBe('1|2||||');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click past the first empty box lands on the first empty box', async () => {
    render(createElement(Harness, { initial: '1' }));
    const user = userEvent.setup();
    await user.click(box(5));
    expect(document.activeElement).toBe(box(2));
  });

  it('treats several digits arriving in one input event (autofill) as a paste', () => {
    const onComplete = vi.fn();
    render(createElement(Harness, { onComplete }));
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(values()).toBe('6|5|4|3|2|1');
    expect(onComplete).toHaveBeenCalledWith('654321', 'paste');
  });

  it('normalises a value that is not all digits', () => {
    const { result } = renderHook(() => useOtpBoxes({ value: '1a2345678', onChange: () => {} }));
    expect(result.current.digits).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
