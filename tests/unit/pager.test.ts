import { describe, expect, it } from 'vitest';
import { pagerBlock } from '@/lib/pager';

describe('pagerBlock (10 pages per block)', () => {
  it('shows the first block with a way forward', () => {
    const block = pagerBlock(3, 25);
    expect(block.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(block.prevBlock).toBeNull();
    expect(block.nextBlock).toBe(11);
  });

  it('shows the block a page belongs to, both ways', () => {
    const block = pagerBlock(11, 25);
    expect(block.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(block.prevBlock).toBe(10);
    expect(block.nextBlock).toBe(21);
  });

  it('cuts the last block at page_count', () => {
    const block = pagerBlock(25, 25);
    expect(block.pages).toEqual([21, 22, 23, 24, 25]);
    expect(block.nextBlock).toBeNull();
  });

  it('treats page 10 as the end of the first block', () => {
    expect(pagerBlock(10, 30).pages.at(-1)).toBe(10);
    expect(pagerBlock(10, 30).nextBlock).toBe(11);
  });

  it('clamps out-of-range pages and empty results', () => {
    expect(pagerBlock(99, 3).current).toBe(3);
    expect(pagerBlock(0, 3).current).toBe(1);
    expect(pagerBlock(1, 0)).toMatchObject({ pages: [1], pageCount: 1, prevBlock: null, nextBlock: null });
  });
});
