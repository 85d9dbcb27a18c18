import { SOCKET_JOINED, socketMessageSchema, type SocketMessage } from '@/contract';

/** Spec §9: the socket reconnects 5 seconds after it closes. */
export const RECONNECT_MS = 5_000;
/** A socket silent for this long on shop Wi-Fi is presumed dead and replaced (the server pings every 25 s). */
export const SILENCE_MS = 45_000;
const PING_MS = 20_000;

import type { SocketStatus } from '@/state/live';

export type { SocketStatus };

export interface SocketClientOptions {
  url: () => string;
  onMessage(message: SocketMessage): void;
  onStatus(status: SocketStatus): void;
  /**
   * The server has put the socket in the store's room (status 'open' from here). The lists were read
   * before, so an order placed meanwhile sent its frame to no one: the caller refreshes at once.
   * `again`: a socket of this client had joined before (a reconnect), not the first of the session.
   */
  onJoined(again: boolean): void;
  /** 4001: the token was refused; the session is over. */
  onAuthRefused?(reason: string): void;
  WebSocketImpl?: typeof WebSocket;
  reconnectMs?: number;
  silenceMs?: number;
}

/**
 * One socket for the authenticated layout: connects with storeId + token, parses every message with
 * the contract, reconnects 5 s after a close (at once when the browser says it is back online), and
 * replaces a connection that has gone silent.
 */
export function createSocketClient(opts: SocketClientOptions) {
  const WS = opts.WebSocketImpl ?? WebSocket;
  const reconnectMs = opts.reconnectMs ?? RECONNECT_MS;
  const silenceMs = opts.silenceMs ?? SILENCE_MS;
  let ws: WebSocket | null = null;
  let stopped = true;
  let everJoined = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastHeard = 0;

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    retryTimer = null;
    pingTimer = null;
  };

  const connect = () => {
    if (stopped) return;
    clearTimers();
    opts.onStatus('connecting');
    const socket = new WS(opts.url());
    ws = socket;
    // 'open' waits for the server's word that the socket is in the room (SOCKET_JOINED): the socket
    // opens before the server has checked the token. A server that does not say it (an older node in a
    // rolling deploy) answers the first ping only once the socket is in, which counts the same.
    let joined = false;
    const join = () => {
      if (joined) return;
      joined = true;
      opts.onStatus('open');
      opts.onJoined(everJoined);
      everJoined = true;
    };
    socket.onopen = () => {
      if (ws !== socket) return;
      lastHeard = Date.now();
      pingTimer = setInterval(
        () => {
          if (Date.now() - lastHeard > silenceMs) {
            socket.close();
            return;
          }
          if (socket.readyState === WS.OPEN) socket.send('ping');
        },
        Math.min(PING_MS, silenceMs / 2),
      );
    };
    socket.onmessage = (event: MessageEvent) => {
      if (ws !== socket) return;
      lastHeard = Date.now();
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        console.error('[socket] message is not JSON', event.data);
        return;
      }
      const parsed = socketMessageSchema.safeParse(json);
      if (!parsed.success) {
        console.error('[socket] message does not match the contract', json);
        return;
      }
      if (parsed.data.cmd === SOCKET_JOINED.cmd) {
        // The join, or a pong (answered only from inside the room).
        join();
        return;
      }
      opts.onMessage(parsed.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (ws !== socket) return;
      ws = null;
      clearTimers();
      if (stopped) return;
      if (event.code === 4001) {
        opts.onStatus('refused');
        opts.onAuthRefused?.(event.reason);
        return;
      }
      if (event.code === 4003) {
        opts.onStatus('refused');
        return;
      }
      opts.onStatus(
        typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'reconnecting',
      );
      retryTimer = setTimeout(connect, reconnectMs);
    };
  };

  const onOnline = () => {
    // The network is back: do not wait out the 5-second timer.
    if (!stopped && !ws) connect();
  };
  const onOffline = () => {
    if (stopped) return;
    // The browser says the network is gone: the socket is as good as dead, say so now. Not from its
    // onclose: a close handshake may not complete without a network, and that event can come late.
    const socket = ws;
    ws = null;
    clearTimers();
    socket?.close();
    opts.onStatus('offline');
    // `online` connects at once; this is for a browser that never says it.
    retryTimer = setTimeout(connect, reconnectMs);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      globalThis.addEventListener?.('online', onOnline);
      globalThis.addEventListener?.('offline', onOffline);
      connect();
    },
    stop() {
      stopped = true;
      globalThis.removeEventListener?.('online', onOnline);
      globalThis.removeEventListener?.('offline', onOffline);
      clearTimers();
      const socket = ws;
      ws = null;
      socket?.close(1000, 'bye');
    },
    /** Drop the connection now (tests, and a hidden→visible check that finds it dead). */
    kick() {
      ws?.close();
    },
    get connected() {
      return ws?.readyState === WS.OPEN;
    },
  };
}
export type SocketClient = ReturnType<typeof createSocketClient>;
