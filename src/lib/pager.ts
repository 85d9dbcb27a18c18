/** Spec §9: the pager shows 10 pages per block. */
export const PAGES_PER_BLOCK = 10;

export interface PagerBlock {
  /** The current page, clamped into 1..pageCount. */
  current: number;
  pageCount: number;
  pages: number[];
  /** Last page of the previous block, or null on the first block. */
  prevBlock: number | null;
  /** First page of the next block, or null on the last block. */
  nextBlock: number | null;
}

export function pagerBlock(
  pageNo: number,
  pageCount: number,
  perBlock: number = PAGES_PER_BLOCK,
): PagerBlock {
  const count = Math.max(1, Math.floor(pageCount) || 1);
  const current = Math.min(Math.max(1, Math.floor(pageNo) || 1), count);
  const start = Math.floor((current - 1) / perBlock) * perBlock + 1;
  const end = Math.min(start + perBlock - 1, count);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return {
    current,
    pageCount: count,
    pages,
    prevBlock: start > 1 ? start - 1 : null,
    nextBlock: end < count ? end + 1 : null,
  };
}
