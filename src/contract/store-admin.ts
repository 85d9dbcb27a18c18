import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, pageInfo, pageNo, preprocess, yyyymm, yyyymmdd } from './common';
import { isRealDay } from './dates';
import { imageRef } from './menu';
import { storeInfoSchema } from './store';

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시간은 HH:mm 형식으로 입력해 주세요.'));
const flag = preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.pipe(
    z.coerce.number().check(z.int()),
    z.union([z.literal(0), z.literal(1)], { error: '0 또는 1이어야 합니다.' }),
  ),
);
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
export const IMAGE_HINT = `PNG·JPEG·WEBP, 올릴 때 ${IMAGE_MAX_BYTES / MB}MB 이하`;

/**
 * store/edit arrives as multipart/form-data (spec §7). The logo is either a file part `store_logo_file`
 * (png/jpeg/webp, ≤ 2 MB) or `store_logo`: an URL from the presigned upload, '' to remove it.
 */
export const storeEditCall = defineCall(
  'store/edit',
  z.object({
    store_id: id,
    store_name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '매장 이름을 입력해 주세요.'),
        z.maxLength(50, '매장 이름은 50자 이하로 입력해 주세요.'),
      ),
    store_app_name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '앱 표시 이름을 입력해 주세요.'),
        z.maxLength(30, '앱 표시 이름은 30자 이하로 입력해 주세요.'),
      ),
    store_phone: z._default(phone, ''),
    store_address: z._default(
      z.string().check(z.trim(), z.maxLength(200, '주소는 200자 이하로 입력해 주세요.')),
      '',
    ),
    store_description: z._default(
      z.string().check(z.trim(), z.maxLength(500, '소개는 500자 이하로 입력해 주세요.')),
      '',
    ),
    /** Absent = keep the current logo. */
    store_logo: z.optional(imageRef),
    /** The multipart file part (the server turns it into { mimetype, data, too_large }). */
    store_logo_file: z.optional(z.unknown()),
  }),
  z.object({ store: storeInfoSchema }),
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
  z.object({ store_id: id }),
  z.object({ business: businessInfoSchema }),
);
export const businessEditCall = defineCall(
  'store/business/edit',
  z.object({
    store_id: id,
    business_no: z
      .string()
      .check(
        z.trim(),
        z.refine(isValidBusinessNo, { error: '사업자등록번호가 올바르지 않습니다. (예: 123-45-67890)' }),
      ),
    business_name: z.string().check(z.trim(), z.minLength(1, '상호를 입력해 주세요.'), z.maxLength(50)),
    ceo_name: z.string().check(z.trim(), z.minLength(1, '대표자 이름을 입력해 주세요.'), z.maxLength(30)),
    business_type: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
    business_item: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
    business_address: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    business_email: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(100),
        z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
          error: '이메일 형식이 올바르지 않습니다.',
        }),
      ),
      '',
    ),
  }),
  z.object({ business: businessInfoSchema }),
);

/* ───────────────────────── opening hours, holidays, temporary schedules ───────────────────────── */

/** Spec §3 holiday types. */
export const HolidayType = { OFF_NONE: 1, OFF_PER_WEEK: 2, OFF_PER_MONTH: 3 } as const;
/** Spec §3 temporary schedule types. */
export const TempType = { OPEN: 1, CLOSE: 2 } as const;

/** Weekdays 1 = Monday … 7 = Sunday (ISO), the week starting Monday like the date picker. */
const weekday = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(7));

export const openingHourSchema = z.object({
  weekday: z.number().check(z.int()),
  open_time: z.string(),
  close_time: z.string(),
  closed: z.number().check(z.int()),
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

export const holidaySchema = z.object({
  holiday_type: z.number().check(z.int()),
  /** Weeks of the month (1–4) for OFF_PER_MONTH. */
  holiday_weeks: z.array(z.number().check(z.int())),
  /** Weekdays off (1 = Mon … 7 = Sun) for OFF_PER_WEEK and OFF_PER_MONTH. */
  holiday_days: z.array(z.number().check(z.int())),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const tempScheduleSchema = z.object({
  temp_id: z.number().check(z.int()),
  temp_type: z.number().check(z.int()),
  start_at: z.string(),
  end_at: z.string(),
  reason: z.string(),
  /** 1 = in force right now. */
  active: z.number().check(z.int()),
});
export type TempSchedule = z.infer<typeof tempScheduleSchema>;

export const storeHoursSchema = z.object({
  opening_hours: z.array(openingHourSchema),
  holiday: holidaySchema,
  /** Current and future temporary schedules, soonest first. */
  temp_list: z.array(tempScheduleSchema),
  /** stores.store_status: 1 open, 2 paused, 3 closed for the day. */
  store_status: z.number().check(z.int()),
  /** Whether the customer channel takes orders right now (status and temporary schedules combined). */
  taking_orders: z.number().check(z.int()),
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

/** Not named by the spec: the read side of /opening-hours. */
export const storeHoursInfoCall = defineCall(
  'store/hours/info',
  z.object({ store_id: id }),
  storeHoursSchema,
);

export const holidayEditCall = defineCall(
  'store/holiday/edit',
  z
    .object({
      store_id: id,
      opening_hours: z
        .array(
          z.object({
            weekday,
            open_time: hhmm,
            close_time: hhmm,
            closed: z._default(flag, 0),
          }),
        )
        .check(z.length(7, '요일별 영업시간 7개가 모두 필요합니다.')),
      holiday_type: z.pipe(
        z.coerce.number().check(z.int()),
        z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '휴무 유형을 선택해 주세요.' }),
      ),
      holiday_weeks: z._default(
        z.array(
          z.coerce
            .number()
            .check(z.int(), z.minimum(1, '주차는 1~4 사이입니다.'), z.maximum(4, '주차는 1~4 사이입니다.')),
        ),
        [],
      ),
      holiday_days: z._default(z.array(weekday), []),
    })
    .check(
      z.superRefine((v, issue) => {
        const days = new Set(v.opening_hours.map((h) => h.weekday));
        if (days.size !== 7)
          issue.addIssue({
            code: 'custom',
            path: ['opening_hours'],
            message: '월요일부터 일요일까지 한 번씩 입력해 주세요.',
          });
        v.opening_hours.forEach((h, i) => {
          if (h.closed === 0 && h.open_time === h.close_time)
            issue.addIssue({
              code: 'custom',
              path: ['opening_hours', i, 'close_time'],
              message: '여는 시간과 닫는 시간이 같습니다.',
            });
        });
        if (v.holiday_type !== HolidayType.OFF_NONE && v.holiday_days.length === 0)
          issue.addIssue({
            code: 'custom',
            path: ['holiday_days'],
            message: '휴무 요일을 하나 이상 선택해 주세요.',
          });
        if (v.holiday_type === HolidayType.OFF_PER_MONTH && v.holiday_weeks.length === 0)
          issue.addIssue({
            code: 'custom',
            path: ['holiday_weeks'],
            message: '휴무 주차(1~4주)를 하나 이상 선택해 주세요.',
          });
      }),
    ),
  storeHoursSchema,
);

export const TEMP_MAX_DAYS = 62;
export const tempEditCall = defineCall(
  'store/temp/edit',
  z
    .object({
      store_id: id,
      /** Absent = create. */
      temp_id: optionalId,
      temp_type: z.pipe(
        z.coerce.number().check(z.int()),
        z.union([z.literal(1), z.literal(2)], { error: '임시 영업/휴업 유형을 선택해 주세요.' }),
      ),
      start_at: z.iso.datetime({ offset: true, error: '시작 시각이 올바르지 않습니다.' }),
      end_at: z.iso.datetime({ offset: true, error: '종료 시각이 올바르지 않습니다.' }),
      reason: z._default(
        z.string().check(z.trim(), z.maxLength(100, '사유는 100자 이하로 입력해 주세요.')),
        '',
      ),
    })
    .check(
      z.superRefine((v, issue) => {
        const start = Date.parse(v.start_at);
        const end = Date.parse(v.end_at);
        if (end <= start)
          issue.addIssue({
            code: 'custom',
            path: ['end_at'],
            message: '종료 시각은 시작 시각보다 뒤여야 합니다.',
          });
        else if (end - start > TEMP_MAX_DAYS * 86_400_000)
          issue.addIssue({
            code: 'custom',
            path: ['end_at'],
            message: `기간은 ${TEMP_MAX_DAYS}일 이내로 정해 주세요.`,
          });
      }),
    ),
  storeHoursSchema,
);
export const tempDelCall = defineCall(
  'store/temp/del',
  z.object({ store_id: id, temp_id: id }),
  storeHoursSchema,
);
export const openManualCall = defineCall('store/open/manual', z.object({ store_id: id }), storeHoursSchema);
export const dailyCloseCall = defineCall('store/daily/close', z.object({ store_id: id }), storeHoursSchema);

/* ───────────────────────── notices ───────────────────────── */

export const noticeSchema = z.object({
  notice_id: z.number().check(z.int()),
  notice_title: z.string(),
  /** 1 = pinned to the top. */
  notice_top: z.number().check(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
  manager_name: z.nullable(z.string()),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListCall = defineCall(
  'store/notice/list',
  z.object({ store_id: id, page_no: pageNo }),
  z.extend(pageInfo, { notice_list: z.array(noticeSchema) }),
);
export const noticeDelCall = defineCall(
  'store/notice/del',
  z.object({ store_id: id, notice_id: id }),
  z.object({ notice_id: z.number().check(z.int()) }),
);
/** Not named by the spec: creating (no notice_id) and editing a notice. Content is HTML. */
export const noticeEditCall = defineCall(
  'store/notice/edit',
  z.object({
    store_id: id,
    notice_id: optionalId,
    notice_title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '제목을 입력해 주세요.'),
        z.maxLength(100, '제목은 100자 이하로 입력해 주세요.'),
      ),
    notice_content: z
      .string()
      .check(z.trim(), z.minLength(1, '내용을 입력해 주세요.'), z.maxLength(20_000, '내용이 너무 깁니다.')),
    notice_top: z._default(flag, 0),
  }),
  z.object({ notice: noticeSchema }),
);
/** Rich content from the server (spec §7 common/get/html): here, a notice's HTML. Sanitize before rendering. */
export const getHtmlCall = defineCall(
  'common/get/html',
  z.object({ store_id: id, notice_id: id }),
  z.object({ title: z.string(), html: z.string() }),
);

/* ───────────────────────── service settings ───────────────────────── */

export const serviceSettingSchema = z.object({
  /** Enabled service_type code values. */
  service_types: z.array(z.string()),
  min_order_amount: z.number().check(z.int()),
  delivery_fee: z.number().check(z.int()),
  default_prep_minutes: z.number().check(z.int()),
  /** 1 = orders are accepted automatically with the default preparation time. */
  auto_accept: z.number().check(z.int()),
  updated_at: z.nullable(z.string()),
});
export type ServiceSetting = z.infer<typeof serviceSettingSchema>;

export const serviceManageInfoCall = defineCall(
  'store/service/manage/info',
  z.object({ store_id: id }),
  z.object({ service: serviceSettingSchema }),
);
const won = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}은(는) 숫자로 입력해 주세요.` })
    .check(
      z.int(`${label}은(는) 원 단위 정수로 입력해 주세요.`),
      z.minimum(0, `${label}은(는) 0원 이상이어야 합니다.`),
      z.maximum(max, `${label}이(가) 너무 큽니다.`),
    );
export const serviceManageEditCall = defineCall(
  'store/service/manage/edit',
  z.object({
    store_id: id,
    service_types: z._default(
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))).check(z.maxLength(20)),
      [],
    ),
    min_order_amount: won('최소 주문 금액', 1_000_000),
    delivery_fee: won('배달비', 100_000),
    default_prep_minutes: z.coerce
      .number({ error: '기본 준비 시간은 숫자로 입력해 주세요.' })
      .check(
        z.int(),
        z.minimum(5, '기본 준비 시간은 5분 이상이어야 합니다.'),
        z.maximum(180, '기본 준비 시간은 180분 이하로 입력해 주세요.'),
      ),
    auto_accept: z._default(flag, 0),
  }),
  z.object({ service: serviceSettingSchema }),
);
export const serviceAdminItemSchema = z.extend(serviceSettingSchema, {
  store_id: z.number().check(z.int()),
  store_name: z.string(),
  store_group_name: z.nullable(z.string()),
  store_status: z.number().check(z.int()),
});
export type ServiceAdminItem = z.infer<typeof serviceAdminItemSchema>;
export const serviceAdminListCall = defineCall(
  'store/service/admin/list',
  z.object({ page_no: pageNo, keyword: z._default(z.string().check(z.trim(), z.maxLength(100)), '') }),
  z.extend(pageInfo, { service_list: z.array(serviceAdminItemSchema) }),
);

/* ───────────────────────── play info (stadium stores) ───────────────────────── */

export const PlayStatus = { SCHEDULED: 1, CANCELLED: 9 } as const;
export const playInfoSchema = z.object({
  play_id: z.number().check(z.int()),
  /** yyyyMMdd */
  play_date: z.string(),
  play_time: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  /** When the shop opens for this game. */
  open_time: z.string(),
  play_status: z.number().check(z.int()),
  memo: z.string(),
});
export type PlayInfo = z.infer<typeof playInfoSchema>;

export const playInfoListCall = defineCall(
  'store/playinfo/list',
  z.object({ store_id: id, month: yyyymm }),
  z.object({ play_list: z.array(playInfoSchema), store_type: z.number().check(z.int()) }),
);
export const playInfoEditCall = defineCall(
  'store/playinfo/edit',
  z
    .object({
      store_id: id,
      play_id: optionalId,
      play_date: yyyymmdd,
      play_time: hhmm,
      home_team: z.string().check(z.trim(), z.minLength(1, '홈 팀을 입력해 주세요.'), z.maxLength(20)),
      away_team: z.string().check(z.trim(), z.minLength(1, '원정 팀을 입력해 주세요.'), z.maxLength(20)),
      open_time: hhmm,
      play_status: z._default(
        z.pipe(
          z.coerce.number().check(z.int()),
          z.union([z.literal(1), z.literal(9)], { error: '경기 상태가 올바르지 않습니다.' }),
        ),
        1,
      ),
      memo: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    })
    .check(
      z.superRefine((v, issue) => {
        if (!isRealDay(v.play_date, 1900, 2100))
          issue.addIssue({ code: 'custom', path: ['play_date'], message: '없는 날짜입니다.' });
        if (v.open_time > v.play_time)
          issue.addIssue({
            code: 'custom',
            path: ['open_time'],
            message: '매점 오픈 시간은 경기 시작 전이어야 합니다.',
          });
      }),
    ),
  z.object({ play: playInfoSchema }),
);

/* ───────────────────────── presigned uploads ───────────────────────── */

export const presignedUrlCall = defineCall(
  'store/generate-presigned-url',
  z.object({
    store_id: id,
    purpose: z.enum(IMAGE_PURPOSES, { error: '업로드 용도가 올바르지 않습니다.' }),
    content_type: z.enum(IMAGE_TYPES, { error: IMAGE_TYPE_MESSAGE }),
    file_size: z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1, '빈 파일입니다.'),
        z.maximum(IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE),
      ),
  }),
  z.object({
    /** PUT the file here with the same Content-Type; relative to the API origin. */
    upload_url: z.string(),
    /** Where the stored image is served; put this in the product or store form. */
    file_url: z.string(),
    content_type: z.string(),
    expires_at: z.string(),
  }),
);
