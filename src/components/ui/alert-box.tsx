import type { ReactNode } from 'react';
import { cx } from './cx';
import { paletteClass } from './palette';
import s from './ui.module.css';

const LOOK = { error: { palette: 'red', icon: '!' }, warning: { palette: 'orange', icon: '!' } } as const;

interface AlertBoxProps {
  status: keyof typeof LOOK;
  title: ReactNode;
  children?: ReactNode;
  /** A button at the end of the row. */
  action?: ReactNode;
}

/** A message block: a title, a description and an optional action. */
export function AlertBox({ status, title, children, action }: AlertBoxProps) {
  const look = LOOK[status];
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      className={cx(s.alert, paletteClass(look.palette))}
      data-status={status}
    >
      <span className={s.alertIcon} aria-hidden>
        {look.icon}
      </span>
      <div className={s.alertBody}>
        <div className={s.alertTitle}>{title}</div>
        {children ? <div>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
