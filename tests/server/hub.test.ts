import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { SocketCmd } from '../../src/contract';
import type { Database } from '../../server/db';
import { Hub } from '../../server/live/hub';

/** The parts of a ws socket the hub touches. */
function fakeSocket() {
  const ws = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: vi.fn(),
    close: vi.fn(),
  });
  return ws as typeof ws & WebSocket;
}

const hubs: Hub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.stop();
});

describe('hub session checks (issue 27: found by the sockets bench)', () => {
  it('does not close a socket that joined while the check was asking the database', async () => {
    let answer!: (rows: unknown[]) => void;
    const query = vi.fn(() => new Promise<unknown[]>((r) => (answer = r)));
    const hub = new Hub({ kind: 'pglite', query } as unknown as Database);
    hubs.push(hub);
    const now = Math.floor(Date.now() / 1000);
    const first = fakeSocket();
    hub.add(1, first, { managerId: 1, ver: 0, authTime: now });

    const check = hub.checkSessions();
    // A tablet of another account connects meanwhile (its token was checked as it connected).
    const joined = fakeSocket();
    hub.add(2, joined, { managerId: 2, ver: 0, authTime: now });
    answer([{ manager_id: 1, session_version: 0, active: 1 }]);
    await check;
    expect(first.close).not.toHaveBeenCalled();
    expect(joined.close).not.toHaveBeenCalled();

    // The next check asks about it, and a logout (version bumped) still ends it.
    const next = hub.checkSessions();
    answer([
      { manager_id: 1, session_version: 0, active: 1 },
      { manager_id: 2, session_version: 1, active: 1 },
    ]);
    await next;
    expect(first.close).not.toHaveBeenCalled();
    expect(joined.close).toHaveBeenCalledWith(4001, '9991');
  });
});

describe('hub delivery on PostgreSQL', () => {
  it('delivers to its own sockets at once and NOTIFYs the other nodes, skipping its own notification', async () => {
    let onMessage!: (payload: string) => void;
    const query = vi.fn(async () => []);
    const database = {
      kind: 'postgres',
      query,
      listen: async (_channel: string, cb: (payload: string) => void) => {
        onMessage = cb;
        return async () => undefined;
      },
    } as unknown as Database;
    const hub = new Hub(database);
    hubs.push(hub);
    await hub.start();
    const ws = fakeSocket();
    hub.add(7, ws);
    const message = { cmd: SocketCmd.ORDER_NEW, order_id: 42 };

    hub.publish(7, message);
    expect(ws.send).toHaveBeenCalledTimes(1);
    const [data, opts] = ws.send.mock.calls[0]!;
    expect(String(data)).toBe(JSON.stringify(message));
    expect(opts).toEqual({ binary: false });
    expect(query).toHaveBeenCalledTimes(1);
    const [sql, params] = query.mock.calls[0] as unknown as [string, [string, string]];
    expect(sql).toContain('pg_notify');
    const payload = params[1];
    expect(JSON.parse(payload)).toEqual({ storeId: 7, message, nodeId: hub.nodeId });

    // Its own notification comes back through LISTEN: not delivered twice.
    onMessage(payload);
    expect(ws.send).toHaveBeenCalledTimes(1);
    // Another node's event (and an older node's, which names no node) is delivered.
    onMessage(JSON.stringify({ storeId: 7, message, nodeId: 'another-node' }));
    onMessage(JSON.stringify({ storeId: 7, message }));
    expect(ws.send).toHaveBeenCalledTimes(3);
  });
});
