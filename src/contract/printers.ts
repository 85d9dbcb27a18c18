import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, int, optionalId } from './common';

/*
 * Network thermal printers of a store (issue 26): where each one is, what it prints, and when. The
 * backend sends ESC/POS to host:port itself (raw TCP, usually port 9100) through a queue kept in the
 * database; a job that still fails after its retries is reported to the store's tablets. Only
 * addresses the server's printer policy allows can be saved (its networks and ports; never loopback or
 * link-local): another address is a field error on `host` or `port`, not a request the server makes.
 */

export const PRINTER_NAME_MAX = 30;
/** When a printer prints an order by itself: on arrival, on accept, or only when asked. */
export const PrintOn = { ARRIVAL: 1, ACCEPT: 2, MANUAL: 3 } as const;
export const PRINT_COPIES_MAX = 5;

/** An IPv4 address: printers on a shop's network are set up by address (no name lookup on the server). */
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const flag = z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(0), z.literal(1)]));

export const printerSchema = z.object({
  printer_id: int,
  printer_name: z.string(),
  host: z.string(),
  port: int,
  paper_width: z.union([z.literal(58), z.literal(80)]),
  copies: int,
  /** Order kinds (order_type codes) it prints; the others are not printed there. */
  order_types: z.array(int),
  print_kitchen: z.union([z.literal(0), z.literal(1)]),
  print_receipt: z.union([z.literal(0), z.literal(1)]),
  print_on: int,
  active: z.union([z.literal(0), z.literal(1)]),
  /** The last job's outcome on this printer: null before the first. */
  last_status: z.nullable(z.enum(['done', 'failed', 'queued', 'printing'])),
  last_error: z.nullable(z.string()),
});
export type Printer = z.infer<typeof printerSchema>;

export const printerListCall = defineCall(
  'store/printer/list',
  () => z.object({ store_id: id }),
  () => z.object({ printer_list: z.array(printerSchema) }),
);

export const printerEditCall = defineCall(
  'store/printer/edit',
  () =>
    z
      .object({
        store_id: id,
        /** Absent = add a printer. */
        printer_id: optionalId,
        printer_name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, '프린터 이름을 입력해 주세요.'),
            z.maxLength(PRINTER_NAME_MAX, `프린터 이름은 ${PRINTER_NAME_MAX}자 이내로 입력해 주세요.`),
          ),
        host: z.string().check(z.trim(), z.regex(ipv4, '프린터 IP 주소를 확인해 주세요. 예: 192.168.0.50')),
        port: z._default(
          z.coerce
            .number()
            .check(
              z.int('포트는 숫자로 입력해 주세요.'),
              z.minimum(1, '포트는 1~65535 사이로 입력해 주세요.'),
              z.maximum(65_535, '포트는 1~65535 사이로 입력해 주세요.'),
            ),
          9100,
        ),
        paper_width: z.pipe(
          z.coerce.number(),
          z.union([z.literal(58), z.literal(80)], { error: '용지 폭은 58mm 또는 80mm입니다.' }),
        ),
        copies: z._default(
          z.coerce
            .number()
            .check(
              z.int(),
              z.minimum(1, `매수는 1~${PRINT_COPIES_MAX}장입니다.`),
              z.maximum(PRINT_COPIES_MAX, `매수는 1~${PRINT_COPIES_MAX}장입니다.`),
            ),
          1,
        ),
        order_types: z
          .array(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4)))
          .check(z.minLength(1, '인쇄할 주문 유형을 하나 이상 골라 주세요.')),
        print_kitchen: flag,
        print_receipt: flag,
        print_on: z.pipe(
          z.coerce.number(),
          z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '인쇄 시점을 골라 주세요.' }),
        ),
        active: z._default(flag, 1),
      })
      .check(
        z.refine((v) => v.print_kitchen === 1 || v.print_receipt === 1, {
          message: '주방 주문서와 영수증 중 하나 이상을 골라 주세요.',
          path: ['print_kitchen'],
        }),
      ),
  () => z.object({ printer: printerSchema }),
);

export const printerDeleteCall = defineCall(
  'store/printer/delete',
  () => z.object({ store_id: id, printer_id: id }),
  () => z.object({ printer_id: int }),
);

/** A test page on one printer (queued like any job; its outcome shows in the list). */
export const printerTestCall = defineCall(
  'store/printer/test',
  () => z.object({ store_id: id, printer_id: id }),
  () => z.object({ job_id: int }),
);

/** Prints an order again on the store's active printers (or on one), whatever their print_on. */
export const orderPrintCall = defineCall(
  'store/order/print',
  () => z.object({ store_id: id, order_id: id, printer_id: optionalId }),
  () => z.object({ job_count: int }),
);
