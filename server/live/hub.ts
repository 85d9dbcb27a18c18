import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { SocketMessage } from '../../src/contract';
import type { Database } from '../db';

const CHANNEL = 'store_events';

/**
 * Fans socket messages out to every tablet of a store. On PostgreSQL each message goes through
 * NOTIFY so every API node (each with its own sockets) delivers it; on embedded PGlite there is
 * only this process, so delivery is direct.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private unlisten: (() => Promise<void>) | null = null;
  readonly nodeId = randomUUID();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.database.kind !== 'postgres') return;
    this.unlisten = await this.database.listen(CHANNEL, (payload) => {
      try {
        const { storeId, message } = JSON.parse(payload) as { storeId: number; message: SocketMessage };
        this.deliver(storeId, message);
      } catch (err) {
        console.error('[hub] bad notification', err);
      }
    });
  }

  async stop(): Promise<void> {
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1001, 'server shutting down');
    this.sockets.clear();
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
    if (this.database.kind === 'postgres') {
      this.database
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ storeId, message })])
        .catch((err: Error) => console.error('[hub] notify failed', err.message));
    } else {
      this.deliver(storeId, message);
    }
  }

  private deliver(storeId: number, message: SocketMessage): void {
    const set = this.sockets.get(storeId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(text);
  }
}
