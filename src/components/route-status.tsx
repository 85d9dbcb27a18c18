import { onlineManager, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ko } from '@/i18n/ko';
import { isApiError } from '@/lib/api-client';
import { AlertBox } from './ui/alert-box';
import { Button } from './ui/button';
import { cx } from './ui/cx';
import { Spinner } from './ui/spinner';
import s from './status.module.css';

/** The router's default pending view: a screen's data is loading. */
export function RoutePending() {
  return (
    <div className={cx(s.center, s.pending)}>
      <Spinner size="2.5rem" thickness="3px" label={ko.common.loading} />
    </div>
  );
}

/** The router's default error view: the message, and a retry that reloads the route's data. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => {
    reset();
  }, [reset]);
  // Failed because the tablet was offline: load again by itself as soon as the network returns.
  // (The online manager the queries' reconnect refetch follows, so both act on the same signal.)
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) void router.invalidate();
      }),
    [router],
  );
  // The session ended: the client is already on its way to /login.
  if (isApiError(error) && error.isSessionEnd) return null;
  // A screen's code that could not be fetched (offline before the app was cached, or a new version
  // replaced it): React keeps the failed import, so only a reload brings the screen back.
  const chunkFailed =
    error instanceof Error && /dynamically imported module|module script failed/i.test(error.message);
  const message = chunkFailed
    ? ko.common.partFailed
    : error instanceof Error && error.message
      ? error.message
      : ko.error.generic;
  return (
    <div className={cx(s.center, s.error)}>
      <div className={s.errorInner}>
        <AlertBox status="error" title={ko.error.generic}>
          {message}
        </AlertBox>
        <Button
          palette="teal"
          onClick={() => (chunkFailed ? globalThis.location.reload() : void router.invalidate())}
        >
          {ko.common.retry}
        </Button>
      </div>
    </div>
  );
}
