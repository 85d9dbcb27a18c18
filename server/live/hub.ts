import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { ErrorCode, SocketCmd, type SocketMessage } from '../../src/contract';
import { MAX_SESSION_SECONDS } from '../auth/token';
import type { Database } from '../db';

/** The session a socket was opened with: re-checked while it stays open. */
export interface SocketSession {
  managerId: number;
  /** managers.session_version when the token was issued. */
  ver: number;
  /** Login time (seconds): the session ends MAX_SESSION_SECONDS after it. */
  authTime: number;
}

/** How often open sockets' sessions are re-checked (one query per node, whatever the socket count). */
export const SESSION_CHECK_MS = Number(process.env.SESSION_CHECK_MS) || 5_000;

const CHANNEL = 'store_events';

/** What the hub reports to /metrics and /readyz. */
export interface HubEvents {
  /** One message published for a store (once per event, whichever node delivers it). */
  published?(): void;
  /** Frames written to sockets by this node. */
  delivered?(count: number): void;
}

/** WebSocket close code 1012 "service restart": the app reconnects (to whichever node answers). */
export const CLOSE_RESTART = 1012;

/**
 * Fans socket messages out to every tablet of a store. On PostgreSQL each message goes through
 * NOTIFY so every API node (each with its own sockets) delivers it; on embedded PGlite there is
 * only this process, so delivery is direct.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly sessions = new Map<WebSocket, SocketSession>();
  private sessionTimer: ReturnType<typeof setInterval> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  readonly nodeId = randomUUID();
  /** Whether this node hears other nodes' events (always true on PGlite). */
  listening = false;

  constructor(
    private readonly database: Database,
    private readonly events: HubEvents = {},
  ) {}

  async start(): Promise<void> {
    if (this.database.kind !== 'postgres') {
      this.listening = true;
      return;
    }
    this.unlisten = await this.database.listen(
      CHANNEL,
      (payload) => {
        try {
          const { storeId, message, nodeId } = JSON.parse(payload) as {
            storeId: number;
            message: SocketMessage;
            nodeId?: string;
          };
          // This node's own events were delivered to its sockets when published.
          if (nodeId !== this.nodeId) this.deliver(storeId, message);
        } catch (err) {
          console.error('[hub] bad notification', err);
        }
      },
      {
        onDown: () => {
          this.listening = false;
        },
        onUp: (reconnected) => {
          this.listening = true;
          // Events published while this node was deaf are gone: every tablet here refetches its lists
          // (the same refresh an order change triggers, without a chime or a toast).
          if (reconnected) this.refreshAll();
        },
      },
    );
  }

  /** Closes every socket with 1012 so the tablets reconnect, to another node if this one is going away. */
  async stop(): Promise<void> {
    for (const set of this.sockets.values())
      for (const ws of set) ws.close(CLOSE_RESTART, 'server restarting');
    this.sockets.clear();
    this.sessions.clear();
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.sessionTimer = null;
    this.listening = false;
    await this.unlisten?.();
  }

  add(storeId: number, ws: WebSocket, session?: SocketSession): void {
    let set = this.sockets.get(storeId);
    if (!set) this.sockets.set(storeId, (set = new Set()));
    set.add(ws);
    if (session) {
      this.sessions.set(ws, session);
      this.sessionTimer ??= setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
    }
    ws.on('close', () => {
      set.delete(ws);
      if (set.size === 0) this.sockets.delete(storeId);
      this.sessions.delete(ws);
    });
  }

  /**
   * Authorised once is not enough: a logout, a password change or reset, a deactivation or a role change
   * (on any node: the version lives in the database) closes the account's sockets with 4001 within
   * SESSION_CHECK_MS, as does the end of the absolute session lifetime. The socket's token may itself
   * have expired meanwhile (the app renews its token through API answers), which does not end the session.
   * With the database down nothing is closed.
   */
  async checkSessions(): Promise<void> {
    if (!this.sessions.size) return;
    const ids = [...new Set([...this.sessions.values()].map((s) => s.managerId))];
    let rows: { manager_id: number; session_version: number; active: number }[];
    try {
      rows = await this.database.query(
        'SELECT manager_id, session_version, active FROM managers WHERE manager_id = ANY($1::int[])',
        [ids],
      );
    } catch {
      return;
    }
    const byId = new Map(rows.map((r) => [Number(r.manager_id), r]));
    const asked = new Set(ids);
    const now = Date.now() / 1000;
    for (const [ws, s] of this.sessions) {
      // A socket that joined while the query ran, for an account not asked about, is not "gone": it
      // was checked as it connected and is checked next time (it used to be closed with 4001 here, a
      // spurious logout of a tablet connecting during a check; found by the sockets bench, issue 27).
      if (!asked.has(s.managerId)) continue;
      const row = byId.get(s.managerId);
      const over =
        !row ||
        Number(row.active) !== 1 ||
        Number(row.session_version) !== s.ver ||
        s.authTime + MAX_SESSION_SECONDS <= now;
      if (over && ws.readyState === ws.OPEN) ws.close(4001, String(ErrorCode.INVALID_TOKEN));
    }
  }

  count(storeId?: number): number {
    if (storeId !== undefined) return this.sockets.get(storeId)?.size ?? 0;
    let n = 0;
    for (const s of this.sockets.values()) n += s.size;
    return n;
  }

  /**
   * Delivers to this node's sockets of the store at once and, on PostgreSQL, NOTIFYs the other nodes
   * (the payload names this node, whose listener skips it). Going through NOTIFY for this node's own
   * tablets too cost a pool round trip and a LISTEN wake-up per event (docs/benchmarks.md, issue 27).
   */
  publish(storeId: number, message: SocketMessage): void {
    this.events.published?.();
    this.deliver(storeId, message);
    if (this.database.kind === 'postgres') {
      this.database
        .query('SELECT pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ storeId, message, nodeId: this.nodeId }),
        ])
        .catch((err: Error) => console.error('[hub] notify failed', err.message));
    }
  }

  /** Tells every tablet on this node to refetch its order lists. */
  refreshAll(): void {
    for (const storeId of this.sockets.keys()) this.deliver(storeId, { cmd: SocketCmd.ORDER_CHANGED });
  }

  private deliver(storeId: number, message: SocketMessage): void {
    const set = this.sockets.get(storeId);
    if (!set) return;
    // Encoded once for the store's tablets (a string would be encoded again for every socket).
    const data = Buffer.from(JSON.stringify(message));
    let sent = 0;
    for (const ws of set)
      if (ws.readyState === ws.OPEN) {
        ws.send(data, { binary: false });
        sent++;
      }
    if (sent) this.events.delivered?.(sent);
  }
}
