/**
 * Every page of a paged list, one after the other (at most 200 pages of 50), for a CSV that holds the
 * whole filter rather than the page on screen.
 */
export async function allPages<T>(
  fetchPage: (pageNo: number) => Promise<{ rows: readonly T[]; page_count: number }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const out = [...first.rows];
  for (let p = 2; p <= Math.min(first.page_count, 200); p++) out.push(...(await fetchPage(p)).rows);
  return out;
}
