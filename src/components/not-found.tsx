import { Link } from '@tanstack/react-router';
import { ko } from '@/i18n/ko';
import { buttonClass } from './ui/button';
import { cx } from './ui/cx';
import s from './status.module.css';

/** Any unknown path. */
export function NotFound() {
  return (
    <main className={cx(s.center, s.notFound)}>
      <p className={s.code}>404</p>
      <h1 className={s.title}>{ko.error.notFoundTitle}</h1>
      <p className={s.muted}>{ko.error.notFoundBody}</p>
      <Link to="/order-list" className={buttonClass({ palette: 'teal' })}>
        {ko.error.goHome}
      </Link>
    </main>
  );
}
