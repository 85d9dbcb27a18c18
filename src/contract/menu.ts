import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, preprocess, int } from './common';
import { wholeNumber } from './fields';

/** 0/1 flags arrive from forms as strings, checkboxes as booleans. */
const flag = preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.pipe(
    z.coerce.number().check(z.int()),
    z.union([z.literal(0), z.literal(1)], { error: '0 또는 1이어야 합니다.' }),
  ),
);

/**
 * An image reference as the product and store forms send it: empty (no image), a path the reference
 * server serves (/uploads/…) or an absolute https URL (an S3-compatible bucket behind a CDN).
 */
export const imageRef = z.string().check(
  z.trim(),
  z.maxLength(500, '이미지 주소가 너무 깁니다.'),
  z.refine((v) => v === '' || /^\/uploads\/[\w\-./]+$/.test(v) || /^https:\/\/\S+$/.test(v), {
    error: '이미지 주소가 올바르지 않습니다. 이미지를 다시 올려 주세요.',
  }),
  z.refine((v) => !v.includes('..'), { error: '이미지 주소가 올바르지 않습니다.' }),
);

export const productGroupSchema = z.object({
  store_product_group_id: int,
  store_product_group_name: z.string(),
  sort: int,
  display: int,
  sold_out: int,
  product_count: int,
  /** Moves with every change to the group or a product's sold-out mark in it (see the sold-out call). */
  version: int,
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productOptionSchema = z.object({
  option_name: z.string(),
  option_price: int,
});
export type ProductOptionItem = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  product_id: int,
  store_product_group_id: int,
  product_name: z.string(),
  price: int,
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  /** null = not counted (unlimited). */
  stock_count: z.nullable(int),
  /** 1 = sold out now (an expired "until end of day" reads as 0). */
  sold_out: int,
  /** ISO time the sold-out mark lifts by itself; null = until switched off. */
  sold_out_until: z.nullable(z.string()),
  display: int,
  sort: int,
  options: z.array(productOptionSchema),
  /** Moves with every change to the product (see the sold-out call). */
  version: int,
});
export type Product = z.infer<typeof productSchema>;

const menuLists = z.object({
  group_list: z.array(productGroupSchema),
  product_list: z.array(productSchema),
});
export type MenuLists = z.infer<typeof menuLists>;

export const productGroupListCall = defineCall(
  'store/productgroup/list',
  () => z.object({ store_id: id }),
  () => z.object({ group_list: z.array(productGroupSchema) }),
);

/** Text limits the menu forms count against (FormField's counter) and the server refuses beyond. */
export const GROUP_NAME_MAX = 30;
export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const OPTION_NAME_MAX = 30;

export const productGroupEditCall = defineCall(
  'store/productgroup/edit',
  () =>
    z.object({
      store_id: id,
      /** Absent = create. */
      store_product_group_id: optionalId,
      store_product_group_name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '그룹 이름을 입력해 주세요.'),
          z.maxLength(GROUP_NAME_MAX, `그룹 이름은 ${GROUP_NAME_MAX}자 이하로 입력해 주세요.`),
        ),
      display: z._default(flag, 1),
    }),
  () => z.object({ group: productGroupSchema }),
);

export const productGroupDelCall = defineCall(
  'store/productgroup/del',
  () => z.object({ store_id: id, store_product_group_id: id }),
  () => z.object({ store_product_group_id: int }),
);

/** The whole new order of the store's groups; it must name every group exactly once. */
export const productGroupOrderEditCall = defineCall(
  'store/productgroup/order/edit',
  () =>
    z.object({
      store_id: id,
      group_ids: z.array(id).check(z.minLength(1, '순서를 바꿀 그룹이 없습니다.'), z.maxLength(500)),
    }),
  () => z.object({ group_list: z.array(productGroupSchema) }),
);

/** The whole menu of a store (every group and product, display off included), in display order. */
export const productListCall = defineCall(
  'store/product/list',
  () => z.object({ store_id: id, store_product_group_id: optionalId }),
  () => menuLists,
);

export const PRODUCT_PRICE_MAX = 10_000_000;
export const OPTION_PRICE_MAX = 1_000_000;
export const STOCK_MAX = 99_999;

/**
 * A stock count as the forms send it: empty (or only spaces) = not counted (null, unlimited); anything
 * typed must be a whole number in range — "abc" or "-5" is a field error, never rewritten to a count.
 */
const stockCount = preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
  z.nullable(wholeNumber('재고', { max: STOCK_MAX, unit: '개' })),
);

export const productEditRequest = z.object({
  store_id: id,
  /** Absent = create. */
  product_id: optionalId,
  store_product_group_id: z.coerce
    .number({ error: '메뉴 그룹을 선택해 주세요.' })
    .check(
      z.int(),
      z.positive('메뉴 그룹을 선택해 주세요.'),
      z.maximum(2_147_483_647, '메뉴 그룹을 선택해 주세요.'),
    ),
  product_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '메뉴 이름을 입력해 주세요.'),
      z.maxLength(PRODUCT_NAME_MAX, `메뉴 이름은 ${PRODUCT_NAME_MAX}자 이하로 입력해 주세요.`),
    ),
  // Required: '' is "가격을 입력해 주세요.", not a 0원 item on the menu (issue 28).
  price: wholeNumber('가격', { max: PRODUCT_PRICE_MAX, unit: '원' }),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PRODUCT_DESCRIPTION_MAX, `설명은 ${PRODUCT_DESCRIPTION_MAX}자 이하로 입력해 주세요.`),
      ),
    '',
  ),
  image: z._default(imageRef, ''),
  stock_count: z._default(stockCount, null),
  display: z._default(flag, 1),
  // The duplicate check sits on the array, inside the default: zod/mini's .check() on a default would
  // copy its getter into a fixed value and hand every parse the same [] (classic ran it on the default;
  // for a missing list the outcome is the same, as [] has no duplicates).
  options: z._default(
    z
      .array(
        z.object({
          option_name: z
            .string()
            .check(
              z.trim(),
              z.minLength(1, '옵션 이름을 입력해 주세요.'),
              z.maxLength(OPTION_NAME_MAX, `옵션 이름은 ${OPTION_NAME_MAX}자 이하로 입력해 주세요.`),
            ),
          option_price: wholeNumber('옵션 가격', { max: OPTION_PRICE_MAX, unit: '원' }),
        }),
      )
      .check(
        z.maxLength(30, '옵션은 30개까지 넣을 수 있습니다.'),
        z.refine((list) => new Set(list.map((o) => o.option_name)).size === list.length, {
          error: '같은 이름의 옵션이 있습니다.',
        }),
      ),
    [],
  ),
});
export const productEditCall = defineCall(
  'store/product/edit',
  () => productEditRequest,
  () => z.object({ product: productSchema }),
);

export const productDelCall = defineCall(
  'store/product/del',
  () => z.object({ store_id: id, product_id: id }),
  () => z.object({ product_id: int }),
);

/** The whole new order of one group's products; it must name every product of the group once. */
export const productOrderEditCall = defineCall(
  'store/product/order/edit',
  () =>
    z.object({
      store_id: id,
      store_product_group_id: id,
      product_ids: z.array(id).check(z.minLength(1, '순서를 바꿀 메뉴가 없습니다.'), z.maxLength(1000)),
    }),
  () => menuLists,
);

/** Sold out per product or per group (a group marks every product in it). */
export const SoldOutTarget = { PRODUCT: 'product', GROUP: 'group' } as const;
export const productSoldOutCall = defineCall(
  'store/product/soldout',
  () =>
    z.object({
      store_id: id,
      target: z._default(
        z.enum(['product', 'group'], { error: '품절 대상이 올바르지 않습니다.' }),
        'product',
      ),
      /** product_id or store_product_group_id, by target. */
      target_id: id,
      sold_out: flag,
      /** Lift the mark at the end of today (Asia/Seoul) by itself. */
      until_end_of_day: z._default(flag, 0),
      /**
       * The target's version the tablet saw when it was tapped. A toggle replayed later (the outbox, after
       * being offline) is refused with CONFLICT if another device changed the target meanwhile; absent =
       * no check (a caller that does not queue).
       */
      expected_version: z.optional(int),
    }),
  () => menuLists,
);

export const productCountEditCall = defineCall(
  'store/product/count/edit',
  () => z.object({ store_id: id, product_id: id, stock_count: stockCount }),
  () => z.object({ product: productSchema }),
);
