import { OTP_LENGTH, parsePastedCode } from '@sukoon/contracts';
import {
  useCallback,
  useEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/** How a code became complete: the forgot-password flow advances on a full paste only. */
export type OtpCompleteSource = 'paste' | 'typing';

/** The result of one edit: the new value, the box to focus, and whether it just completed the code. */
export interface OtpEdit {
  value: string;
  focus: number;
  complete: boolean;
}

// The value is kept as a contiguous run of digits from the first box (the contract is
// "a string of 0..6 digits"), so an edit never leaves a gap: typing into an empty box past
// the first empty one fills the first empty one, and clearing a middle box closes the gap,
// as the common OTP inputs do.

/** Keeps only digits, at most `length` of them. */
export function normaliseOtp(value: string, length = OTP_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/** Typing one digit into box `index`: it fills that box (or the first empty one) and moves on. */
export function typeDigit(value: string, index: number, digit: string, length = OTP_LENGTH): OtpEdit {
  const at = Math.min(index, value.length, length - 1);
  const next = (value.slice(0, at) + digit + value.slice(at + 1)).slice(0, length);
  return {
    value: next,
    focus: Math.min(at + 1, length - 1),
    complete: value.length < length && next.length === length,
  };
}

/** Backspace in box `index`: clears it and moves back; on an empty box, moves back and clears that one. */
export function backspace(value: string, index: number): OtpEdit {
  if (index < value.length) {
    return { value: value.slice(0, index) + value.slice(index + 1), focus: Math.max(index - 1, 0), complete: false };
  }
  const previous = Math.max(index - 1, 0);
  const next = previous < value.length ? value.slice(0, previous) + value.slice(previous + 1) : value;
  return { value: next, focus: previous, complete: false };
}

/** Delete in box `index`: clears it and stays. */
export function deleteDigit(value: string, index: number): OtpEdit {
  return { value: value.slice(0, index) + value.slice(index + 1), focus: index, complete: false };
}

/**
 * A paste: trimmed, ignored (null) unless all digits, cut to the first `length` characters,
 * written from the first box; focus goes to the next empty box, or the last box when full.
 */
export function pasteCode(value: string, text: string, length = OTP_LENGTH): OtpEdit | null {
  const pasted = parsePastedCode(text, length);
  if (pasted === null) return null;
  const next = pasted + value.slice(pasted.length);
  return {
    value: next,
    focus: Math.min(next.length, length - 1),
    complete: pasted.length === length,
  };
}

export interface UseOtpBoxesOptions {
  value: string;
  onChange(value: string): void;
  /** Called when a full code is pasted or the last missing digit is typed. */
  onComplete?(code: string, source: OtpCompleteSource): void;
  disabled?: boolean;
  /** Focus the first box this long after mount (the spec's 100 ms rule); no auto-focus when unset. */
  autoFocusDelayMs?: number;
  length?: number;
}

export interface OtpBoxProps {
  ref(element: HTMLInputElement | null): void;
  value: string;
  disabled: boolean | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>): void;
  onFocus(event: FocusEvent<HTMLInputElement>): void;
  onMouseDown(event: MouseEvent<HTMLInputElement>): void;
}

/** Keyboard, paste and focus rules of the six code boxes; the caller renders the inputs. */
export function useOtpBoxes({
  value: rawValue,
  onChange,
  onComplete,
  disabled,
  autoFocusDelayMs,
  length = OTP_LENGTH,
}: UseOtpBoxesOptions) {
  const value = normaliseOtp(rawValue, length);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const disabledRef = useRef(disabled);
  useEffect(() => {
    disabledRef.current = disabled;
  }, [disabled]);

  const focusBox = useCallback(
    (index: number) => {
      const input = inputs.current[Math.max(0, Math.min(index, length - 1))];
      input?.focus();
      // Selected, so the next digit typed replaces the box's digit instead of being appended.
      input?.select();
    },
    [length],
  );

  useEffect(() => {
    if (autoFocusDelayMs === undefined) return;
    const timer = setTimeout(() => {
      // Never steal focus from a box the reader already chose within the delay.
      const active = inputs.current[0]?.ownerDocument.activeElement;
      const inBoxes = inputs.current.some((input) => input !== null && input === active);
      if (!disabledRef.current && !inBoxes) focusBox(0);
    }, autoFocusDelayMs);
    return () => clearTimeout(timer);
    // Mount-time rule: the delay is read once; later changes must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = (edit: OtpEdit, source: OtpCompleteSource) => {
    if (edit.value !== value) onChange(edit.value);
    focusBox(edit.focus);
    if (edit.complete) onComplete?.(edit.value, source);
  };

  const getBoxProps = (index: number): OtpBoxProps => ({
    ref: (element) => {
      inputs.current[index] = element;
    },
    value: value[index] ?? '',
    disabled,
    onChange: (event) => {
      const raw = event.target.value;
      const old = value[index] ?? '';
      // Input that arrives without a usable keydown (mobile keyboards, autofill, cut).
      if (raw === '') {
        apply(backspace(value, index), 'typing');
        return;
      }
      // The caret may sit beside the old digit: what is new is the input minus that digit.
      const typed = old && raw.length > 1 && raw.includes(old) ? raw.replace(old, '') : raw;
      if (!/^\d+$/.test(typed)) return; // non-digit typing is ignored
      if (typed.length === 1) {
        apply(typeDigit(value, index, typed, length), 'typing');
        return;
      }
      // Several digits at once: the one-time-code autofill drops the whole code into a box.
      const edit = pasteCode(value, typed, length);
      if (edit) apply(edit, 'paste');
    },
    onKeyDown: (event) => {
      switch (event.key) {
        case 'Backspace':
          event.preventDefault();
          apply(backspace(value, index), 'typing');
          break;
        case 'Delete':
          event.preventDefault();
          apply(deleteDigit(value, index), 'typing');
          break;
        case 'ArrowLeft':
          event.preventDefault();
          focusBox(index - 1);
          break;
        case 'ArrowRight':
          event.preventDefault();
          focusBox(index + 1);
          break;
        case 'Home':
          event.preventDefault();
          focusBox(0);
          break;
        case 'End':
          event.preventDefault();
          focusBox(Math.min(value.length, length - 1));
          break;
        default:
          // A digit key is handled here, not in onChange: retyping the digit a box already
          // holds fires no change event, and focus must still move on.
          if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            apply(typeDigit(value, index, event.key, length), 'typing');
          }
      }
    },
    onPaste: (event) => {
      event.preventDefault();
      const edit = pasteCode(value, event.clipboardData.getData('text'), length);
      if (edit) apply(edit, 'paste');
    },
    onFocus: (event) => event.target.select(),
    onMouseDown: (event) => {
      // A click past the first empty box lands on the first empty box: the code has no gaps.
      const firstEmpty = Math.min(value.length, length - 1);
      if (index > firstEmpty && !disabled) {
        event.preventDefault();
        focusBox(firstEmpty);
      }
    },
  });

  return {
    /** The normalised value, one entry per box ('' when empty). */
    digits: Array.from({ length }, (_, index) => value[index] ?? ''),
    getBoxProps,
    focusBox,
  };
}
