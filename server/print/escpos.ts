import iconv from 'iconv-lite';

/**
 * ESC/POS for the network thermal printers Korean shops use (issue 26): text in CP949 (KS X 1001 with
 * the rest of Hangul), the printer put in double-byte mode first. Pure: a ticket model in, the bytes to
 * send to port 9100 out.
 */

/** An option of an item: its name, or its name and its price (a price of 0 is not printed). */
export type TicketOption = string | { name: string; price: number };

/** A ticket as it is printed: every label already in Korean, every time already on the Korean clock. */
export interface TicketModel {
  /** 'cancel': the slip a printer that printed an order's kitchen ticket prints when the order is cancelled. */
  kind: 'kitchen' | 'receipt' | 'test' | 'cancel';
  storeName: string;
  /** T-012 …; the test page has none. */
  orderNo: string | null;
  typeLabel: string | null;
  tableNo?: string | null;
  /** The pickup (or reservation) time: the order's due time, printed large. */
  pickupAt?: string | null;
  /** When the order should be ready (accepted + the quoted prep time), where no pickup time says it. */
  readyAt?: string | null;
  deliveryAddress?: string | null;
  /** The customer's phone as the order has it: printed masked (maskPhone), never whole. */
  customerPhone?: string | null;
  createdAt: string;
  items: { name: string; quantity: number; options: TicketOption[]; amount: number }[];
  request?: string | null;
  deliveryFee: number;
  /** Discount lines (issue 26 §5): all on the receipt; a stamp reward on the kitchen ticket too. */
  discounts?: { kind: string; label: string; amount: number }[];
  total: number;
  payLabel: string | null;
  /** The cancel slip's: when and why the order was cancelled. */
  cancelledAt?: string | null;
  cancelReason?: string | null;
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

/**
 * Cuts `text` into lines of at most `width` columns, at the spaces between words: Korean separates its
 * words (eojeol) with spaces as Latin text does, so a break at a space never splits a word in either.
 * A word longer than a line is cut where the line ends (wide characters never split). The spaces a
 * line starts with are kept (an option's "  + "); the space a break falls on is dropped. Lines after
 * the first start with `hang` (a hanging indent) when it takes at most half the line.
 */
export function wrap(text: string, width: number, hang = ''): string[] {
  const indent = columns(hang) * 2 <= width ? hang : '';
  const out: string[] = [];
  let line = '';
  /** Whether `line` holds a word (not only its leading spaces or the indent). */
  let body = false;
  let gap = '';
  const breakLine = () => {
    out.push(line);
    line = indent;
    body = false;
  };
  for (const token of text.match(/ +|[^ ]+/g) ?? []) {
    if (token.startsWith(' ')) {
      if (body) gap = token;
      else if (out.length === 0) line += token;
      continue;
    }
    if (body && columns(line + gap + token) <= width) {
      line += gap + token;
      gap = '';
      continue;
    }
    if (body) breakLine();
    gap = '';
    // The word starts this line; what does not fit is cut onto the next ones.
    let rest = token;
    while (columns(line + rest) > width) {
      let fit = '';
      for (const ch of rest) {
        if (columns(line + fit + ch) > width) break;
        fit += ch;
      }
      // Not one character fits after the leading spaces or the indent: drop them; on a width narrower
      // than one wide character, the character goes alone.
      if (!fit) {
        if (line) {
          line = '';
          continue;
        }
        fit = String.fromCodePoint(rest.codePointAt(0)!);
      }
      line += fit;
      rest = rest.slice(fit.length);
      if (!rest) break;
      breakLine();
    }
    line += rest;
    body = true;
  }
  if (line.trim() || out.length === 0) out.push(line);
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
const TITLES = {
  kitchen: '주방 주문서',
  receipt: '영수증',
  test: '테스트 인쇄',
  cancel: '주문 취소',
} as const;

/**
 * A phone number as a ticket prints it: the area or mobile prefix and the last four digits, the rest
 * starred (010-****-5678, 02-***-4567). Paper lies on the counter and goes out with the bag; the last
 * four digits are what staff and rider match a customer by. Fewer than 8 digits: only the last four.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const last = digits.slice(-4);
  if (digits.length < 8) return `****${last ? `-${last}` : ''}`;
  const prefix = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${prefix}-${'*'.repeat(digits.length - prefix.length - 4)}-${last}`;
}

const optionName = (o: TicketOption) => (typeof o === 'string' ? o : o.name);
const optionPrice = (o: TicketOption) => (typeof o === 'string' ? 0 : o.price);

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
    readyAt: p(t.readyAt),
    customerPhone: p(t.customerPhone),
    items: t.items.map((i) => ({
      ...i,
      name: printable(i.name),
      options: i.options.map((o) =>
        typeof o === 'string' ? printable(o) : { name: printable(o.name), price: o.price },
      ),
    })),
    request: p(t.request),
    discounts: t.discounts?.map((d) => ({ ...d, kind: printable(d.kind), label: printable(d.label) })),
    payLabel: p(t.payLabel) ?? null,
    cancelledAt: p(t.cancelledAt),
    cancelReason: p(t.cancelReason),
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

  /** `label` and its text, the lines after the first indented under the text. */
  const labelled = (label: string, value: string) =>
    wrap(`${label} ${value}`, width, ' '.repeat(columns(label) + 1));
  const cancel = t.kind === 'cancel';

  cmd(CMD.init);
  cmd(CMD.koreanOn);
  cmd(CMD.alignCenter);
  cmd(CMD.boldOn);
  text(t.storeName);
  cmd(CMD.boldOff);
  if (cancel) {
    // What the kitchen must not miss: the slip says it before anything else, at double size.
    cmd(CMD.big);
    text(TITLES.cancel);
    cmd(CMD.normal);
  } else text(TITLES[t.kind]);
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
  if (!cancel) {
    // The time the order is due, where the kitchen looks first: the pickup (reservation) time, else
    // when it was promised ready.
    const due = t.pickupAt ? labelled('픽업', t.pickupAt) : t.readyAt ? labelled('완료 예정', t.readyAt) : [];
    if (due.length) {
      cmd(CMD.tall);
      cmd(CMD.boldOn);
      for (const l of due) text(l);
      cmd(CMD.boldOff);
      cmd(CMD.normal);
    }
    if (t.customerPhone) text(`연락처 ${maskPhone(t.customerPhone)}`);
    if (t.deliveryAddress) for (const l of labelled('배달', t.deliveryAddress)) text(l);
  }
  text(`주문 ${t.createdAt}`);
  if (cancel && t.cancelledAt) text(`취소 ${t.cancelledAt}`);
  rule();
  for (const item of t.items) {
    const name = `${item.name} x${item.quantity}`;
    const lines = t.kind === 'receipt' ? leftRight(name, won(item.amount), width) : wrap(name, width);
    // The kitchen reads its items from a step away: double height (on the cancel slip too).
    const tall = t.kind === 'kitchen' || cancel;
    if (tall) cmd(CMD.tall);
    for (const l of lines) text(l);
    if (tall) cmd(CMD.normal);
    for (const o of item.options) {
      // Prices on the receipt only: the kitchen makes the option, the customer pays for it.
      const price = t.kind === 'receipt' ? optionPrice(o) : 0;
      const priced = price ? ` (${price > 0 ? '+' : '-'}${won(Math.abs(price))})` : '';
      for (const l of wrap(`  + ${optionName(o)}${priced}`, width, '    ')) text(l);
    }
  }
  for (const l of t.lines ?? []) for (const w of wrap(l, width)) text(w);
  const note = cancel
    ? t.cancelReason
      ? labelled('사유:', t.cancelReason)
      : []
    : t.request
      ? labelled('요청:', t.request)
      : [];
  if (note.length) {
    rule();
    cmd(CMD.tall);
    cmd(CMD.boldOn);
    for (const l of note) text(l);
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
