import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id } from './common';
import { josa, trimmed } from './fields';
import { imageRef } from './menu';
import { storeInfoSchema } from './store';

/** The store's own data and its images: store/edit, business info, image limits, presigned uploads. */
const phone = z.string().check(
  z.trim(),
  z.maxLength(20),
  z.refine((v) => v === '' || /^0\d{1,2}-?\d{3,4}-?\d{4}$/.test(v), {
    error: '전화번호 형식이 올바르지 않습니다. (예: 02-123-4567)',
  }),
);

/* ───────────────────────── store/edit (multipart) ───────────────────────── */

/*
 * Image limits, decided here once for the crop widget, the upload helper, the presigned-URL call,
 * store/edit's logo, the upload endpoint and every image store (disk, PostgreSQL, S3).
 */
const MB = 1024 * 1024;
/** The image types the upload endpoint and store/edit accept. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** The file extension each type is stored under: a key's extension tells the type it was signed for. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** What an uploaded image is for; it names the stored key. */
export const IMAGE_PURPOSES = ['product', 'logo'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
/** The largest image stored (2 MB). */
export const IMAGE_MAX_BYTES = 2 * MB;
/** The largest file the crop widget opens: cropping re-encodes it within IMAGE_MAX_BYTES. */
export const IMAGE_SOURCE_MAX_BYTES = 20 * MB;
/** The cropped image's longest side, in pixels. */
export const IMAGE_OUTPUT_MAX_SIDE = 1000;
/** Crop shape (width / height) per purpose: menu photos 4:3 (the customer app's menu cards), logos square. */
export const IMAGE_ASPECT: Readonly<Record<ImagePurpose, number>> = { product: 4 / 3, logo: 1 };
/** The refusals every checker gives, in the same words. */
export const IMAGE_TYPE_MESSAGE = 'PNG, JPEG, WEBP 이미지만 올릴 수 있습니다.';
export const IMAGE_SIZE_MESSAGE = `이미지는 ${IMAGE_MAX_BYTES / MB}MB 이하만 올릴 수 있습니다.`;
export const IMAGE_SOURCE_SIZE_MESSAGE = `${IMAGE_SOURCE_MAX_BYTES / MB}MB 이하의 이미지를 골라 주세요.`;
/** The drop zone's hint. */
export const isImageType = (type: string): type is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(type);
export const IMAGE_HINT = `PNG·JPEG·WEBP, 올릴 때 ${IMAGE_MAX_BYTES / MB}MB 이하`;

/**
 * Text limits of the store and business forms: the forms' counters and the schemas' refusals (issue 28:
 * over-long text is refused with a message, never cut by the input) share them.
 */
export const STORE_TEXT_MAX = {
  store_name: 50,
  store_app_name: 30,
  store_address: 200,
  store_description: 500,
} as const;
export const BUSINESS_TEXT_MAX = {
  business_name: 50,
  ceo_name: 30,
  business_type: 50,
  business_item: 50,
  business_address: 200,
  business_email: 100,
} as const;
/** Optional text, trimmed, refused over `max` with a message naming it. */
const optionalText = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${josa(label, '은', '는')} ${max}자 이내로 입력해 주세요.`));

/**
 * store/edit arrives as multipart/form-data (spec §7). The logo is either a file part `store_logo_file`
 * (png/jpeg/webp, ≤ 2 MB) or `store_logo`: an URL from the presigned upload, '' to remove it.
 */
export const storeEditCall = defineCall(
  'store/edit',
  () =>
    z.object({
      store_id: id,
      store_name: trimmed(STORE_TEXT_MAX.store_name, '매장 이름을 입력해 주세요.'),
      store_app_name: trimmed(STORE_TEXT_MAX.store_app_name, '앱 표시 이름을 입력해 주세요.'),
      store_phone: z._default(phone, ''),
      store_address: z._default(optionalText(STORE_TEXT_MAX.store_address, '주소'), ''),
      store_description: z._default(optionalText(STORE_TEXT_MAX.store_description, '소개'), ''),
      /** Absent = keep the current logo. */
      store_logo: z.optional(imageRef),
      /** The multipart file part (the server turns it into { mimetype, data, too_large }). */
      store_logo_file: z.optional(z.unknown()),
    }),
  () => z.object({ store: storeInfoSchema }),
);

/* ───────────────────────── business info ───────────────────────── */

export const businessInfoSchema = z.object({
  business_no: z.string(),
  business_name: z.string(),
  ceo_name: z.string(),
  business_type: z.string(),
  business_item: z.string(),
  business_address: z.string(),
  business_email: z.string(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

/** The check digit of a Korean business registration number (사업자등록번호). */
export function isValidBusinessNo(value: string): boolean {
  const digits = value.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * w[i]!;
  sum += Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

export const businessInfoCall = defineCall(
  'store/business/info',
  () => z.object({ store_id: id }),
  () => z.object({ business: businessInfoSchema }),
);
export const businessEditCall = defineCall(
  'store/business/edit',
  () =>
    z.object({
      store_id: id,
      business_no: z
        .string()
        .check(
          z.trim(),
          z.refine(isValidBusinessNo, { error: '사업자등록번호가 올바르지 않습니다. (예: 123-45-67890)' }),
        ),
      business_name: trimmed(BUSINESS_TEXT_MAX.business_name, '상호를 입력해 주세요.'),
      ceo_name: trimmed(BUSINESS_TEXT_MAX.ceo_name, '대표자 이름을 입력해 주세요.'),
      business_type: z._default(optionalText(BUSINESS_TEXT_MAX.business_type, '업태'), ''),
      business_item: z._default(optionalText(BUSINESS_TEXT_MAX.business_item, '종목'), ''),
      business_address: z._default(optionalText(BUSINESS_TEXT_MAX.business_address, '주소'), ''),
      business_email: z._default(
        z.string().check(
          z.trim(),
          z.maxLength(
            BUSINESS_TEXT_MAX.business_email,
            `이메일은 ${BUSINESS_TEXT_MAX.business_email}자 이내로 입력해 주세요.`,
          ),
          z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
            error: '이메일 형식이 올바르지 않습니다.',
          }),
        ),
        '',
      ),
    }),
  () => z.object({ business: businessInfoSchema }),
);

/* ───────────────────────── presigned uploads ───────────────────────── */

export const presignedUrlCall = defineCall(
  'store/generate-presigned-url',
  () =>
    z.object({
      store_id: id,
      purpose: z.enum(IMAGE_PURPOSES, { error: '업로드 용도가 올바르지 않습니다.' }),
      content_type: z.enum(IMAGE_TYPES, { error: IMAGE_TYPE_MESSAGE }),
      file_size: z.coerce
        .number()
        .check(z.int(), z.minimum(1, '빈 파일입니다.'), z.maximum(IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE)),
    }),
  () =>
    z.object({
      /** PUT the file here with the same Content-Type; relative to the API origin. */
      upload_url: z.string(),
      /** Where the stored image is served; put this in the product or store form. */
      file_url: z.string(),
      content_type: z.string(),
      expires_at: z.string(),
    }),
);
