import { addDaysYmd, todayKst, weekdayOf } from '../../src/contract';
import type { Db } from './index';
import * as t from './schema';
import { prng } from './seed-data';

/** A valid business registration number from its first nine digits (check digit computed). */
function businessNo(nine: string): string {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * w[i]!;
  sum += Math.floor((Number(nine[8]) * 5) / 10);
  const check = (10 - (sum % 10)) % 10;
  const d = nine + String(check);
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Demo data of the menu/store area: hours, holidays, business info, notices, service settings, play info. */
export async function seedMenuStore(tx: Db): Promise<void> {
  const r = prng(5005);
  const HOURS: Record<number, [string, string]> = {
    1: ['11:00', '23:00'],
    2: ['11:00', '23:00'],
    3: ['16:00', '22:30'],
    4: ['10:30', '21:00'],
  };
  for (const storeId of [1, 2, 3, 4]) {
    const [open, close] = HOURS[storeId]!;
    await tx.insert(t.storeOpeningHours).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        storeId,
        weekday,
        openTime: open,
        closeTime: close,
        closed: 0,
      })),
    );
  }
  await tx.insert(t.storeHolidays).values([
    { storeId: 1, holidayType: 1, holidayWeeks: [], holidayDays: [] },
    { storeId: 2, holidayType: 3, holidayWeeks: [2, 4], holidayDays: [2] },
    { storeId: 3, holidayType: 2, holidayDays: [1], holidayWeeks: [] },
    { storeId: 4, holidayType: 2, holidayDays: [1], holidayWeeks: [] },
  ]);

  await tx.insert(t.storeBusinessInfo).values([
    {
      storeId: 1,
      businessNo: businessNo('105871234'),
      businessName: '한강치킨 마포점',
      ceoName: '김민준',
      businessType: '음식점업',
      businessItem: '치킨 전문점',
      businessAddress: '서울 마포구 월드컵북로 21',
      businessEmail: 'mapo@hangang-chicken.kr',
    },
    {
      storeId: 2,
      businessNo: businessNo('105875678'),
      businessName: '한강치킨 서교점',
      ceoName: '윤서준',
      businessType: '음식점업',
      businessItem: '치킨 전문점',
      businessAddress: '서울 마포구 양화로 45',
      businessEmail: 'seogyo@hangang-chicken.kr',
    },
    {
      storeId: 3,
      businessNo: businessNo('215812345'),
      businessName: '잠실 스포츠푸드',
      ceoName: '정하늘',
      businessType: '음식점업',
      businessItem: '매점',
      businessAddress: '서울 송파구 올림픽로 25',
      businessEmail: 'jamsil3@sportsfood.kr',
    },
    {
      storeId: 4,
      businessNo: businessNo('101864321'),
      businessName: '소담 국수',
      ceoName: '한지민',
      businessType: '음식점업',
      businessItem: '한식 면류',
      businessAddress: '서울 종로구 대학로 12',
      businessEmail: 'sodam@noodle.kr',
    },
  ]);

  const day = 86_400_000;
  const now = Date.now();
  await tx.insert(t.storeNotices).values([
    {
      storeId: 1,
      noticeTitle: '배달 지역 확대 안내',
      noticeContent: '<p>이번 달부터 <strong>서교동, 합정동</strong>까지 배달합니다.</p>',
      noticeTop: 1,
      createdAt: new Date(now - 9 * day),
      updatedAt: new Date(now - 9 * day),
    },
    {
      storeId: 1,
      noticeTitle: '설 연휴 영업 안내',
      noticeContent: '<p>설 당일은 휴무입니다. 연휴 기간에는 <em>17시</em>부터 영업합니다.</p>',
      noticeTop: 0,
      createdAt: new Date(now - 4 * day),
      updatedAt: new Date(now - 4 * day),
    },
    {
      storeId: 2,
      noticeTitle: '매장 리뉴얼 안내',
      noticeContent: '<p>매장 내부 공사로 홀 이용이 어렵습니다. 포장·배달은 정상 운영합니다.</p>',
      noticeTop: 0,
      createdAt: new Date(now - 2 * day),
      updatedAt: new Date(now - 2 * day),
    },
    {
      storeId: 3,
      noticeTitle: '우천 취소 시 운영 안내',
      noticeContent: '<p>경기가 우천으로 취소되면 매점도 운영하지 않습니다.</p>',
      noticeTop: 1,
      createdAt: new Date(now - 6 * day),
      updatedAt: new Date(now - 6 * day),
    },
    {
      storeId: 4,
      noticeTitle: '여름 메뉴 들기름막국수 출시',
      noticeContent: '<p>들기름막국수를 새로 선보입니다.</p>',
      noticeTop: 0,
      createdAt: new Date(now - day),
      updatedAt: new Date(now - day),
    },
  ]);

  await tx.insert(t.storeServiceSettings).values([
    {
      // No minimum at 마포점 (a lone side can be ordered, as the tests do), 15,000원 at 서교점.
      storeId: 1,
      serviceTypes: ['1', '2', '3', '4'],
      minOrderAmount: 0,
      deliveryFee: 3000,
      freeDeliveryThreshold: 30000,
      // The quote its tablets offered before the setting acted (the accept dialog's old default).
      defaultPrepMinutes: 15,
      autoAccept: 0,
      updatedAt: new Date(now - 30 * day),
    },
    {
      storeId: 2,
      serviceTypes: ['1', '2', '3'],
      minOrderAmount: 15000,
      deliveryFee: 3000,
      defaultPrepMinutes: 20,
      autoAccept: 0,
      updatedAt: new Date(now - 30 * day),
    },
    {
      storeId: 3,
      serviceTypes: ['2', '4'],
      minOrderAmount: 0,
      deliveryFee: 0,
      defaultPrepMinutes: 10,
      autoAccept: 1,
      updatedAt: new Date(now - 30 * day),
    },
    {
      storeId: 4,
      serviceTypes: ['1', '2'],
      minOrderAmount: 0,
      deliveryFee: 0,
      defaultPrepMinutes: 15,
      autoAccept: 0,
      updatedAt: new Date(now - 30 * day),
    },
  ]);

  // Home games of the stadium shop around today (KST), Tuesday to Sunday like the league's week.
  const TEAMS = ['두산', 'KIA', '삼성', 'SSG', '롯데', '한화', 'NC', 'KT', '키움'];
  const plays: (typeof t.storePlayInfo.$inferInsert)[] = [];
  const today = todayKst(now);
  for (let d = -10; d <= 30; d++) {
    const playDate = addDaysYmd(today, d);
    const wd = weekdayOf(playDate);
    if (wd === 1) continue;
    const weekend = wd === 0 || wd === 6;
    const playTime = weekend ? '17:00' : '18:30';
    plays.push({
      storeId: 3,
      playDate,
      playTime,
      homeTeam: 'LG',
      awayTeam: r.pick(TEAMS),
      openTime: weekend ? '15:00' : '16:30',
      playStatus: r.next() < 0.05 ? 9 : 1,
      memo: '',
    });
  }
  await tx.insert(t.storePlayInfo).values(plays);
}
