import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorCode } from '@/contract';
import { BarChart } from '@/components/bar-chart';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ApiError } from '@/lib/api-client';
import { system } from '@/lib/theme';

afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

interface Row {
  id: number;
  name: string;
  amount: number;
}
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const columns: DataColumn<Row>[] = [
  { key: 'name', header: '메뉴명' },
  {
    key: 'amount',
    header: '금액',
    align: 'end',
    cell: (r) => won(r.amount),
    csv: (r) => r.amount,
    footer: true,
  },
  { key: 'edit', header: '수정', cell: (r) => <button type="button">{`${r.name} 수정`}</button> },
];
const rows: Row[] = [
  { id: 1, name: '후라이드치킨', amount: 19000 },
  { id: 2, name: '콜라', amount: 3000 },
  { id: 3, name: '감자튀김', amount: 5000 },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .filter((r) => r.closest('tbody'))
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('renders headers, cells (plain and custom) and the totals row from the columns', () => {
    wrap(
      <DataTable
        label="테스트 표"
        columns={columns}
        rows={rows.slice(0, 2)}
        rowKey={(r) => r.id}
        total={{ id: 0, name: '', amount: 22000 }}
      />,
    );
    const table = screen.getByRole('table', { name: '테스트 표' });
    expect(within(table).getByText('후라이드치킨')).toBeTruthy();
    expect(within(table).getByText('19,000원')).toBeTruthy();
    // The first column says 합계; a column with `footer: true` renders the total with its own cell.
    expect(screen.getByTestId('totals-row').textContent).toBe('합계22,000원');
  });

  it('sorts the loaded rows from a header button: ascending, descending, then the server order, with aria-sort', () => {
    wrap(<DataTable label="정렬" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const header = screen.getByRole('columnheader', { name: /금액/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    const button = within(header).getByRole('button');
    expect(names()).toEqual(['후라이드치킨', '콜라', '감자튀김']);

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['콜라', '감자튀김', '후라이드치킨']);

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['후라이드치킨', '감자튀김', '콜라']);

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['후라이드치킨', '콜라', '감자튀김']);

    // Text sorts in Korean order; a column of buttons is not sortable at all.
    fireEvent.click(within(screen.getByRole('columnheader', { name: /메뉴명/ })).getByRole('button'));
    expect(names()).toEqual(['감자튀김', '콜라', '후라이드치킨']);
    const edit = screen.getByRole('columnheader', { name: '수정' });
    expect(edit.getAttribute('aria-sort')).toBeNull();
    expect(within(edit).queryByRole('button')).toBeNull();
  });

  it('sorts nothing when told not to', () => {
    wrap(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sortable={false} />);
    expect(screen.getAllByRole('columnheader').every((h) => !h.getAttribute('aria-sort'))).toBe(true);
  });

  it('says why it is empty, and calls onRowClick with the row', () => {
    const onRowClick = vi.fn();
    const { rerender } = wrap(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="선택한 기간에 매출이 없습니다."
        total={rows[0]}
      />,
    );
    expect(screen.getByText('선택한 기간에 매출이 없습니다.')).toBeTruthy();
    expect(screen.queryByTestId('totals-row')).toBeNull();
    rerender(
      <ChakraProvider value={system}>
        <DataTable
          columns={columns}
          rows={[{ id: 7, name: '생수', amount: 1500 }]}
          rowKey={(r) => r.id}
          onRowClick={onRowClick}
        />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByText('생수'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 7, name: '생수', amount: 1500 });
  });

  it('shows a spinner before the first rows, and keeps the rows with a small indicator while the next page loads', () => {
    const { rerender } = wrap(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} isLoading />,
    );
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeTruthy();
    expect(screen.queryByText('표시할 내용이 없습니다.')).toBeNull();
    rerender(
      <ChakraProvider value={system}>
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} isFetching />
      </ChakraProvider>,
    );
    expect(screen.getByText('후라이드치킨')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('새로 불러오는 중');
  });

  it('shows a failed load in Korean with a retry button; a refusal gets no retry', () => {
    const onRetry = vi.fn();
    const { rerender } = wrap(
      <DataTable
        label="목록"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        error={new Error('서버에 연결할 수 없습니다.')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('목록을 불러오지 못했습니다.');
    expect(screen.getByRole('alert').textContent).toContain('서버에 연결할 수 없습니다.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();

    const refused = new ApiError({ code: ErrorCode.FORBIDDEN, message: '권한 없음', path: 'x', request: {} });
    rerender(
      <ChakraProvider value={system}>
        <DataTable
          columns={columns}
          rows={undefined}
          rowKey={(r) => r.id}
          error={refused}
          onRetry={onRetry}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('이 화면은 권한이 있는 관리자만 볼 수 있습니다.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('takes loading, error and retry from a query result', () => {
    const refetch = vi.fn();
    wrap(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        query={{ isLoading: false, isFetching: false, error: new Error('x'), refetch }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('brings the pager of a paged list', () => {
    const onPageChange = vi.fn();
    wrap(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        page={{ page_no: 1, page_count: 12 }}
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getAllByRole('button', { name: /^\d+ 페이지$/ })).toHaveLength(10);
    fireEvent.click(within(nav).getByRole('button', { name: '2 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
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
