import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, pageInfo, pageNo, preprocess, yyyymmdd, int } from './common';
import { blankToUndefined, trimmed } from './fields';
import { deliverymanSchema } from './delivery-men';
import { orderSchema } from './orders';
import { managerInfoSchema } from './auth';

/*
 * People and promotions (issue 7): store members, stores, customers, delivery staff, coupons,
 * stamp programs, promotion periods, and the anonymous find-id / find-password flows.
 * Phone numbers travel masked (010-****-1234) in every list; only the detail calls send them whole.
 */

export const phoneSchema = z
  .string()
  .check(z.trim(), z.regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, '전화번호 형식이 아닙니다. 예: 010-1234-5678'));
const optionalText = (max: number) =>
  preprocess(
    blankToUndefined,
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${max}자 이내로 입력해 주세요.`))),
  );

// ---------------------------------------------------------------------------------------------
// Duplicate check (spec §5): only whitelisted columns may be asked about.

export const DUPCHECK_COLUMNS = ['manager_user_id'] as const;
export const dupcheckCall = defineCall(
  'common/dupcheck',
  () =>
    z.object({
      column_name: z.enum(DUPCHECK_COLUMNS, { message: '중복 확인을 할 수 없는 항목입니다.' }),
      check_value: z.string().check(z.trim(), z.minLength(1, '확인할 값을 입력해 주세요.'), z.maxLength(100)),
    }),
  () =>
    z.object({
      column_name: z.string(),
      check_value: z.string(),
      /** true when the value is already taken. */
      duplicate: z.boolean(),
      message: z.string(),
    }),
);

// ---------------------------------------------------------------------------------------------
// Store members (managers)

/** Member user ids: 4–20 letters, digits, '.', '_' or '-', starting with a letter or digit. */
export const MANAGER_USER_ID_RULE = /^[A-Za-z0-9][A-Za-z0-9._-]{3,19}$/;
/** A member's name: the form's counter and the schema's refusal share it. */
export const MANAGER_NAME_MAX = 30;
export const managerUserIdSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(MANAGER_USER_ID_RULE, '아이디는 영문·숫자로 시작하는 4~20자(영문, 숫자, . _ -)입니다.'),
  );
/** Passwords: 8–64 characters with at least one letter and one digit. */
export const PASSWORD_MIN = 8;
export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN, `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`),
  z.maxLength(64, '비밀번호는 64자 이하여야 합니다.'),
  z.refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), '비밀번호에는 영문과 숫자가 모두 들어가야 합니다.'),
  z.refine((v) => !/\s/.test(v), '비밀번호에는 공백을 쓸 수 없습니다.'),
);

/** A row of the manager list: the account as its holder sees it (auth's managerInfo), and more. */
export const managerListItemSchema = z.extend(managerInfoSchema, {
  store_name: z.nullable(z.string()),
  store_group_id: z.nullable(int),
  /** Masked: 010-****-1234. */
  manager_phone: z.nullable(z.string()),
  active: int,
  created_at: z.string(),
  /** The caller's own row (cannot be deleted nor have its role changed). */
  is_self: z.boolean(),
});
export type ManagerListItem = z.infer<typeof managerListItemSchema>;

export const managerListCall = defineCall(
  'store/manager/list',
  () =>
    z.object({
      /** Absent: every member the caller may manage (the /store-list view outside store mode). */
      store_id: optionalId,
      keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
      page_no: pageNo,
    }),
  () => z.extend(pageInfo, { manager_list: z.array(managerListItemSchema) }),
);

export const managerDetailSchema = z.extend(managerListItemSchema, {
  /** Whole number: the edit form needs it. */
  manager_phone: z.nullable(z.string()),
  manager_email: z.nullable(z.string()),
});
export type ManagerDetail = z.infer<typeof managerDetailSchema>;
export const managerInfoCall = defineCall(
  'store/manager/info',
  () => z.object({ manager_id: id }),
  () => z.object({ manager: managerDetailSchema }),
);

export const managerEditRequest = z.object({
  /** Absent: a new member. */
  manager_id: optionalId,
  manager_user_id: managerUserIdSchema,
  /** Required for a new member; blank on an edit keeps the current password. */
  manager_password: preprocess(blankToUndefined, z.optional(passwordSchema)),
  manager_name: trimmed(MANAGER_NAME_MAX, '이름을 입력해 주세요.'),
  manager_group_id: z.coerce.number().check(z.int()),
  /** The member's store (store mode). Blank only for super admins / franchise managers (super admins decide). */
  store_id: optionalId,
  /** The franchise of a franchise manager without a store. */
  store_group_id: optionalId,
  manager_phone: preprocess(blankToUndefined, z.optional(phoneSchema)),
  manager_email: preprocess(
    blankToUndefined,
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.email('이메일 형식이 아닙니다.'),
          z.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'),
        ),
    ),
  ),
  active: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 1),
});
export const managerEditCall = defineCall(
  'store/manager/edit',
  () => managerEditRequest,
  () => z.object({ manager: managerListItemSchema }),
);
export const managerDelCall = defineCall(
  'store/manager/del',
  () => z.object({ manager_id: id }),
  () => z.object({ manager_id: int }),
);

export const managerGroupListCall = defineCall(
  'store/manager/group/list',
  () => z.looseObject({}),
  () =>
    z.object({
      /** Only the groups the caller may assign. */
      group_list: z.array(z.object({ group_id: int, group_name: z.string() })),
    }),
);

// ---------------------------------------------------------------------------------------------
// Stores (super admins)

/** The add-store form's counters and the schema's refusals share these. */
export const STORE_ADD_MAX = {
  store_name: 50,
  store_app_name: 50,
  store_address: 200,
  store_description: 500,
} as const;
export const storeAddCall = defineCall(
  'store/add',
  () =>
    z.object({
      store_name: trimmed(STORE_ADD_MAX.store_name, '매장명을 입력해 주세요.'),
      store_app_name: optionalText(STORE_ADD_MAX.store_app_name),
      /** 0 ordinary shop, 1 stadium. */
      store_type: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 0),
      store_group_id: optionalId,
      store_phone: preprocess(blankToUndefined, z.optional(phoneSchema)),
      store_address: optionalText(STORE_ADD_MAX.store_address),
      store_description: optionalText(STORE_ADD_MAX.store_description),
    }),
  () => z.object({ store_id: int, store_name: z.string() }),
);

// ---------------------------------------------------------------------------------------------
// Customers

export const customerListItemSchema = z.object({
  customer_id: int,
  customer_name: z.string(),
  /** Masked. */
  customer_phone: z.string(),
  order_count: int,
  order_amount: int,
  last_order_at: z.nullable(z.string()),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListCall = defineCall(
  'store/customer/list',
  () =>
    z.object({
      store_id: id,
      /** Name, or digits of the phone number (e.g. the last four). */
      keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
      page_no: pageNo,
    }),
  () => z.extend(pageInfo, { customer_list: z.array(customerListItemSchema) }),
);

export const customerOrderSchema = z.pick(orderSchema, {
  order_id: true,
  order_no: true,
  order_type: true,
  order_status: true,
  total_amount: true,
  pay_type: true,
  created_at: true,
  items: true,
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListCall = defineCall(
  'store/customer/order/list',
  () => z.object({ store_id: id, customer_id: id, page_no: pageNo }),
  () => z.extend(pageInfo, { order_list: z.array(customerOrderSchema) }),
);

export const userInfoCall = defineCall(
  'store/user/info',
  () => z.object({ store_id: id, customer_id: id }),
  () =>
    z.object({
      user: z.object({
        customer_id: int,
        customer_name: z.string(),
        /** Whole number: the manager may need to call the customer back. */
        customer_phone: z.string(),
        created_at: z.string(),
        order_count: int,
        order_amount: int,
        cancel_count: int,
        first_order_at: z.nullable(z.string()),
        last_order_at: z.nullable(z.string()),
        coupon_count: int,
        coupon_used_count: int,
        stamp_cards: z.array(
          z.object({
            stamp_program_id: int,
            program_name: z.string(),
            stamp_count: int,
            stamps_required: int,
            reward_count: int,
          }),
        ),
      }),
    }),
);

// ---------------------------------------------------------------------------------------------
// Delivery staff

export const deliverymanInfoCall = defineCall(
  'store/deliveryman/info',
  () => z.object({ store_id: id, deliveryman_id: id }),
  () => z.object({ deliveryman: deliverymanSchema }),
);
/** The rider form's counters and the schema's refusal share these. */
export const DELIVERYMAN_NAME_MAX = 30;
export const DELIVERYMAN_MEMO_MAX = 200;
export const deliverymanEditCall = defineCall(
  'store/deliveryman/edit',
  () =>
    z.object({
      store_id: id,
      deliveryman_id: optionalId,
      deliveryman_name: trimmed(DELIVERYMAN_NAME_MAX, '이름을 입력해 주세요.'),
      deliveryman_phone: phoneSchema,
      vehicle_type: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4)), 1),
      memo: optionalText(DELIVERYMAN_MEMO_MAX),
      active: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 1),
    }),
  () => z.object({ deliveryman: deliverymanSchema }),
);
export const deliveryWorkSchema = z.object({
  order_id: int,
  order_no: z.string(),
  order_status: int,
  delivery_address: z.nullable(z.string()),
  total_amount: int,
  created_at: z.string(),
  deliveryman_id: int,
  deliveryman_name: z.string(),
});
export type DeliveryWork = z.infer<typeof deliveryWorkSchema>;
export const deliverymanWorkListCall = defineCall(
  'store/deliveryman/work/list',
  () =>
    z.object({
      store_id: id,
      /** The day (KST) the orders were placed. */
      work_date: yyyymmdd,
      deliveryman_id: optionalId,
    }),
  () =>
    z.object({
      work_list: z.array(deliveryWorkSchema),
      /** Per delivery man that day: non-cancelled deliveries and their amount. */
      summary: z.array(
        z.object({
          deliveryman_id: int,
          deliveryman_name: z.string(),
          delivery_count: int,
          delivery_amount: int,
        }),
      ),
    }),
);
// ---------------------------------------------------------------------------------------------
// Find id / find password (anonymous). The answer never says whether an account matched.

export const FIND_ACCOUNT_NOTICE =
  '입력하신 정보와 일치하는 계정이 있으면 등록된 연락처로 안내를 보냈습니다.';
const findAnswer = z.object({ message: z.string() });
export const findIdCall = defineCall(
  'store/find/id',
  () => z.object({ manager_name: trimmed(30, '이름을 입력해 주세요.'), manager_phone: phoneSchema }),
  () => findAnswer,
);
export const findPasswordCall = defineCall(
  'store/find/password',
  () =>
    z.object({
      manager_user_id: z.string().check(z.trim(), z.minLength(1, '아이디를 입력해 주세요.'), z.maxLength(50)),
      manager_phone: phoneSchema,
    }),
  () => findAnswer,
);
/** Sets a new password with the 6-digit code that store/find/password sent. */
export const resetPasswordCall = defineCall(
  'store/find/password/reset',
  () =>
    z.object({
      manager_user_id: z.string().check(z.trim(), z.minLength(1, '아이디를 입력해 주세요.'), z.maxLength(50)),
      reset_code: z.string().check(z.trim(), z.regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.')),
      new_password: passwordSchema,
    }),
  () => findAnswer,
);
