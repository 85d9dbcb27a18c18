import { z } from 'zod/mini';
import { int } from './common';
import { defineCall } from './envelope';

/** Known column_name values of the code list (spec §3). */
export const CodeColumn = {
  ORDER_TYPE: 'order_type',
  ORDER_STATUS: 'order_status',
  PAY_TYPE: 'pay_type',
  SERVICE_TYPE: 'service_type',
} as const;

export const codeItemSchema = z.object({
  code_id: int,
  column_name: z.string(),
  code_value: z.string(),
  code_name: z.string(),
  /** 1 = active. */
  apply: int,
  sort: int,
});
export type CodeItem = z.infer<typeof codeItemSchema>;

export const codeListCall = defineCall(
  'common/code/list',
  () =>
    z.object({
      for_admin: z.optional(z.coerce.number().check(z.int())),
      app_name: z.optional(z.string().check(z.maxLength(100))),
    }),
  () => z.object({ code_list: z.array(codeItemSchema) }),
);

/** Spec §9: the cash pay type code. */
export const PAY_TYPE_CASH = 90;
