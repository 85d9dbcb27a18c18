/**
 * The labels of the counter's lazily loaded parts of issue 26: the top bar's 바쁨 and pause menus, the
 * missed-order offer and summary, the spoken new order. Kept out of ko.ts, which is in the start-up
 * code (the board's first load is at its budget); imported only by those parts.
 */
import { ko } from './ko';

export const koCounter = {
  /** The top bar's buttons, which are their own countdown while in force. */
  bar: { ...ko.shell.rush, left: '남음' },
  busy: {
    title: '바쁨 — 조리 시간 늘리기',
    description: '새 주문의 예상 조리 시간을 정한 시간 동안 늘려서 안내합니다.',
    extraLabel: '추가 시간',
    periodLabel: '기간',
    extra: (m: number) => `+${m}분`,
    period: (m: number) => (m % 60 ? `${m}분` : `${m / 60}시간`),
    start: (extra: number, period: string) => `${period} 동안 +${extra}분 시작`,
    now: (extra: number, until: string) => `지금 바쁨: +${extra}분, ${until}까지`,
    end: '바쁨 끝내기 (재개)',
    done: (extra: number) => `바쁨: 새 주문의 조리 시간을 ${extra}분 늘려 안내합니다.`,
    ended: '바쁨을 끝냈습니다.',
  },
  pause: {
    title: '신규 주문 일시 중지',
    description: '정한 시간 동안 새 주문을 받지 않습니다. 시간이 지나면 자동으로 다시 받습니다.',
    minutes: (m: number) => (m % 60 ? `${m}분` : `${m / 60}시간`),
    untilClose: (hm: string) => `영업 종료까지 (${hm})`,
    noClose: '영업 종료까지 (지금은 영업시간이 아닙니다)',
    now: (until: string) => `지금 일시 중지: ${until}까지`,
    resume: '주문 다시 받기 (재개)',
    done: (until: string) => `${until}까지 신규 주문을 받지 않습니다.`,
    resumed: '신규 주문을 다시 받습니다.',
    /** The temporary close's reason, as the opening-hours screen lists it. */
    reason: '신규 주문 일시 중지',
  },
  offer: {
    title: '신규 주문을 잠시 멈출까요?',
    description: (n: number) =>
      `주문 ${n}건을 연속으로 제때 수락하지 못했습니다. 잠시 새 주문을 멈추고 밀린 주문부터 처리할 수 있습니다.`,
    keep: '계속 받기',
  },
  missed: {
    button: ko.orders.missedLog,
    title: '오늘 놓친 주문',
    description: (m: number) => `접수 후 ${m}분 안에 수락하지 못한 주문입니다.`,
    empty: '오늘 놓친 주문이 없습니다.',
    orderNo: '주문번호',
    kind: '종류',
    arrived: '접수',
    accepted: '수락',
    waited: '대기',
    notAccepted: '수락 안 됨',
    minutes: (m: number) => `${m}분`,
    loading: '불러오는 중',
    failed: '불러오지 못했습니다. 연결을 확인해 주세요.',
  },
  voice: {
    order: (kind: string, amount: string) => `${kind} 주문, ${amount}`,
    switch: '새 주문을 음성으로도 알리기 (이 태블릿, 한국어 음성이 있을 때)',
    none: '이 기기에는 한국어 음성이 없어 알림음만 울립니다.',
  },
};
