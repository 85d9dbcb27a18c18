import type { ReactNode } from 'react';
import { ko } from '@/i18n/ko';
import { LazyPart, retryableLazy } from './lazy-part';
import { RoutePending } from './route-status';
import { AlertBox } from './ui/alert-box';
import { Button } from './ui/button';

const ChakraRoot = retryableLazy(
  () => import('./chakra-root'),
  (m) => m.ChakraRoot,
);

/**
 * Chakra UI for what is inside, loaded on first use. The start-up screens (login, the shell, the
 * live board) are plain React + CSS, so Chakra's styling engine (~50 KB gzip and its per-render
 * style work) is not on the path to the first order card; the back-office screens and dialogs come
 * inside a scope. See styles/base.css for why mounting a scope does not restyle the plain screens.
 */
export function ChakraScope({
  children,
  fallback = <RoutePending />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <LazyPart
      parts={[ChakraRoot]}
      loading={fallback}
      failed={(retry) => (
        <AlertBox
          status="error"
          title={ko.common.partFailedTitle}
          action={
            <Button palette="teal" onClick={retry}>
              {ko.common.retry}
            </Button>
          }
        >
          {ko.common.partFailed}
        </AlertBox>
      )}
    >
      <ChakraRoot>{children}</ChakraRoot>
    </LazyPart>
  );
}
