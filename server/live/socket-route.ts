import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { canTouchStore } from '../auth/access';
import { verifyToken } from '../lib/call';
import type { AppContext } from '../lib/context';
import type { SocketSession } from './hub';
import { ApiFailure } from '../lib/errors';
import { stores } from '../db/schema';
import { SOCKET_JOINED, SOCKET_PONG } from '../../src/contract';

// Written once: a pong answers every tablet's ping every 20 s.
const JOINED = JSON.stringify(SOCKET_JOINED);
const PONG = JSON.stringify(SOCKET_PONG);

/**
 * `GET /ws?storeId=&token=` — one socket per tablet. The token and the store scope are checked
 * before the socket joins its store's room; a refusal closes with 4001 (token; the reason carries
 * 9991/9994) or 4003 (store out of scope).
 */
export function socketRoute(app: FastifyInstance, ctx: AppContext) {
  app.get('/ws', { websocket: true }, async (socket, req) => {
    const q = req.query as { storeId?: string; token?: string };
    const storeId = Number(q.storeId);
    let session: SocketSession;
    try {
      const { principal, claims } = await verifyToken(ctx, q.token ?? '');
      const rows = await ctx.db
        .select({ g: stores.storeGroupId })
        .from(stores)
        .where(eq(stores.storeId, storeId));
      const ok =
        Number.isInteger(storeId) &&
        canTouchStore(principal, storeId, (id) =>
          id === storeId ? (rows[0] ? rows[0].g : undefined) : undefined,
        );
      if (!ok) {
        socket.close(4003, 'forbidden');
        return;
      }
      session = { managerId: principal.managerId, ver: claims.ver, authTime: claims.auth_time };
    } catch (err) {
      socket.close(4001, err instanceof ApiFailure ? String(err.code) : 'invalid');
      return;
    }
    // The hub re-checks the session while the socket stays open (logout, password, deactivation).
    ctx.hub.add(storeId, socket, session);
    // In the room from here: the tablet's lists, read before this, may lack what was placed meanwhile.
    socket.send(JOINED);
    // Keep idle connections alive through shop routers that drop silent TCP sessions.
    const ping = setInterval(() => socket.readyState === socket.OPEN && socket.ping(), 25_000);
    socket.on('close', () => clearInterval(ping));
    socket.on('message', (raw: Buffer) => {
      // The only client message is an application-level ping; answer it so the client can measure liveness.
      if (raw.toString() === 'ping') socket.send(PONG);
    });
  });
}
