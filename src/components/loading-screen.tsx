import { ko } from '@/i18n/ko';
import { cx } from './ui/cx';
import s from './status.module.css';

/** Spec §2: before the app is ready, pages show a loading image instead of the shell. */
export function LoadingScreen() {
  return (
    <div className={cx(s.center, s.screen)}>
      <img src={`${import.meta.env.BASE_URL}loading.svg`} alt={ko.app.loading} width={120} height={120} />
    </div>
  );
}
