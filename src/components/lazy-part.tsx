import { Component, lazy, Suspense, type ReactNode } from 'react';

/**
 * A lazily loaded part of a screen that may fail to load: the network drops before the service
 * worker has cached the app (the first minutes after the very first login), or a deploy removed the
 * old chunk. React.lazy remembers a failed load for good, so this keeps the loader and starts over
 * when asked. Use with <LazyPart>, which catches the failure instead of letting it take the whole app
 * down, and tries again when the browser is back online.
 */
export function retryableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => (props: P) => ReactNode,
) {
  const make = () => lazy(() => load().then((m) => ({ default: pick(m) })));
  let current = make();
  function Part(props: P) {
    const C = current;
    return <C {...props} />;
  }
  Part.reset = () => {
    current = make();
  };
  /** Fetches the part's code ahead of its first use (errors are left to the first real use). */
  Part.preload = () => void load().catch(() => undefined);
  return Part;
}

interface LazyPartProps {
  children: ReactNode;
  /** Shown while loading (default: nothing). */
  loading?: ReactNode;
  /** Shown when loading failed; `retry` tries again now (it is also tried when the network returns). */
  failed?: (retry: () => void) => ReactNode;
  /** The retryableLazy parts inside, to start over on retry. */
  parts: readonly { reset(): void }[];
}

export class LazyPart extends Component<LazyPartProps, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[lazy] a part of the screen could not be loaded', error);
    globalThis.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    globalThis.removeEventListener('online', this.retry);
  }

  retry = () => {
    for (const p of this.props.parts) p.reset();
    this.setState({ error: false });
  };

  override render() {
    if (this.state.error) return this.props.failed?.(this.retry) ?? null;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
