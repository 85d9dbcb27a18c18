import { REFRESH_CMDS, SocketCmd, type SocketMessage } from '@/contract';

/** What the client does with one socket message (spec §9); pure, so it is unit-tested on its own. */
export interface SocketAction {
  /** Refetch the order queries. */
  refresh: boolean;
  /** Reload the page (cmd 5). */
  reload: boolean;
  /**
   * A toast with the message's title/body, when the message asks for one. A failed print (cmd 131)
   * stays until it is dismissed or printed again (`persist`), and when it names its order and printer,
   * the toast offers to print that printer's tickets of the order again.
   */
  toast: {
    title: string;
    body: string;
    reprintOrderId?: number;
    reprintPrinterId?: number;
    persist?: true;
  } | null;
  /**
   * Play the alert sound: a new order, a reservation or a cancel request needs someone's attention,
   * and so does a ticket the kitchen did not get (cmd 131).
   */
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
  SocketCmd.PRINT_FAILED,
];

export function socketAction(message: SocketMessage): SocketAction {
  const reload = message.cmd === SocketCmd.RELOAD;
  const wantsToast = message.actions?.toast === true || message.actions?.toast === 1;
  const hasText = Boolean(message.title || message.body);
  const printFailed = message.cmd === SocketCmd.PRINT_FAILED;
  return {
    // A failed print of an order: the order's "인쇄 안 됨" mark comes with its refetch.
    refresh: REFRESH_CMDS.includes(message.cmd) || (printFailed && !!message.order_id),
    reload,
    toast:
      !reload && wantsToast && hasText
        ? {
            title: message.title ?? '',
            body: message.body ?? '',
            ...(printFailed && message.order_id && message.printer_id
              ? { reprintOrderId: message.order_id, reprintPrinterId: message.printer_id }
              : {}),
            ...(printFailed ? { persist: true as const } : {}),
          }
        : null,
    sound: ATTENTION_CMDS.includes(message.cmd),
    store: message.cmd === SocketCmd.STORE_CHANGED,
    menu: message.cmd === SocketCmd.MENU_CHANGED,
  };
}
