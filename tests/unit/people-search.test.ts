import { describe, expect, it } from 'vitest';
import { addDaysYmd, todayKst } from '@/contract';
import { customerSearchSchema, deliverySearchSchema } from '@/features/people/search';
import { promotionSearchSchema } from '@/features/promotions/search';
import { periodLabel, ymdLabel } from '@/features/promotions/components/promotion-parts';

describe('people and promotion URL state', () => {
  it('falls back to defaults on bad values instead of failing the page', () => {
    expect(customerSearchSchema.parse({ page_no: 'x', customer_id: '-3' })).toEqual({
      keyword: '',
      page_no: 1,
      customer_id: undefined,
    });
    expect(promotionSearchSchema.parse({ state: 'bogus' })).toEqual({ state: '', page_no: 1 });
    expect(promotionSearchSchema.parse({ state: 'ended', page_no: '2' })).toEqual({
      state: 'ended',
      page_no: 2,
    });
    expect(deliverySearchSchema.parse({ work_date: '2026-11-21' }).work_date).toMatch(/^\d{8}$/);
    expect(deliverySearchSchema.parse({ work_date: '20261121' }).work_date).toBe('20261121');
  });

  it('uses the Korean day, whatever the machine zone', () => {
    // 2026-11-21 15:30 UTC is already 2026-11-22 00:30 in Seoul.
    expect(todayKst(Date.UTC(2026, 10, 21, 15, 30))).toBe('20261122');
    expect(todayKst(Date.UTC(2026, 10, 21, 14, 59))).toBe('20261121');
  });

  it('formats and moves yyyyMMdd dates', () => {
    expect(ymdLabel('20261121')).toBe('2026. 11. 21.');
    expect(periodLabel('20261121', '20261231')).toBe('2026. 11. 21. ~ 2026. 12. 31.');
    expect(addDaysYmd('20261231', 1)).toBe('20270101');
    expect(addDaysYmd('20240228', 1)).toBe('20240229');
    expect(addDaysYmd('20261121', 30)).toBe('20261221');
  });
});
