import { z } from 'zod';
import { defineCall } from './envelope';
import { id, optionalId } from './common';

/** 0/1 flags arrive from forms as strings, checkboxes as booleans. */
const flag = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '0 또는 1이어야 합니다.' })),
);

/**
 * An image reference as the product and store forms send it: empty (no image), a path the reference
 * server serves (/uploads/…) or an absolute https URL (an S3-compatible bucket behind a CDN).
 */
export const imageRef = z
  .string()
  .trim()
  .max(500, '이미지 주소가 너무 깁니다.')
  .refine((v) => v === '' || /^\/uploads\/[\w\-./]+$/.test(v) || /^https:\/\/\S+$/.test(v), {
    error: '이미지 주소가 올바르지 않습니다. 이미지를 다시 올려 주세요.',
  })
  .refine((v) => !v.includes('..'), { error: '이미지 주소가 올바르지 않습니다.' });

export const productGroupSchema = z.object({
  store_product_group_id: z.number().int(),
  store_product_group_name: z.string(),
  sort: z.number().int(),
  display: z.number().int(),
  sold_out: z.number().int(),
  product_count: z.number().int(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productOptionSchema = z.object({
  option_name: z.string(),
  option_price: z.number().int(),
});
export type ProductOptionItem = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  product_id: z.number().int(),
  store_product_group_id: z.number().int(),
  product_name: z.string(),
  price: z.number().int(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** null = not counted (unlimited). */
  stock_count: z.number().int().nullable(),
  /** 1 = sold out now (an expired "until end of day" reads as 0). */
  sold_out: z.number().int(),
  /** ISO time the sold-out mark lifts by itself; null = until switched off. */
  sold_out_until: z.string().nullable(),
  display: z.number().int(),
  sort: z.number().int(),
  options: z.array(productOptionSchema),
});
export type Product = z.infer<typeof productSchema>;

const menuLists = z.object({
  group_list: z.array(productGroupSchema),
  product_list: z.array(productSchema),
});
export type MenuLists = z.infer<typeof menuLists>;

export const productGroupListCall = defineCall(
  'store/productgroup/list',
  z.object({ store_id: id }),
  z.object({ group_list: z.array(productGroupSchema) }),
);

export const productGroupEditCall = defineCall(
  'store/productgroup/edit',
  z.object({
    store_id: id,
    /** Absent = create. */
    store_product_group_id: optionalId,
    store_product_group_name: z
      .string()
      .trim()
      .min(1, '그룹 이름을 입력해 주세요.')
      .max(30, '그룹 이름은 30자 이하로 입력해 주세요.'),
    display: flag.default(1),
  }),
  z.object({ group: productGroupSchema }),
);

export const productGroupDelCall = defineCall(
  'store/productgroup/del',
  z.object({ store_id: id, store_product_group_id: id }),
  z.object({ store_product_group_id: z.number().int() }),
);

/** The whole new order of the store's groups; it must name every group exactly once. */
export const productGroupOrderEditCall = defineCall(
  'store/productgroup/order/edit',
  z.object({
    store_id: id,
    group_ids: z.array(id).min(1, '순서를 바꿀 그룹이 없습니다.').max(500),
  }),
  z.object({ group_list: z.array(productGroupSchema) }),
);

/** The whole menu of a store (every group and product, display off included), in display order. */
export const productListCall = defineCall(
  'store/product/list',
  z.object({ store_id: id, store_product_group_id: optionalId }),
  menuLists,
);

export const PRODUCT_PRICE_MAX = 10_000_000;
export const STOCK_MAX = 99_999;

const stockCount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: '재고는 숫자로 입력해 주세요.' })
    .int('재고는 정수로 입력해 주세요.')
    .min(0, '재고는 0 이상이어야 합니다.')
    .max(STOCK_MAX, `재고는 ${STOCK_MAX.toLocaleString('ko-KR')}개 이하로 입력해 주세요.`)
    .nullable(),
);

export const productEditRequest = z.object({
  store_id: id,
  /** Absent = create. */
  product_id: optionalId,
  store_product_group_id: z.coerce
    .number({ error: '메뉴 그룹을 선택해 주세요.' })
    .int()
    .positive('메뉴 그룹을 선택해 주세요.'),
  product_name: z
    .string()
    .trim()
    .min(1, '메뉴 이름을 입력해 주세요.')
    .max(50, '메뉴 이름은 50자 이하로 입력해 주세요.'),
  price: z.coerce
    .number({ error: '가격은 숫자로 입력해 주세요.' })
    .int('가격은 원 단위 정수로 입력해 주세요.')
    .min(0, '가격은 0원 이상이어야 합니다.')
    .max(PRODUCT_PRICE_MAX, '가격은 1,000만 원 이하로 입력해 주세요.'),
  description: z.string().trim().max(500, '설명은 500자 이하로 입력해 주세요.').default(''),
  image: imageRef.default(''),
  stock_count: stockCount.default(null),
  display: flag.default(1),
  options: z
    .array(
      z.object({
        option_name: z
          .string()
          .trim()
          .min(1, '옵션 이름을 입력해 주세요.')
          .max(30, '옵션 이름은 30자 이하로 입력해 주세요.'),
        option_price: z.coerce
          .number({ error: '옵션 가격은 숫자로 입력해 주세요.' })
          .int('옵션 가격은 원 단위 정수로 입력해 주세요.')
          .min(0, '옵션 가격은 0원 이상이어야 합니다.')
          .max(1_000_000, '옵션 가격은 100만 원 이하로 입력해 주세요.'),
      }),
    )
    .max(30, '옵션은 30개까지 넣을 수 있습니다.')
    .default([])
    .refine((list) => new Set(list.map((o) => o.option_name)).size === list.length, {
      error: '같은 이름의 옵션이 있습니다.',
    }),
});
export const productEditCall = defineCall(
  'store/product/edit',
  productEditRequest,
  z.object({ product: productSchema }),
);

export const productDelCall = defineCall(
  'store/product/del',
  z.object({ store_id: id, product_id: id }),
  z.object({ product_id: z.number().int() }),
);

/** The whole new order of one group's products; it must name every product of the group once. */
export const productOrderEditCall = defineCall(
  'store/product/order/edit',
  z.object({
    store_id: id,
    store_product_group_id: id,
    product_ids: z.array(id).min(1, '순서를 바꿀 메뉴가 없습니다.').max(1000),
  }),
  menuLists,
);

/** Sold out per product or per group (a group marks every product in it). */
export const SoldOutTarget = { PRODUCT: 'product', GROUP: 'group' } as const;
export const productSoldOutCall = defineCall(
  'store/product/soldout',
  z.object({
    store_id: id,
    target: z.enum(['product', 'group'], { error: '품절 대상이 올바르지 않습니다.' }).default('product'),
    /** product_id or store_product_group_id, by target. */
    target_id: id,
    sold_out: flag,
    /** Lift the mark at the end of today (Asia/Seoul) by itself. */
    until_end_of_day: flag.default(0),
  }),
  menuLists,
);

export const productCountEditCall = defineCall(
  'store/product/count/edit',
  z.object({ store_id: id, product_id: id, stock_count: stockCount }),
  z.object({ product: productSchema }),
);
