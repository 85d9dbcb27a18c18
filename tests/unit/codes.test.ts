import { describe, expect, it } from 'vitest';
import type { CodeItem } from '@/contract';
import { codeLabel, codeOptions, deriveCodes } from '@/lib/codes';

let nextId = 1;
const code = (column_name: string, code_value: string, code_name: string, apply = 1, sort = 0): CodeItem => ({
  code_id: nextId++,
  column_name,
  code_value,
  code_name,
  apply,
  sort,
});

const CODE_LIST: CodeItem[] = [
  code('order_type', '2', '포장', 1, 2),
  code('order_type', '1', '테이블', 1, 1),
  code('order_type', '4', '배달', 0, 4),
  code('order_type', '3', '예약 포장', 1, 3),
  code('order_status', '1', '주문 접수', 1, 1),
  code('order_status', '9', '주문 취소', 1, 9),
  code('pay_type', '90', '현금', 1, 2),
  code('pay_type', '10', '카드', 1, 1),
  code('service_type', 'A', '매장 식사', 1, 1),
  code('service_type', 'B', '포장 전용', 0, 2),
];

describe('codeOptions', () => {
  it('starts with 전체 and an empty value, then the column’s codes in sort order', () => {
    expect(codeOptions(CODE_LIST, 'order_type')).toEqual([
      { label: '전체', value: '' },
      { label: '테이블', value: '1' },
      { label: '포장', value: '2' },
      { label: '예약 포장', value: '3' },
      { label: '배달', value: '4' },
    ]);
  });

  it('keeps only apply === 1 codes when activeOnly', () => {
    const values = codeOptions(CODE_LIST, 'order_type', { activeOnly: true }).map((o) => o.value);
    expect(values).toEqual(['', '1', '2', '3']);
  });

  it('never gives service_type a 전체 entry', () => {
    expect(codeOptions(CODE_LIST, 'service_type')).toEqual([
      { label: '매장 식사', value: 'A' },
      { label: '포장 전용', value: 'B' },
    ]);
    expect(codeOptions(CODE_LIST, 'service_type', { all: true, activeOnly: true })).toEqual([
      { label: '매장 식사', value: 'A' },
    ]);
  });

  it('can leave 전체 out on request', () => {
    expect(codeOptions(CODE_LIST, 'pay_type', { all: false }).map((o) => o.label)).toEqual(['카드', '현금']);
  });

  it('gives only 전체 for an unknown column', () => {
    expect(codeOptions(CODE_LIST, 'nope')).toEqual([{ label: '전체', value: '' }]);
  });

  it('works on the derived codes lists as well', () => {
    const { pay_code } = deriveCodes(CODE_LIST);
    expect(codeOptions(pay_code, 'pay_type')).toEqual([
      { label: '전체', value: '' },
      { label: '카드', value: '10' },
      { label: '현금', value: '90' },
    ]);
  });
});

describe('deriveCodes', () => {
  it('splits the list into togo_code, transaction_code and pay_code with label/value', () => {
    const codes = deriveCodes(CODE_LIST);
    expect(codes.togo_code.map((c) => c.value)).toEqual(['1', '2', '3', '4']);
    expect(codes.transaction_code).toEqual([
      { column_name: 'order_status', apply: 1, label: '주문 접수', value: '1' },
      { column_name: 'order_status', apply: 1, label: '주문 취소', value: '9' },
    ]);
    expect(codes.pay_code.map((c) => c.label)).toEqual(['카드', '현금']);
    expect(codes.togo_code.find((c) => c.value === '4')?.apply).toBe(0);
  });
});

describe('codeLabel', () => {
  it('finds the label of a value, numbers or strings alike', () => {
    expect(codeLabel(CODE_LIST, 'order_type', 3)).toBe('예약 포장');
    expect(codeLabel(CODE_LIST, 'pay_type', '90')).toBe('현금');
    expect(codeLabel(CODE_LIST, 'pay_type', 77)).toBeUndefined();
  });

  it('reads the first entry of a value listed twice, and the entries of a converted list', () => {
    const twice = [code('pay_type', '90', '현금'), code('pay_type', '90', '현금(구)')];
    expect(codeLabel(twice, 'pay_type', 90)).toBe('현금');
    const entries = deriveCodes(CODE_LIST).togo_code;
    expect(codeLabel(entries, 'order_type', 3)).toBe('예약 포장');
    // A value of another column is not this column's label.
    expect(codeLabel(CODE_LIST, 'order_status', 3)).toBeUndefined();
  });

  it('answers for a new list, not from the index of an earlier one', () => {
    const before = [code('order_type', '1', '매장')];
    const after = [code('order_type', '1', '매장 식사')];
    expect(codeLabel(before, 'order_type', 1)).toBe('매장');
    expect(codeLabel(after, 'order_type', 1)).toBe('매장 식사');
  });
});
