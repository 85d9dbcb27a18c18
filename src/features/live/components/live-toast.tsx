import s from './live.module.css';

/** A socket notification's title and body, as text (never as HTML). */
export function LiveToast({ title, body }: { title: string; body: string }) {
  return (
    <div data-testid="live-toast">
      {title ? <p className={s.toastTitle}>{title}</p> : null}
      {body ? <p className={s.toastBody}>{body}</p> : null}
    </div>
  );
}
