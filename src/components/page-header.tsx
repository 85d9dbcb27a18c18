import type { ReactNode } from 'react';
import s from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** Buttons or badges shown at the right end of the header. */
  actions?: ReactNode;
}

/** The title row every screen starts with (plain: it is on the live board and the Chakra screens). */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <header className={s.header}>
      <h1 className={s.title}>{title}</h1>
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </header>
  );
}
