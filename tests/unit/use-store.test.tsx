/**
 * useStore (src/lib/use-store.ts): before the person's first tap or key, a store change is drawn in a
 * transition (React's scheduler, a later task); from the first tap on, at once (before the task ends,
 * as useSyncExternalStore draws it). The two cases run in this order: the first input is for the page.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStore } from '@/lib/use-store';

afterEach(cleanup);
// Updates outside act(), as the app gets them: act would flush transitions at once.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function makeStore(value: number) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      listeners.forEach((fn) => fn());
    },
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

let renders = 0;
function Reader({ store }: { store: ReturnType<typeof makeStore> }) {
  renders++;
  return <p data-testid="v">{useStore(store.subscribe, store.get)}</p>;
}

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('useStore', () => {
  it('before any input: a change is drawn in a later task (a transition), not in this one', async () => {
    const store = makeStore(1);
    render(<Reader store={store} />);
    await waitFor(() => expect(screen.getByTestId('v').textContent).toBe('1'));
    store.set(2);
    await microtasks();
    expect(screen.getByTestId('v').textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('v').textContent).toBe('2'));
  });

  it('a change between the render and the subscription is drawn', async () => {
    const store = makeStore(1);
    function ChangeOnRender() {
      store.set(5);
      return null;
    }
    render(
      <>
        <Reader store={store} />
        <ChangeOnRender />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('v').textContent).toBe('5'));
  });

  it('after a tap: a change is drawn before the task ends', async () => {
    const store = makeStore(1);
    render(<Reader store={store} />);
    await waitFor(() => expect(screen.getByTestId('v').textContent).toBe('1'));
    window.dispatchEvent(new Event('pointerdown'));
    store.set(3);
    await microtasks();
    expect(screen.getByTestId('v').textContent).toBe('3');
    // No re-render for a value that did not change.
    const before = renders;
    store.set(3);
    await microtasks();
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toBe(before);
    expect(screen.getByTestId('v').textContent).toBe('3');
  });
});
