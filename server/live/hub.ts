import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { SocketCmd, type SocketMessage } from '../../src/contract';
import type { Database } from '../db';

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
          const { storeId, message } = JSON.parse(payload) as { storeId: number; message: SocketMessage };
          this.deliver(storeId, message);
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
    this.listening = false;
    await this.unlisten?.();
  }

  add(storeId: number, ws: WebSocket): void {
    let set = this.sockets.get(storeId);
    if (!set) this.sockets.set(storeId, (set = new Set()));
    set.add(ws);
    ws.on('close', () => {
      set.delete(ws);
      if (set.size === 0) this.sockets.delete(storeId);
    });
  }

  count(storeId?: number): number {
    if (storeId !== undefined) return this.sockets.get(storeId)?.size ?? 0;
    let n = 0;
    for (const s of this.sockets.values()) n += s.size;
    return n;
  }

  publish(storeId: number, message: SocketMessage): void {
    this.events.published?.();
    if (this.database.kind === 'postgres') {
      this.database
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ storeId, message })])
        .catch((err: Error) => console.error('[hub] notify failed', err.message));
    } else {
      this.deliver(storeId, message);
    }
  }

  /** Tells every tablet on this node to refetch its order lists. */
  refreshAll(): void {
    for (const storeId of this.sockets.keys()) this.deliver(storeId, { cmd: SocketCmd.ORDER_CHANGED });
  }

  private deliver(storeId: number, message: SocketMessage): void {
    const set = this.sockets.get(storeId);
    if (!set) return;
    const text = JSON.stringify(message);
    let sent = 0;
    for (const ws of set)
      if (ws.readyState === ws.OPEN) {
        ws.send(text);
        sent++;
      }
    if (sent) this.events.delivered?.(sent);
  }
}
