// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The pure half of the table: no React, no react-table.
import { allPages } from '@/components/data-table/all-pages';
import { columnsCsv, compareValues, isSortable, type DataColumn } from '@/components/data-table/columns';

interface Row {
  id: number;
  name: string;
  amount: number;
  memo: string | null;
}
const columns: DataColumn<Row>[] = [
  { key: 'name', header: '메뉴명' },
  {
    key: 'amount',
    header: '금액',
    align: 'end',
    cell: (r) => `${r.amount}원`,
    csv: (r) => r.amount,
    footer: true,
  },
  { key: 'memo', header: '메모, 비고', cell: (r) => r.memo ?? '-', csv: (r) => r.memo },
  // Buttons: shown in the table, never in the file.
  { key: 'edit', header: '수정', cell: () => null },
];
const rows: Row[] = [
  { id: 1, name: '후라이드치킨', amount: 19000, memo: '맵게, 많이' },
  { id: 2, name: '콜라 "제로"', amount: 3000, memo: null },
];

describe('columnsCsv', () => {
  it('writes a BOM, the Korean headers of the exported columns and one line a row, quoted per RFC 4180', () => {
    const csv = columnsCsv(columns, rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '메뉴명,금액,"메모, 비고"',
      '후라이드치킨,19000,"맵게, 많이"',
      '"콜라 ""제로""",3000,',
      '',
    ]);
  });

  it('ends with the totals line: 합계 first, the footer columns, blanks elsewhere', () => {
    const csv = columnsCsv(columns, rows, { id: 0, name: '', amount: 22000, memo: '무시' });
    expect(csv.slice(1).trimEnd().split('\r\n').at(-1)).toBe('합계,22000,');
  });
});

describe('column rules', () => {
  it('sorts columns that export or show a field, not action columns', () => {
    expect(isSortable(columns[0]!, rows[0])).toBe(true);
    expect(isSortable(columns[1]!, rows[0])).toBe(true);
    expect(isSortable(columns[3]!, rows[0])).toBe(false);
    expect(isSortable({ ...columns[1]!, sortable: false }, rows[0])).toBe(false);
  });

  it('compares numbers by value and text in Korean order', () => {
    expect([10, 9, 100].sort(compareValues)).toEqual([9, 10, 100]);
    expect(['콜라', '감자튀김', '후라이드'].sort(compareValues)).toEqual(['감자튀김', '콜라', '후라이드']);
    expect(['2번', '10번'].sort(compareValues)).toEqual(['2번', '10번']);
  });

  it('reads every page for the file', async () => {
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['c'], 3: ['d'] };
    expect(await allPages(async (p) => ({ rows: pages[p]!, page_count: 3 }))).toEqual(['a', 'b', 'c', 'd']);
  });
});
