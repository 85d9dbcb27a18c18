/**
 * A load process of the `sockets` bench (tests/bench/sockets.ts): `node --import tsx socket-worker.ts`
 * with an IPC channel. It holds many tablet sockets, opened as the app opens them
 * (`/ws?storeId=&token=`, src/features/live/socket-client.ts), answers the server's pings (ws answers
 * protocol pings by itself) and sends the app's own 'ping' every 20 s, and records when each new-order
 * frame (cmd 101) reaches each socket, on the wall clock (performance.timeOrigin + performance.now():
 * one machine, one clock, so the parent compares it with the server's created_at).
 *
 * Messages from the parent: { op: 'open', url, sockets: [{ storeId, token }] } → { op: 'opened', … };
 * { op: 'collect' } → { op: 'frames', frames: [orderId, storeId, atMs][], closed, closedBy } (frames are
 * then forgotten);
 * { op: 'close' } closes every socket and exits. The worker exits too when the parent goes away.
 * Loopback only.
 */
import WebSocket from 'ws';
import { SOCKET_PONG } from '../../src/contract';

interface OpenMessage {
  op: 'open';
  url: string;
  sockets: { storeId: number; token: string }[];
}
type ParentMessage = OpenMessage | { op: 'collect' } | { op: 'close' };

/** The app's own liveness ping (socket-client.ts PING_MS). */
const PING_MS = 20_000;
const OPEN_TIMEOUT_MS = 30_000;
/** Sockets opened at once: a bounded handshake burst, as when a mall's tablets come back after an outage. */
const OPENING_AT_ONCE = 50;
const ORDER_NEW = 101;
const PONG = JSON.stringify(SOCKET_PONG);

const open = new Set<WebSocket>();
let frames: [number, number, number][] = [];
/** Sockets that closed after having opened (a lost tablet: every frame it should have had is lost). */
let closed = 0;
/** Their close codes and reasons, counted. */
const closedBy = new Map<string, number>();
let pongs = 0;
const timers: NodeJS.Timeout[] = [];

const send = (m: unknown) => process.send?.(m);

function openOne(base: string, storeId: number, token: string): Promise<WebSocket> {
  const url = new URL(`/ws?storeId=${storeId}&token=${encodeURIComponent(token)}`, base);
  url.protocol = 'ws:';
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('socket-worker: loopback only');
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('open timed out'));
    }, OPEN_TIMEOUT_MS);
    let openedAt = 0;
    ws.once('open', () => {
      openedAt = performance.now();
      clearTimeout(timer);
      open.add(ws);
      resolve(ws);
    });
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.on('close', (code, reason) => {
      clearTimeout(timer);
      if (open.delete(ws)) {
        closed++;
        // Refused at once (the route checks the token after the upgrade) or closed later (hub, restart).
        const when = performance.now() - openedAt < 1_000 ? 'at open' : 'later';
        const k = `${code} ${reason.toString()} ${when}`.trim();
        closedBy.set(k, (closedBy.get(k) ?? 0) + 1);
      }
      reject(new Error(`closed ${code}`));
    });
    ws.on('message', (data: Buffer) => {
      const at = performance.timeOrigin + performance.now();
      const text = data.toString();
      if (text === PONG) {
        pongs++;
        return;
      }
      const m = JSON.parse(text) as { cmd?: number; order_id?: number };
      if (m.cmd === ORDER_NEW && m.order_id) frames.push([m.order_id, storeId, at]);
    });
  });
}

async function openAll(msg: OpenMessage) {
  const t0 = performance.now();
  const errors = new Map<string, number>();
  let next = 0;
  const opened: WebSocket[] = [];
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      while (next < msg.sockets.length) {
        const s = msg.sockets[next++]!;
        try {
          opened.push(await openOne(msg.url, s.storeId, s.token));
        } catch (err) {
          const k = (err as Error).message;
          errors.set(k, (errors.get(k) ?? 0) + 1);
        }
      }
    }),
  );
  const openMs = performance.now() - t0;
  // The server authenticates after the upgrade: a pong proves the socket passed and joined its store.
  const before = pongs;
  for (const ws of opened) ws.send('ping');
  const until = performance.now() + 10_000;
  while (pongs - before < opened.length && performance.now() < until)
    await new Promise((r) => setTimeout(r, 20));
  // Then the app's own ping every 20 s, each socket at its own phase.
  for (const ws of opened) {
    const t = setTimeout(() => {
      const i = setInterval(() => ws.readyState === ws.OPEN && ws.send('ping'), PING_MS);
      timers.push(i);
    }, Math.random() * PING_MS);
    timers.push(t);
  }
  send({
    op: 'opened',
    open: open.size,
    authenticated: pongs - before,
    openMs,
    errors: Object.fromEntries(errors),
  });
}

process.on('message', (msg: ParentMessage) => {
  if (msg.op === 'open') void openAll(msg);
  else if (msg.op === 'collect') {
    send({ op: 'frames', frames, closed, closedBy: Object.fromEntries(closedBy), open: open.size });
    frames = [];
  } else if (msg.op === 'close') shutDown();
});
process.on('disconnect', shutDown);

function shutDown() {
  for (const t of timers) clearTimeout(t);
  for (const ws of open) ws.terminate();
  process.exit(0);
}
