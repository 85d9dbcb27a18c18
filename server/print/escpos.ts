import iconv from 'iconv-lite';

/**
 * ESC/POS for the network thermal printers Korean shops use (issue 26): text in CP949 (KS X 1001 with
 * the rest of Hangul), the printer put in double-byte mode first. Pure: a ticket model in, the bytes to
 * send to port 9100 out.
 */

/** A ticket as it is printed: every label already in Korean, every time already on the Korean clock. */
export interface TicketModel {
  kind: 'kitchen' | 'receipt' | 'test';
  storeName: string;
  /** T-012 …; the test page has none. */
  orderNo: string | null;
  typeLabel: string | null;
  tableNo?: string | null;
  pickupAt?: string | null;
  deliveryAddress?: string | null;
  createdAt: string;
  items: { name: string; quantity: number; options: string[]; amount: number }[];
  request?: string | null;
  deliveryFee: number;
  /** Discount lines (issue 26 §5): all on the receipt; a stamp reward on the kitchen ticket too. */
  discounts?: { kind: string; label: string; amount: number }[];
  total: number;
  payLabel: string | null;
  printedAt: string;
  /** Lines printed as they are (the test page's). */
  lines?: string[];
}

export type PaperWidth = 58 | 80;

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

export const CMD = {
  init: [ESC, 0x40],
  /** FS &: double-byte (Korean) character mode on. */
  koreanOn: [FS, 0x26],
  alignLeft: [ESC, 0x61, 0],
  alignCenter: [ESC, 0x61, 1],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  /** GS ! 0x11: double width and double height (the order number). */
  big: [GS, 0x21, 0x11],
  /** GS ! 0x01: double height only (the request, the total). */
  tall: [GS, 0x21, 0x01],
  normal: [GS, 0x21, 0x00],
  /** GS V 66 3: feed 3 lines and cut (partial cut where the printer has one). */
  cut: [GS, 0x56, 0x42, 0x03],
} as const;

/** Characters per line in the printer's font A: 48 on 80 mm paper, 32 on 58 mm. */
export const lineWidth = (paper: PaperWidth) => (paper === 80 ? 48 : 32);

/** Columns a text takes: Hangul and other wide characters take two. */
export function columns(text: string): number {
  let n = 0;
  for (const ch of text)
    n += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return n;
}

/** Cuts `text` into lines of at most `width` columns (wide characters never split). */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of text) {
    if (columns(line + ch) > width) {
      out.push(line);
      line = ch === ' ' ? '' : ch;
    } else line += ch;
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

/** `left` and `right` on one line of `width` columns (the left side wrapped when they do not fit). */
export function leftRight(left: string, right: string, width: number): string[] {
  const room = width - columns(right) - 1;
  const lines = wrap(left, Math.max(room, 1));
  const last = lines.pop() ?? '';
  return [...lines, last + ' '.repeat(Math.max(width - columns(last) - columns(right), 1)) + right];
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const TITLES = { kitchen: '주방 주문서', receipt: '영수증', test: '테스트 인쇄' } as const;

/**
 * What cannot be printed as text: C0 and C1 controls (ESC, GS, FS, DLE, CR, LF, TAB…), DEL, the Unicode
 * line and paragraph separators, format controls (bidi overrides and isolates, zero-width characters) and
 * lone surrogates. In the byte stream a control is a printer command (ESC p opens the cash drawer, GS V
 * cuts) and a line break ends a line — for whatever listens at the address, a command of its own.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * A text as it may be printed: every unprintable character a space, runs of spaces one, no space at
 * either end. Every text of a ticket model goes through it (printableTicket), so line breaks on paper
 * are only the ones the layout below makes.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, ' ').replace(/\s+/gu, ' ').trim();
}

/** The model with every text printable: what escposTicket lays out, whoever built the model. */
export function printableTicket(t: TicketModel): TicketModel {
  const p = (v: string | null | undefined) => (v === null || v === undefined ? v : printable(v));
  return {
    ...t,
    storeName: printable(t.storeName),
    orderNo: p(t.orderNo) ?? null,
    typeLabel: p(t.typeLabel) ?? null,
    tableNo: p(t.tableNo),
    pickupAt: p(t.pickupAt),
    deliveryAddress: p(t.deliveryAddress),
    createdAt: printable(t.createdAt),
    items: t.items.map((i) => ({ ...i, name: printable(i.name), options: i.options.map(printable) })),
    request: p(t.request),
    discounts: t.discounts?.map((d) => ({ ...d, kind: printable(d.kind), label: printable(d.label) })),
    payLabel: p(t.payLabel) ?? null,
    printedAt: printable(t.printedAt),
    lines: t.lines?.map(printable),
  };
}

/** One step of a ticket: a printer command, or one line of text (sent followed by LF). */
export type TicketOp = { cmd: readonly number[] } | { text: string };

/**
 * A ticket laid out: the commands and the lines, in order. The model's texts are made printable first,
 * so each `text` op is exactly one printed line; the commands are the only control bytes sent.
 */
export function ticketLayout(model: TicketModel, paper: PaperWidth): TicketOp[] {
  const t = printableTicket(model);
  const width = lineWidth(paper);
  const ops: TicketOp[] = [];
  const cmd = (bytes: readonly number[]) => ops.push({ cmd: bytes });
  const text = (line: string) => ops.push({ text: line });
  const rule = () => text('-'.repeat(width));

  cmd(CMD.init);
  cmd(CMD.koreanOn);
  cmd(CMD.alignCenter);
  cmd(CMD.boldOn);
  text(t.storeName);
  cmd(CMD.boldOff);
  text(TITLES[t.kind]);
  if (t.orderNo) {
    cmd(CMD.big);
    text(t.typeLabel ? `${t.orderNo} ${t.typeLabel}` : t.orderNo);
    cmd(CMD.normal);
  }
  cmd(CMD.alignLeft);
  if (t.tableNo) {
    cmd(CMD.tall);
    text(`테이블 ${t.tableNo}`);
    cmd(CMD.normal);
  }
  if (t.pickupAt) text(`픽업 ${t.pickupAt}`);
  if (t.deliveryAddress) for (const l of wrap(`배달 ${t.deliveryAddress}`, width)) text(l);
  text(`주문 ${t.createdAt}`);
  rule();
  for (const item of t.items) {
    const name = `${item.name} x${item.quantity}`;
    const lines = t.kind === 'receipt' ? leftRight(name, won(item.amount), width) : wrap(name, width);
    if (t.kind === 'kitchen') cmd(CMD.tall);
    for (const l of lines) text(l);
    if (t.kind === 'kitchen') cmd(CMD.normal);
    for (const o of item.options) for (const l of wrap(`  + ${o}`, width)) text(l);
  }
  for (const l of t.lines ?? []) for (const w of wrap(l, width)) text(w);
  if (t.request) {
    rule();
    cmd(CMD.tall);
    cmd(CMD.boldOn);
    for (const l of wrap(`요청: ${t.request}`, width)) text(l);
    cmd(CMD.boldOff);
    cmd(CMD.normal);
  }
  // The kitchen hands a stamp reward over (a free item): it must read it on its ticket.
  if (t.kind === 'kitchen')
    for (const d of t.discounts ?? []) if (d.kind === 'stamp') for (const l of wrap(d.label, width)) text(l);
  if (t.kind === 'receipt') {
    rule();
    if (t.deliveryFee > 0) for (const l of leftRight('배달료', won(t.deliveryFee), width)) text(l);
    for (const d of t.discounts ?? [])
      for (const l of leftRight(d.label, d.amount ? `-${won(d.amount)}` : '무료 제공', width)) text(l);
    cmd(CMD.tall);
    for (const l of leftRight('합계', won(t.total), width)) text(l);
    cmd(CMD.normal);
    if (t.payLabel) text(`결제 ${t.payLabel}`);
  }
  text(`인쇄 ${t.printedAt}`);
  cmd(CMD.cut);
  return ops;
}

/**
 * One line's bytes in CP949. The layout's lines hold no unprintable character; they are replaced here
 * once more (without collapsing: the padding of a two-column line must stay) so no caller of this
 * module can put a control into the stream. CP949's double-byte codes use only bytes from 0x41 up, and
 * iconv-lite writes '?' for what CP949 lacks: printable text gives no byte below 0x20 nor 0x7f
 * (tests/server/escpos.test.ts checks every code point).
 */
export const encodeLine = (line: string): Buffer => iconv.encode(line.replace(UNPRINTABLE, ' '), 'cp949');

/** The bytes of one ticket, printed `copies` times (each copy cut). */
export function escposTicket(t: TicketModel, paper: PaperWidth, copies = 1): Buffer {
  const parts: Buffer[] = [];
  for (const op of ticketLayout(t, paper))
    if ('cmd' in op) parts.push(Buffer.from(op.cmd));
    else parts.push(encodeLine(op.text), Buffer.from([LF]));
  const one = Buffer.concat(parts);
  return Buffer.concat(Array.from({ length: Math.max(1, copies) }, () => one));
}
