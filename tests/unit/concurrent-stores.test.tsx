/**
 * The shell and the live board are drawn in concurrent renders on a start, while the socket's state and
 * the start's fetches change. React checks a concurrent render's external stores before committing it
 * and, when one has changed meanwhile, throws the render away and does it again synchronously (issue
 * 27 §1: the board's first render came twice, the second time as the start's longest task). These
 * tests change a store in the middle of a transition's render and count the renders of a component
 * reading it: once with the app's hooks (state/use-select, lib/use-query-data, over lib/use-store,
 * which has no such check); twice with the
 * libraries' own hooks, which shows the count sees a redone render.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { startTransition } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryData } from '@/lib/use-query-data';
import { useSelect } from '@/state/use-select';

afterEach(cleanup);

/**
 * Renders the app at step 0, then at step 1 in a transition whose render calls `change` once, after a
 * reader has rendered `useValue()`. `mount`: the reader is first drawn at step 1 (as the board is on a
 * start); otherwise at both steps (as the shell is, first with its loading screen). Returns how many
 * times the reader rendered for step 1.
 */
async function rendersInTransition(
  useValue: () => unknown,
  change: () => void,
  { mount = false, wrap = (n: React.ReactNode) => n } = {},
) {
  let renders = 0;
  let changed = false;
  function Reader({ step }: { step: number }) {
    renders++;
    return (
      <p>
        {step}:{String(useValue())}
      </p>
    );
  }
  function Change({ step }: { step: number }) {
    if (step === 1 && !changed) {
      changed = true;
      change();
    }
    return null;
  }
  const app = (step: number) =>
    wrap(
      <>
        {mount && step === 0 ? null : <Reader step={step} />}
        <Change step={step} />
      </>,
    );
  const view = render(app(0));
  await act(async () => startTransition(() => view.rerender(app(1))));
  expect(changed).toBe(true);
  return renders - (mount ? 0 : 1);
}

describe('a valtio state read in a transition', () => {
  const makeState = () => proxy({ pending: [1, 2] as number[], connection: 'connecting' });

  it('useSelect: an unrelated field changing mid-render does not redo the render', async () => {
    const state = makeState();
    const renders = await rendersInTransition(
      () => useSelect(state, (s) => s.pending).length,
      () => (state.connection = 'open'),
      { mount: true },
    );
    expect(renders).toBe(1);
  });

  it('useSelect: the selected part changing mid-render is shown (the render is redone)', async () => {
    const state = makeState();
    const renders = await rendersInTransition(
      () => useSelect(state, (s) => s.pending).length,
      () => state.pending.push(3),
      { mount: true },
    );
    expect(renders).toBe(2);
  });

  it("valtio's useSnapshot, mounted in the transition, redoes it for any change (what useSelect avoids)", async () => {
    const state = makeState();
    const renders = await rendersInTransition(
      () => useSnapshot(state).pending.length,
      () => (state.connection = 'open'),
      { mount: true },
    );
    expect(renders).toBe(2);
  });
});

describe('a query read in a transition', () => {
  const key = ['things'];
  // A fetch that has started and not ended: the data stays, the fetch state changes.
  const options = {
    queryKey: key,
    queryFn: () => new Promise<{ things: number[] }>(() => {}),
    staleTime: Infinity,
  };
  /** Reads with `useValue` while a refetch starts mid-render; the renders for step 1. */
  async function whileAFetchStarts(useValue: () => unknown) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(key, { things: [1, 2] });
    const renders = await rendersInTransition(useValue, () => void client.refetchQueries({ queryKey: key }), {
      wrap: (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider>,
    });
    expect(client.isFetching()).toBe(1);
    return renders;
  }

  it('useQueryData: a fetch starting mid-render does not redo the render', async () => {
    expect(await whileAFetchStarts(() => useQueryData(options)?.things.length)).toBe(1);
  });

  it('useQuery redoes the render when a fetch starts (what useQueryData avoids)', async () => {
    expect(await whileAFetchStarts(() => useQuery(options).data?.things.length)).toBe(2);
  });

  it('useQueryData: new data is shown, and the observer fetches on mount as useQuery does', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let resolve!: (v: { n: number }) => void;
    const options = { queryKey: ['n'], queryFn: () => new Promise<{ n: number }>((r) => (resolve = r)) };
    function Reader() {
      const data = useQueryData(options);
      return <p data-testid="n">{data ? data.n : 'none'}</p>;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <Reader />
      </QueryClientProvider>,
    );
    expect(view.getByTestId('n').textContent).toBe('none');
    act(() => resolve({ n: 7 }));
    await waitFor(() => expect(view.getByTestId('n').textContent).toBe('7'));
    act(() => client.setQueryData(['n'], { n: 8 }));
    await waitFor(() => expect(view.getByTestId('n').textContent).toBe('8'));
  });
});
