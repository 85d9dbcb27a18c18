import { REFRESH_CMDS, SocketCmd, type SocketMessage } from '@/contract';

/** What the client does with one socket message (spec §9); pure, so it is unit-tested on its own. */
export interface SocketAction {
  /** Refetch the order queries. */
  refresh: boolean;
  /** Reload the page (cmd 5). */
  reload: boolean;
  /**
   * A toast with the message's title/body, when the message asks for one; a failed print (cmd 131)
   * names its order, and the toast offers to print it again.
   */
  toast: { title: string; body: string; reprintOrderId?: number } | null;
  /** Play the new-order sound (a new order, a reservation or a cancel request needs someone's attention). */
  sound: boolean;
  /** Refetch the store info: its status, pause or busy minutes changed on another tablet (issue 26). */
  store: boolean;
  /** Refetch the menu: a product, group or sold-out mark changed on another tablet (issue 26). */
  menu: boolean;
}

const ATTENTION_CMDS: readonly number[] = [
  SocketCmd.ORDER_NEW,
  SocketCmd.RESERVATION_NEW,
  SocketCmd.CANCEL_REQUESTED,
  SocketCmd.TEST_NOTI,
];

export function socketAction(message: SocketMessage): SocketAction {
  const reload = message.cmd === SocketCmd.RELOAD;
  const wantsToast = message.actions?.toast === true || message.actions?.toast === 1;
  const hasText = Boolean(message.title || message.body);
  return {
    refresh: REFRESH_CMDS.includes(message.cmd),
    reload,
    toast:
      !reload && wantsToast && hasText
        ? {
            title: message.title ?? '',
            body: message.body ?? '',
            ...(message.cmd === SocketCmd.PRINT_FAILED && message.order_id
              ? { reprintOrderId: message.order_id }
              : {}),
          }
        : null,
    sound: ATTENTION_CMDS.includes(message.cmd),
    store: message.cmd === SocketCmd.STORE_CHANGED,
    menu: message.cmd === SocketCmd.MENU_CHANGED,
  };
}
