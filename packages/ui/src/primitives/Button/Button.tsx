import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'warm', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'type'
  | 'onClick'
  | 'disabled'
  | 'id'
  | 'form'
  | 'aria-label'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'autoFocus'
> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while keeping the button focusable and its label readable. */
  loading?: boolean;
  /** Label announced while loading, e.g. "Signing in". Defaults to the children. */
  loadingLabel?: string;
  icon?: ReactNode;
}

export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  loading = false,
  loadingLabel,
  icon,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={button({ variant, size, fullWidth })}
      disabled={disabled}
      // A loading button stays focusable (no focus loss for keyboard users) but ignores clicks.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner label={loadingLabel ?? 'Loading'} /> : icon}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
