import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import { paletteClass, type Palette } from './palette';
import s from './ui.module.css';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: 'solid' | 'subtle' | 'outline' | 'surface';
  palette?: Palette;
  size?: 'sm' | 'md' | 'lg';
  /** A pill (counts in the side menu). */
  round?: boolean;
}

const SIZE = { sm: s.bsm, md: s.bmd, lg: s.blg } as const;

/** A small label: status, kind, count. */
export function Badge({
  variant = 'subtle',
  palette = 'gray',
  size = 'sm',
  round,
  className,
  ...rest
}: BadgeProps) {
  return (
    <span
      className={cx(
        s.badge,
        variant !== 'subtle' && s[variant],
        SIZE[size],
        paletteClass(palette),
        round && s.round,
        className,
      )}
      {...rest}
    />
  );
}
