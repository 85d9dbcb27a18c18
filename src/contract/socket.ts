import { z } from 'zod/mini';
import { int } from './common';

/** Spec §3: socket message — actions (type, toast), title, body, cmd. */
export const socketMessageSchema = z.object({
  actions: z.optional(
    z.object({
      type: z.optional(z.string()),
      toast: z.optional(z.union([z.boolean(), z.number()])),
    }),
  ),
  title: z.optional(z.string()),
  body: z.optional(z.string()),
  cmd: z.coerce.number().check(z.int()),
  order_id: z.optional(int),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** Spec §9: these cmd values refresh the orders; cmd 5 reloads the page. */
export const SocketCmd = {
  RELOAD: 5,
  ORDER_NEW: 101,
  ORDER_CHANGED: 102,
  RESERVATION_NEW: 111,
  RESERVATION_CHANGED: 112,
  CANCEL_REQUESTED: 121,
  CANCEL_CHANGED: 122,
  /** A print job failed after its retries (issue 26): the tablet offers to print again. */
  PRINT_FAILED: 131,
  /** The store's status changed (pause, busy, open, close — issue 26): tablets refetch the store info. */
  STORE_CHANGED: 141,
  /** The store's menu or sold-out marks changed (issue 26): tablets refetch the menu. */
  MENU_CHANGED: 151,
  TEST_NOTI: 501,
} as const;
export const REFRESH_CMDS: readonly number[] = [101, 102, 111, 112, 121, 122, 501];

/**
 * cmd 0 is the socket's own talk, not an event: the answer to the tablet's ping, and the word that the
 * server has checked the token and put the socket in its store's room. Frames go to the room only, so
 * an order placed before that word reached no one: the tablet refreshes its lists when it hears it.
 */
export const SOCKET_JOINED = { cmd: 0, actions: { type: 'joined' } } as const;
export const SOCKET_PONG = { cmd: 0, actions: { type: 'pong' } } as const;
