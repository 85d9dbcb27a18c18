/**
 * Auto-print's bytes (issue 26): a fake network printer (a TCP server in the test) receives what the
 * backend sends and decodes it as the printer would (CP949): the Korean text, the double-size order
 * number, the cut after every copy; a refused connection is a clear Korean failure.
 */
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CMD,
  columns,
  encodeLine,
  escposTicket,
  leftRight,
  printable,
  ticketLayout,
  wrap,
  type TicketModel,
} from '../../server/print/escpos';
import { printerAddressPolicy } from '../../server/print/address-policy';
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

/** The embedded database's default policy, without and with this machine's loopback (the fake printer). */
const SHOP = printerAddressPolicy({ embedded: true });
const LOOPBACK = printerAddressPolicy({ embedded: true, allowLoopback: true });

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
      await expect(sendToPrinter(host, 9100, Buffer.from('x'), 5_000, SHOP)).rejects.toThrow(
        '허용되지 않는 프린터 주소',
      );
    await expect(sendToPrinter('localhost', 9100, Buffer.from('x'), 5_000, SHOP)).rejects.toThrow(
      'IP 주소가 아님',
    );
  });
});

/**
 * The byte stream cut into what the printer sees: a command of the ticket model (from CMD), a run of
 * text, or LF. A control byte that starts no known command fails the parse.
 */
type Token = { cmd: number[] } | { text: Buffer } | 'LF';
function tokens(buf: Buffer): Token[] {
  const out: Token[] = [];
  const commands = Object.values(CMD);
  for (let i = 0; i < buf.length;) {
    const b = buf[i]!;
    if (b === 0x0a) {
      out.push('LF');
      i += 1;
    } else if (b === 0x1b || b === 0x1d || b === 0x1c) {
      const c = commands.find((c) => buf.subarray(i, i + c.length).equals(Buffer.from(c)));
      if (!c)
        throw new Error(
          `a control sequence the ticket model never writes at ${i}: ${buf.subarray(i, i + 4).toString('hex')}`,
        );
      out.push({ cmd: [...c] });
      i += c.length;
    } else {
      let j = i;
      while (j < buf.length && ![0x0a, 0x1b, 0x1d, 0x1c].includes(buf[j]!)) j += 1;
      out.push({ text: buf.subarray(i, j) });
      i = j;
    }
  }
  return out;
}

describe('text cannot become bytes', () => {
  const hostile: TicketModel = {
    ...receipt,
    kind: 'kitchen',
    storeName: 'Mapo\nSET pwned 1\n',
    deliveryAddress: '마포구\r\nFLUSHALL\r\n3층\u2028',
    tableNo: '7\x10\x04\x01',
    items: [
      {
        name: '치킨\x1bp\x00\x19\xfa',
        quantity: 1,
        options: ['양념\x1dV\x42\x00', 'a\u2029b\u202ec\u2066'],
        amount: 19_000,
      },
      { name: 'Cola\tDEL\x7f\x85C1\x9b', quantity: 2, options: [], amount: 3_000 },
    ],
    request: '\x1bp\x00\x19\xfa 문 앞에\x1dV\x00\r\nSET x 1\r\n',
    discounts: [{ kind: 'stamp', label: '보상\x1c&\x1b@', amount: 0 }],
  };

  it('printable: controls, separators and bidi controls become one space', () => {
    expect(printable('Mapo\nSET pwned 1\n')).toBe('Mapo SET pwned 1');
    expect(printable('a\r\n\tb\x1bc\x1dd\x1ce\x10f\x7fg\x85h\x9bi')).toBe('a b c d e f g h i');
    expect(printable('a\u2028b\u2029c\u202ed\u2066e\u200bf\ufeffg')).toBe('a b c d e f g');
    expect(printable('한강치킨 마포점')).toBe('한강치킨 마포점');
  });

  it('a ticket carries only the commands and line breaks its model wrote', () => {
    for (const paper of [58, 80] as const) {
      for (const t of [hostile, { ...hostile, kind: 'receipt' as const }]) {
        const layout = ticketLayout(t, paper);
        const bytes = escposTicket(t, paper, 2);
        const parsed = tokens(bytes);
        // Exactly the layout, twice: each command as written, each line one run of text and one LF.
        const one: Token[] = layout.flatMap((op): Token[] =>
          'cmd' in op ? [{ cmd: [...op.cmd] }] : op.text ? [{ text: encodeLine(op.text) }, 'LF'] : ['LF'],
        );
        expect(parsed).toEqual([...one, ...one]);
        const lines = layout.filter((op) => 'text' in op).length;
        expect(parsed.filter((tok) => tok === 'LF')).toHaveLength(2 * lines);
        for (const tok of parsed)
          if (typeof tok === 'object' && 'text' in tok)
            expect(tok.text.findIndex((b) => b < 0x20 || b === 0x7f)).toBe(-1);
        // No cash-drawer kick, no cut but the model's, no line the customer started.
        expect(indexOf(bytes, [0x1b, 0x70])).toBe(-1);
        expect(count(bytes, [0x1d, 0x56])).toBe(2);
        expect(bytes.includes(0x0d)).toBe(false);
        const printed = iconv.decode(bytes, 'cp949').split('\n');
        expect(printed.some((l) => /^(SET|FLUSHALL)/.test(l))).toBe(false);
        expect(printed.some((l) => l.endsWith('Mapo SET pwned 1'))).toBe(true);
      }
    }
  });

  it('CP949 gives no control byte for any printable character, nor for what it cannot encode', () => {
    const control = (buf: Buffer) => buf.findIndex((b) => b < 0x20 || b === 0x7f);
    // Every code point but the surrogate halves, in chunks (the encoder keeps no state between characters).
    let chunk = '';
    let unprintable = 0;
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (printable(`a${ch}a`) !== `a${ch}a`) {
        unprintable += 1;
        continue;
      }
      chunk += ch;
      if (chunk.length >= 8_192) {
        expect(control(iconv.encode(chunk, 'cp949'))).toBe(-1);
        chunk = '';
      }
    }
    expect(control(iconv.encode(chunk, 'cp949'))).toBe(-1);
    // The controls themselves, lone surrogates and all: encodeLine never lets one through.
    expect(unprintable).toBeGreaterThan(65);
    const all = Array.from({ length: 0x10000 }, (_, cp) => String.fromCharCode(cp)).join('');
    expect(control(encodeLine(all))).toBe(-1);
  });
});
