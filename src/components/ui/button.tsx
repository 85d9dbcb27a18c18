import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { paletteClass, type Palette } from './palette';
import { Spinner } from './spinner';
import s from './ui.module.css';

export interface ButtonLook {
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost';
  palette?: Palette;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Takes the free width of its row. */
  grow?: boolean;
}

/** The class of a button; also for a router Link that should look like one. */
export function buttonClass({
  variant = 'solid',
  palette = 'gray',
  size = 'md',
  grow,
}: ButtonLook = {}): string {
  return cx(s.button, s[variant], s[size], paletteClass(palette), grow && s.grow);
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shows a spinner and `loadingText`, and takes no taps, while true. */
    loading?: boolean;
    loadingText?: ReactNode;
  };

/** A plain button drawn like Chakra's (solid, subtle, outline, ghost × palette × size). */
export function Button({
  variant,
  palette,
  size,
  grow,
  loading,
  loadingText,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cx(buttonClass({ variant, palette, size, grow }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner size="1rem" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
