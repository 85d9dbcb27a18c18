import type { CSSProperties } from 'react';
import s from './ui.module.css';

interface SpinnerProps {
  /** Any CSS length. */
  size?: string;
  thickness?: string;
  color?: string;
  label?: string;
}

/** A spinning ring in the current text colour (or `color`). */
export function Spinner({ size, thickness, color, label }: SpinnerProps) {
  const style = { '--size': size, '--thickness': thickness, color } as CSSProperties;
  return <span className={s.spinner} style={style} role={label ? 'status' : undefined} aria-label={label} />;
}
