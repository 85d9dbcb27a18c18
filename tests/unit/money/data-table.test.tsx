import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { system } from '@/lib/theme';

afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

interface Row {
  id: number;
  name: string;
  amount: number;
}
const columns: DataColumn<Row>[] = [
  { key: 'name', header: '메뉴명' },
  { key: 'amount', header: '금액', align: 'end', cell: (r) => `${r.amount.toLocaleString('ko-KR')}원` },
];

describe('DataTable', () => {
  it('renders headers, cells (default and custom) and the totals row', () => {
    wrap(
      <DataTable
        label="테스트 표"
        columns={columns}
        rows={[
          { id: 1, name: '후라이드치킨', amount: 19000 },
          { id: 2, name: '콜라', amount: 3000 },
        ]}
        rowKey={(r) => r.id}
        totals={{ name: '합계', amount: '22,000원' }}
      />,
    );
    expect(screen.getByRole('table', { name: '테스트 표' })).toBeTruthy();
    expect(screen.getByText('후라이드치킨')).toBeTruthy();
    expect(screen.getByText('19,000원')).toBeTruthy();
    expect(screen.getByTestId('totals-row').textContent).toBe('합계22,000원');
  });

  it('says why it is empty, and calls onRowClick with the row', () => {
    const onRowClick = vi.fn();
    const { rerender } = wrap(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="선택한 기간에 매출이 없습니다." />);
    expect(screen.getByText('선택한 기간에 매출이 없습니다.')).toBeTruthy();
    expect(screen.queryByTestId('totals-row')).toBeNull();
    rerender(
      <ChakraProvider value={system}>
        <DataTable columns={columns} rows={[{ id: 7, name: '생수', amount: 1500 }]} rowKey={(r) => r.id} onRowClick={onRowClick} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByText('생수'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 7, name: '생수', amount: 1500 });
  });
});

describe('BarChart', () => {
  it('draws one bar per point, scaled to the largest value, with a readable title', () => {
    const { container } = wrap(
      <BarChart
        title="일별 매출"
        data={[
          { label: '11/01', value: 100_000 },
          { label: '11/02', value: 50_000, line: 10_000 },
          { label: '11/03', value: 0 },
        ]}
        formatValue={(v) => `${v.toLocaleString('ko-KR')}원`}
      />,
    );
    expect(screen.getByRole('img', { name: '일별 매출' })).toBeTruthy();
    const bars = [...container.querySelectorAll('rect[data-value]')];
    expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['100000', '50000', '0']);
    const h = bars.map((b) => Number(b.getAttribute('height')));
    expect(h[0]).toBeCloseTo(h[1]! * 2, 5);
    expect(h[2]).toBe(0);
    expect(bars[1]!.querySelector('title')?.textContent).toBe('11/02: 50,000원');
    expect(container.querySelector('path')).toBeTruthy();
  });
});
