/**
 * The demo's data: accounts, groups, stores, menus, code lists, and the seeded random helpers the
 * history and the customer simulator draw names, phones, addresses and requests from.
 */

/**
 * Every account the demo seed creates (printed by `npm start`, listed in the README, used by the
 * tests). All share one password, each with its own salt.
 */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  {
    id: 'admin',
    name: '이서연',
    group: 1,
    type: 2,
    store: null,
    storeGroup: null,
    phone: '010-5555-1001',
    note: '최고관리자 — 모든 매장 (관리자 모드)',
  },
  {
    id: 'ops',
    name: '박지훈',
    group: 51,
    type: 2,
    store: null,
    storeGroup: null,
    phone: '010-5555-1002',
    note: '운영관리자 — 모든 매장 (관리자 모드)',
  },
  {
    id: 'hq',
    name: '최유진',
    group: 52,
    type: 2,
    store: null,
    storeGroup: 1,
    phone: '010-5555-1003',
    note: '가맹본부 — 한강치킨 매장만 (관리자 모드)',
  },
  {
    id: 'store1',
    name: '김민준',
    group: 52,
    type: 1,
    store: 1,
    storeGroup: 1,
    phone: '010-5555-1004',
    note: '매장관리자 — 한강치킨 마포점',
  },
  {
    id: 'store2',
    name: '윤서준',
    group: 52,
    type: 1,
    store: 2,
    storeGroup: 1,
    phone: '010-5555-1005',
    note: '매장관리자 — 한강치킨 서교점',
  },
  {
    id: 'ballpark',
    name: '정하늘',
    group: 53,
    type: 1,
    store: 3,
    storeGroup: 2,
    phone: '010-5555-1006',
    note: '야구장 매니저 — 잠실야구장 3루 매점',
  },
  {
    id: 'sodam',
    name: '한지민',
    group: 52,
    type: 1,
    store: 4,
    storeGroup: null,
    phone: '010-5555-1007',
    note: '매장관리자 — 소담 국수',
  },
  // Extra store members so the member screens list more than one person per store.
  {
    id: 'mapo.staff',
    name: '이준호',
    group: 52,
    type: 1,
    store: 1,
    storeGroup: 1,
    phone: '010-4821-3307',
    note: '매장관리자 — 한강치킨 마포점 (직원)',
  },
  {
    id: 'mapo.night',
    name: '송하린',
    group: 52,
    type: 1,
    store: 1,
    storeGroup: 1,
    phone: '010-4821-7714',
    note: '매장관리자 — 한강치킨 마포점 (야간 직원)',
  },
  {
    id: 'seogyo.staff',
    name: '문지아',
    group: 52,
    type: 1,
    store: 2,
    storeGroup: 1,
    phone: '010-3904-2268',
    note: '매장관리자 — 한강치킨 서교점 (직원)',
  },
] as const;

/**
 * The roles the app knows (roleRank in server/routes/managers.ts): every database needs them, demo or
 * not, because a login joins the manager's group and a new member must get an existing one.
 */
export const MANAGER_GROUPS = [
  { groupId: 1, groupName: '최고관리자' },
  { groupId: 51, groupName: '운영관리자' },
  { groupId: 52, groupName: '매장관리자' },
  { groupId: 53, groupName: '야구장 매니저' },
];

export const STORE_GROUPS = ['한강치킨', '잠실 스포츠푸드'];
export const STORES = [
  {
    name: '한강치킨 마포점',
    app: '한강치킨 마포점',
    type: 0,
    group: 1,
    phone: '02-3142-1001',
    address: '서울 마포구 월드컵북로 21',
    color: '#E8590C',
  },
  {
    name: '한강치킨 서교점',
    app: '한강치킨 서교점',
    type: 0,
    group: 1,
    phone: '02-3142-1002',
    address: '서울 마포구 양화로 45',
    color: '#D9480F',
  },
  {
    name: '잠실야구장 3루 매점',
    app: '잠실 3루 매점',
    type: 1,
    group: 2,
    phone: '02-2240-8800',
    address: '서울 송파구 올림픽로 25 잠실야구장 3루 2층',
    color: '#1C7ED6',
  },
  {
    name: '소담 국수',
    app: '소담 국수',
    type: 0,
    group: null,
    phone: '02-765-4321',
    address: '서울 종로구 대학로 12',
    color: '#2F9E44',
  },
];

type MenuItem = [name: string, price: number, options?: [string, number][]];
const CHICKEN: Record<string, MenuItem[]> = {
  치킨: [
    [
      '후라이드치킨',
      19000,
      [
        ['순살 변경', 2000],
        ['다리만', 3000],
      ],
    ],
    [
      '양념치킨',
      21000,
      [
        ['순살 변경', 2000],
        ['반반', 1000],
      ],
    ],
    ['간장마늘치킨', 22000, [['순살 변경', 2000]]],
    ['파닭', 22000],
  ],
  사이드: [
    ['감자튀김', 4500],
    ['치즈볼 5개', 5000],
    ['코울슬로', 2500],
  ],
  음료: [
    ['콜라 1.25L', 3000],
    ['사이다 1.25L', 3000],
    ['생맥주 500cc', 4500],
  ],
};
const STADIUM: Record<string, MenuItem[]> = {
  '치킨·스낵': [
    ['치킨 박스', 18000, [['양념 소스 추가', 500]]],
    ['핫도그', 5500, [['머스터드 추가', 0]]],
    ['나초', 6000, [['할라피뇨 추가', 1000]]],
  ],
  '맥주·음료': [
    ['생맥주 500cc', 5000],
    ['생맥주 1000cc', 9000],
    ['콜라', 3000],
    ['생수', 1500],
  ],
};
const NOODLE: Record<string, MenuItem[]> = {
  국수: [
    ['잔치국수', 7000, [['곱빼기', 1500]]],
    ['비빔국수', 8000, [['곱빼기', 1500]]],
    ['들기름막국수', 9500],
  ],
  곁들임: [
    ['김치만두 6개', 6000],
    ['고기만두 6개', 6000],
    ['주먹밥', 2500],
  ],
};
export const MENUS = [CHICKEN, CHICKEN, STADIUM, NOODLE];

export const CODES: [column: string, value: string, name: string, apply: number][] = [
  ['order_type', '1', '테이블', 1],
  ['order_type', '2', '포장', 1],
  ['order_type', '3', '예약 포장', 1],
  ['order_type', '4', '배달', 1],
  ['order_type', '5', '드라이브스루', 0],
  ['order_status', '1', '신규 주문', 1],
  ['order_status', '2', '조리 중', 1],
  ['order_status', '3', '준비 완료', 1],
  ['order_status', '5', '배달 중', 0],
  ['order_status', '7', '완료', 1],
  ['order_status', '9', '취소', 1],
  ['pay_type', '1', '신용카드', 1],
  ['pay_type', '2', '카카오페이', 1],
  ['pay_type', '3', '네이버페이', 1],
  ['pay_type', '4', '토스페이', 1],
  ['pay_type', '5', '휴대폰 결제', 0],
  ['pay_type', '90', '현금', 1],
  ['service_type', '1', '테이블 주문', 1],
  ['service_type', '2', '포장 주문', 1],
  ['service_type', '3', '배달 주문', 1],
  ['service_type', '4', '예약 주문', 1],
  ['service_type', '5', '키오스크', 0],
];

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = [
  '민서',
  '서윤',
  '지호',
  '하준',
  '도윤',
  '서연',
  '지우',
  '예준',
  '수아',
  '시우',
  '하은',
  '주원',
  '지민',
  '은우',
  '유나',
];
const STREETS = ['월드컵북로', '양화로', '성미산로', '동교로', '와우산로', '신촌로', '독막로'];
const REQUESTS = [
  '',
  '',
  '',
  '',
  '맵게 해주세요',
  '덜 맵게 해주세요',
  '수저 빼주세요',
  '문 앞에 두고 벨 눌러주세요',
  '소스 많이 주세요',
  '양파 빼주세요',
];

/** Deterministic PRNG (mulberry32) so every fresh demo database is the same. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

export const randomName = (r: ReturnType<typeof prng>) => r.pick(SURNAMES) + r.pick(GIVEN);
export const randomPhone = (r: ReturnType<typeof prng>) => `010-${r.int(2000, 9999)}-${r.int(1000, 9999)}`;
export const randomAddress = (r: ReturnType<typeof prng>) =>
  `서울 마포구 ${r.pick(STREETS)} ${r.int(1, 200)}, ${r.int(1, 15)}층 ${r.int(101, 1205)}호`;
export const randomRequest = (r: ReturnType<typeof prng>) => r.pick(REQUESTS);
