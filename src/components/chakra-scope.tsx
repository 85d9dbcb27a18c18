import { lazy, Suspense, type ReactNode } from 'react';
import { RoutePending } from './route-status';

const ChakraRoot = lazy(() => import('./chakra-root').then((m) => ({ default: m.ChakraRoot })));

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
    <Suspense fallback={fallback}>
      <ChakraRoot>{children}</ChakraRoot>
    </Suspense>
  );
}
