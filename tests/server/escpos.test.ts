/**
 * Auto-print's bytes (issue 26): a fake network printer (a TCP server in the test) receives what the
 * backend sends and decodes it as the printer would (CP949): the Korean text, the double-size order
 * number, the cut after every copy; a refused connection is a clear Korean failure.
 */
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { CMD, columns, escposTicket, leftRight, wrap, type TicketModel } from '../../server/print/escpos';
import { PrintFailure, sendToPrinter } from '../../server/print/send';
import { fakePrinter } from './fake-printer';

const indexOf = (buf: Buffer, bytes: readonly number[], from = 0) => buf.indexOf(Buffer.from(bytes), from);
const count = (buf: Buffer, bytes: readonly number[]) => {
  let n = 0;
  for (let i = indexOf(buf, bytes); i >= 0; i = indexOf(buf, bytes, i + 1)) n += 1;
  return n;
};

const receipt: TicketModel = {
  kind: 'receipt',
  storeName: '한강치킨 마포점',
  orderNo: 'D-012',
  typeLabel: '배달',
  deliveryAddress: '서울 마포구 양화로 45, 3층',
  createdAt: '2026. 11. 25. 18:30',
  items: [
    { name: '후라이드치킨', quantity: 2, options: ['양념 추가'], amount: 38_000 },
    { name: '콜라 1.25L', quantity: 1, options: [], amount: 3_000 },
  ],
  request: '맵지 않게 해 주세요',
  deliveryFee: 3_000,
  total: 44_000,
  payLabel: '신용카드',
  printedAt: '2026. 11. 25. 18:31',
};

let closeLater: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeLater?.();
  closeLater = undefined;
});

const LOOPBACK = { allowLoopback: true };

describe('ESC/POS tickets', () => {
  it('counts Hangul as two columns and wraps without splitting a character', () => {
    expect(columns('가나 ab')).toBe(7);
    expect(wrap('가나다라마', 4)).toEqual(['가나', '다라', '마']);
    expect(leftRight('합계', '44,000원', 20)).toEqual([`합계${' '.repeat(8)}44,000원`]);
    expect(columns(leftRight('합계', '44,000원', 20)[0]!)).toBe(20);
  });

  it('a receipt reaches the printer in CP949 with the order number double size, totals and two cut copies', async () => {
    const printer = await fakePrinter();
    closeLater = printer.close;
    await sendToPrinter('127.0.0.1', printer.port, escposTicket(receipt, 80, 2), 5_000, LOOPBACK);
    await expect.poll(() => printer.jobs.length).toBe(1);
    const bytes = printer.jobs[0]!;
    expect([...bytes.subarray(0, 4)]).toEqual([...CMD.init, ...CMD.koreanOn]);
    expect(count(bytes, CMD.cut)).toBe(2);
    expect(bytes.subarray(bytes.length - CMD.cut.length).equals(Buffer.from(CMD.cut))).toBe(true);
    // The order number is printed right after the double-size command.
    const big = indexOf(bytes, CMD.big);
    expect(big).toBeGreaterThan(0);
    expect(iconv.decode(bytes.subarray(big + CMD.big.length, big + 20), 'cp949')).toMatch(/^D-012 배달/);
    const text = iconv.decode(bytes, 'cp949');
    for (const want of [
      '한강치킨 마포점',
      '영수증',
      '배달 서울 마포구 양화로 45, 3층',
      '후라이드치킨 x2',
      '  + 양념 추가',
      '요청: 맵지 않게 해 주세요',
      '배달료',
      '결제 신용카드',
    ])
      expect(text).toContain(want);
    expect(text).toMatch(/합계 +44,000원/);
    // One copy is exactly half of the bytes.
    expect(bytes.subarray(0, bytes.length / 2).equals(bytes.subarray(bytes.length / 2))).toBe(true);
  });

  it('a kitchen ticket has the items large and no prices; 58 mm paper keeps every line within 32 columns', async () => {
    const bytes = escposTicket({ ...receipt, kind: 'kitchen' }, 58);
    const text = iconv.decode(bytes, 'cp949');
    expect(text).toContain('주방 주문서');
    expect(text).not.toContain('38,000원');
    expect(text).not.toContain('합계');
    // The printer's commands take no columns.
    const printed = Object.values(CMD).reduce((t, c) => t.replaceAll(String.fromCharCode(...c), ''), text);
    const lines = printed.split('\n');
    for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(32);
    expect(count(bytes, CMD.cut)).toBe(1);
  });

  it('discount lines (issue 26 §5): every one on the receipt above the net total; a stamp reward on the kitchen ticket', () => {
    const discounts = [
      { kind: 'period', label: '평일 점심 10% 할인', amount: 4_100 },
      { kind: 'stamp', label: '스탬프 보상: 음료 1개', amount: 0 },
    ];
    const text = (t: TicketModel) => iconv.decode(escposTicket(t, 80, 1), 'cp949');
    const printed = text({ ...receipt, discounts, total: 39_900 });
    expect(printed).toMatch(/평일 점심 10% 할인 +-4,100원/);
    expect(printed).toMatch(/스탬프 보상: 음료 1개 +무료 제공/);
    expect(printed.indexOf('-4,100원')).toBeLessThan(printed.indexOf('39,900원'));
    const kitchen = text({ ...receipt, kind: 'kitchen', discounts });
    expect(kitchen).toContain('스탬프 보상: 음료 1개');
    expect(kitchen).not.toContain('평일 점심');
  });

  it('a refused connection fails with a Korean reason; the same bytes go through once the printer is up', async () => {
    const probe = await fakePrinter();
    const port = probe.port;
    await probe.close();
    await expect(
      sendToPrinter('127.0.0.1', port, escposTicket(receipt, 80), 5_000, LOOPBACK),
    ).rejects.toThrow(PrintFailure);
    await expect(
      sendToPrinter('127.0.0.1', port, escposTicket(receipt, 80), 5_000, LOOPBACK),
    ).rejects.toThrow('프린터 연결 거부');
    const printer = await fakePrinter(port);
    closeLater = printer.close;
    await sendToPrinter('127.0.0.1', port, escposTicket(receipt, 80), 5_000, LOOPBACK);
    await expect.poll(() => printer.jobs.length).toBe(1);
  });

  it('refuses loopback, link-local and unspecified addresses unless a local bridge is allowed, and names', async () => {
    for (const host of ['127.0.0.1', '169.254.169.254', '0.0.0.0'])
      await expect(sendToPrinter(host, 9100, Buffer.from('x'))).rejects.toThrow('허용되지 않는 프린터 주소');
    await expect(sendToPrinter('localhost', 9100, Buffer.from('x'))).rejects.toThrow('IP 주소가 아님');
  });
});
