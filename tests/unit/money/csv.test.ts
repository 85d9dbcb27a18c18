import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from '@/lib/csv';

interface Row {
  name: string;
  amount: number;
  memo: string | null;
}
const columns = [
  { key: 'name', header: '메뉴명' },
  { key: 'amount', header: '금액', csv: (r: Row) => r.amount },
  { key: 'memo', header: '메모, 비고' },
];

describe('csv', () => {
  it('starts with the UTF-8 BOM and keeps Korean text as is', () => {
    const csv = toCsv(columns, [{ name: '후라이드치킨', amount: 19000, memo: '맵게' }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual(['메뉴명,금액,"메모, 비고"', '후라이드치킨,19000,맵게', '']);
  });

  it('quotes commas, doubles quotes and keeps line breaks inside quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('그는 "네"라고')).toBe('"그는 ""네""라고"');
    expect(csvField('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('writes empty fields for missing values and one line per row', () => {
    const csv = toCsv(columns, [
      { name: '양념, 반반', amount: 21000, memo: null },
      { name: '"특" 세트', amount: 0, memo: '줄\n바꿈' },
    ]);
    expect(csv).toBe(
      `${CSV_BOM}메뉴명,금액,"메모, 비고"\r\n"양념, 반반",21000,\r\n"""특"" 세트",0,"줄\n바꿈"\r\n`,
    );
  });

  it('encodes to UTF-8 bytes starting with EF BB BF', () => {
    const bytes = new TextEncoder().encode(toCsv(columns, []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
