/**
 * 500 open orders on the live board (issue 9), on a server of its own:
 * - first render: navigation start → all open orders' cards in the DOM + the next frame, and the part
 *   of it after the order list's response arrived (rendering alone);
 * - a refresh that changes one order: its status is changed through the API (as another tablet would);
 *   time until this page shows it, and how many OrderCard components rendered for it.
 *
 * Counting renders in a production build: React Profiler is compiled out, but React still reports every
 * commit to a DevTools global hook when one is present. The hook installed here walks each committed
 * tree the way React DevTools does (a subtree whose child pointer did not change was not rendered; a
 * function component fiber with the PerformedWork flag was) and counts the OrderCard fibers rendered.
 * OrderCard is recognised as the outermost component whose first DOM node is [data-testid="order-card"].
 * The DOM view is reported too: cards whose elements were added, removed or mutated (MutationObserver).
 */
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, DEMO_PASSWORD, login, startServer } from '../e2e/harness';
import { tabletContext } from './browser-util';
import { median, QUICK, reps, round, spreadOf, type Figure } from './stats';

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}
interface Bench {
  cardType: unknown;
  /** order ids whose OrderCard rendered since the last reset (mounted or rendered again). */
  rendered: Record<string, number>;
  /** …of those, the ones that were mounted (a card new to the screen, or moved to another column). */
  mounted: Record<string, number>;
  /** order ids whose card DOM changed since the last reset. */
  mutated: Record<string, number>;
  commits: number;
  /** performance.now() at the frame after the card count first reached `want`. */
  allCards?: number;
  want: number;
}

/** Runs in the page before any script (addInitScript): the DevTools hook and the DOM observers. */
export function instrument(): void {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const b: Bench = {
    cardType: null,
    rendered: {},
    mounted: {},
    mutated: {},
    commits: 0,
    want: Number.POSITIVE_INFINITY,
  };
  (window as unknown as { __bench: Bench }).__bench = b;

  /** The first DOM element a fiber renders (depth-first: emotion puts an <Insertion> before it). */
  const firstHost = (f: Fiber | null): Fiber | null => {
    if (!f || f.tag === 5) return f;
    for (let c = f.child; c; c = c.sibling) {
      const h = firstHost(c);
      if (h) return h;
    }
    return null;
  };
  const cardIdOf = (f: Fiber): string | null => {
    const host = firstHost(f);
    const el = host?.stateNode as HTMLElement | undefined;
    return el && el.dataset?.testid === 'order-card' ? (el.dataset.orderId ?? null) : null;
  };
  /** Top-down through the committed tree: the first component whose first DOM node is a card. */
  const learnCardType = (f: Fiber | null): boolean => {
    for (; f; f = f.sibling) {
      if (
        COMPONENT_TAGS.has(f.tag) &&
        (firstHost(f)?.stateNode as HTMLElement | undefined)?.dataset?.testid === 'order-card'
      ) {
        b.cardType = f.type;
        return true;
      }
      if (learnCardType(f.child)) return true;
    }
    return false;
  };
  const visit = (next: Fiber, prev: Fiber | null) => {
    if (b.cardType && next.type === b.cardType && (!prev || next.flags & PERFORMED_WORK)) {
      const id = cardIdOf(next);
      if (id) b.rendered[id] = (b.rendered[id] ?? 0) + 1;
      if (id && !prev) b.mounted[id] = (b.mounted[id] ?? 0) + 1;
    }
    if (prev && next.child === prev.child) return; // this subtree was not rendered in this commit
    for (let c = next.child; c; c = c.sibling) visit(c, c.alternate);
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      b.commits++;
      if (!b.cardType && document.querySelector('[data-testid="order-card"]')) learnCardType(root.current);
      if (b.cardType) visit(root.current, root.current.alternate);
    },
  };

  const markCard = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    const card = el?.closest<HTMLElement>('[data-testid="order-card"]');
    if (card?.dataset.orderId) b.mutated[card.dataset.orderId] = (b.mutated[card.dataset.orderId] ?? 0) + 1;
  };
  new MutationObserver((records) => {
    for (const r of records) {
      markCard(r.target);
      for (const n of [...r.addedNodes, ...r.removedNodes]) {
        if (n instanceof HTMLElement && n.dataset.testid === 'order-card' && n.dataset.orderId)
          b.mutated[n.dataset.orderId] = (b.mutated[n.dataset.orderId] ?? 0) + 1;
        else if (n instanceof HTMLElement)
          n.querySelectorAll<HTMLElement>('[data-testid="order-card"]').forEach(
            (c) => (b.mutated[c.dataset.orderId!] = (b.mutated[c.dataset.orderId!] ?? 0) + 1),
          );
      }
    }
    if (
      b.allCards === undefined &&
      document.querySelectorAll('[data-testid="order-card"]').length >= b.want
    ) {
      b.allCards = -1;
      requestAnimationFrame(() => (b.allCards = performance.now()));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Store 1's open orders grow by `count` (8 customers at a time). */
export async function fillBoard(url: string, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) await placeRushOrder(url, next++);
    }),
  );
}

/** Store 1's `i`-th customer order: eat-in or takeout, one of five dishes, now and then a request. */
export async function placeRushOrder(url: string, i: number): Promise<void> {
  const r = await api(url, 'customer/order/create', {
    store_id: 1,
    order_type: 1 + (i % 2),
    table_no: String(1 + (i % 30)),
    pay_type: 1,
    request: i % 7 === 0 ? '덜 맵게 해 주세요' : undefined,
    items: [{ product_id: 1 + (i % 5), quantity: 1 + (i % 3), option_names: [] }],
  });
  if (r.code !== 0) throw new Error(`create failed: ${r.message}`);
}

const bench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

export async function manyOrders(browser: Browser, count = QUICK ? 100 : 500): Promise<Figure[]> {
  const server = await startServer();
  try {
    // Store 1's open orders: the seed's plus `count` new ones (8 customers at a time).
    await fillBoard(server.url, count);
    const token = await apiLogin(server.url, 'store1');
    const list = await api<{ order_list: { order_id: number; order_status: number }[] }>(
      server.url,
      'store/order/list',
      { store_id: 1, search_type: 1, app_type: 3 },
      token,
    );
    const open = list.data!.order_list;
    // The live board draws the oldest 40 cards of each status column, then a "더 보기" button
    // (features/orders/components/order-board.tsx FIRST_CARDS): that is what a render costs.
    const FIRST_CARDS = 40;
    const drawn = [1, 2, 3].reduce(
      (n, st) => n + Math.min(FIRST_CARDS, open.filter((o) => o.order_status === st).length),
      0,
    );

    const context = await tabletContext(browser, server.url);
    await context.addInitScript(instrument);
    await context.addInitScript((want) => {
      (window as unknown as { __bench: { want: number } }).__bench.want = want;
    }, drawn);
    const page = await context.newPage();
    await login(page, server.url, 'store1', DEMO_PASSWORD);
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor({ timeout: 30_000 });

    // First render, from a fresh navigation each time (the service worker and HTTP cache warm, as on the tablet).
    const firstRender: number[] = [];
    for (let i = 0; i < reps(3); i++) {
      await page.goto(`${server.url}/order-list`);
      await page.waitForFunction(
        () => ((window as unknown as { __bench: Bench }).__bench.allCards ?? -1) > 0,
        undefined,
        { timeout: 60_000, polling: 20 },
      );
      firstRender.push(round((await bench(page)).allCards!));
    }
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);

    // Rendering alone: leave for /completed-list through the side menu and come back (history.back()).
    // The orders are in the query cache and the route's code is loaded, so this is the router, React's
    // render and commit of every card, style, layout and the frame.
    const reentry: number[] = [];
    const reentryCommit: number[] = [];
    for (let i = 0; i < reps(3); i++) {
      await page.locator('a[href^="/completed-list"]').first().click();
      await page.waitForURL((u) => u.pathname === '/completed-list');
      await page.waitForFunction(() => !document.querySelector('[data-testid="column-1"]'));
      await page.waitForTimeout(500);
      const { committed, painted } = await page.evaluate(
        () =>
          new Promise<{ committed: number; painted: number }>((resolve, reject) => {
            const t0 = performance.now();
            const want = (window as unknown as { __bench: Bench }).__bench.want;
            const timer = setTimeout(() => reject(new Error('cards did not come back')), 30_000);
            const obs = new MutationObserver(() => {
              if (
                document.querySelectorAll('[data-testid^="column-"] [data-testid="order-card"]').length < want
              )
                return;
              obs.disconnect();
              // A MutationObserver callback runs right after React's commit; the frame after it is the paint.
              const committed = performance.now() - t0;
              requestAnimationFrame(() => {
                clearTimeout(timer);
                resolve({ committed, painted: performance.now() - t0 });
              });
            });
            obs.observe(document.body, { childList: true, subtree: true });
            history.back();
          }),
      );
      reentryCommit.push(round(committed));
      reentry.push(round(painted));
      await page.waitForTimeout(500);
    }
    const cardsShown = await page.locator('[data-testid="order-card"]').count();

    // A second tablet accepts one order at a time; this page follows through the socket.
    const refresh: number[] = [];
    const renderedCards: number[] = [];
    const rerenderedCards: number[] = [];
    const mutatedCards: number[] = [];
    // The oldest new orders: on screen (the first cards of the column).
    const candidates = open.filter((o) => o.order_status === 1).slice(0, reps(3));
    const cardType = (await page.evaluate(() =>
      Boolean((window as unknown as { __bench: Bench }).__bench.cardType),
    ))
      ? 'found'
      : 'not found';
    for (const o of candidates) {
      await page.evaluate(() => {
        const b = (window as unknown as { __bench: Bench }).__bench;
        b.rendered = {};
        b.mounted = {};
        b.mutated = {};
      });
      const t0 = Date.now();
      const r = await api(
        server.url,
        'store/order/status/edit',
        { store_id: 1, order_id: o.order_id, from_status: 1, order_status: 2, prep_minutes: 15 },
        token,
      );
      if (r.code !== 0) throw new Error(`status edit failed: ${r.message}`);
      const shown = await page.waitForFunction(
        (id) => {
          const el = document.querySelector<HTMLElement>(`[data-testid="order-card"][data-order-id="${id}"]`);
          if (!el || el.dataset.status === '1') return 0;
          return new Promise<number>((res) =>
            requestAnimationFrame(() => res(performance.timeOrigin + performance.now())),
          );
        },
        o.order_id,
        { timeout: 30_000, polling: 5 },
      );
      refresh.push(round(((await shown.jsonValue()) as number) - t0));
      // Anything the refresh causes after the card shows (a refetch landing) is counted too.
      await page.waitForTimeout(1_500);
      const b = await bench(page);
      renderedCards.push(Object.keys(b.rendered).length);
      rerenderedCards.push(Object.keys(b.rendered).filter((id) => !b.mounted[id]).length);
      mutatedCards.push(Object.keys(b.mutated).length);
    }
    await context.close();
    return [
      {
        figure: `${open.length} open orders: first render (nav start → ${drawn} cards drawn + frame)`,
        value: median(firstRender),
        unit: 'ms',
        target: '—',
        spread: spreadOf(firstRender),
        note: `${cardsShown} cards in the DOM; page load, list from IndexedDB/network`,
      },
      {
        figure: `${open.length} open orders: render from cache (route re-entry → ${drawn} cards + frame)`,
        value: median(reentry),
        unit: 'ms',
        target: '≤ 100 ms',
        spread: spreadOf(reentry),
        note: `history.back() from /completed-list; DOM committed at median ${median(reentryCommit)} ms (router + React render + commit), the rest is style/layout/paint`,
      },
      {
        figure: `${open.length} open orders: one order changed elsewhere → shown here`,
        value: median(refresh),
        unit: 'ms',
        target: '≤ 100 ms',
        spread: spreadOf(refresh),
        note: 'from before the API call (status edit + socket + that one order fetched and placed + render; the whole list follows at once, or at the end of the 5-second window a change before it opened)',
      },
      {
        figure: `${open.length} open orders: OrderCard components rendered by that refresh`,
        value: median(renderedCards),
        unit: 'cards',
        target: '1 card',
        spread: spreadOf(renderedCards, 0),
        note: `DevTools-hook fiber walk (OrderCard type ${cardType}); of them already on screen and rendered again: median ${median(rerenderedCards)} (${spreadOf(rerenderedCards, 0)}), the rest mounted (the changed card in its new column, a card moving into the drawn ones); cards whose DOM changed: median ${median(mutatedCards)} (${spreadOf(mutatedCards, 0)})`,
      },
    ];
  } finally {
    await server.stop();
  }
}
