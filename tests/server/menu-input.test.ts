/**
 * Menu prices, option prices and stock counts as the forms send them (issue 28): the contract's
 * whole-number fields take digits as typed (commas too) and refuse '', letters and negatives with a
 * Korean field message — an empty price is never a 0원 item on the menu — and over-long text is
 * refused, not cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let s: TestServer;
let store1: string;

beforeAll(async () => {
  s = await startTestServer('pglite');
  store1 = await s.login('store1');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('menu number fields', () => {
  it('takes a price only as typed digits: empty, letters and negatives are refused, never saved as 0 (issue 28)', async () => {
    const edit = (body: Record<string, unknown>) =>
      s.call(
        'store/product/edit',
        { store_id: 1, store_product_group_id: 1, product_name: '가격 확인', ...body },
        store1,
      );
    const count = async () =>
      (await s.call('store/product/list', { store_id: 1 }, store1)).body.data.product_list.length;
    const before = await count();

    const empty = await edit({ price: '' });
    expect(empty.body.code).toBe(9001);
    expect(empty.body.fields?.price).toBe('가격을 입력해 주세요.');
    const letters = await edit({ price: 'abc' });
    expect(letters.body.fields?.price).toBe('가격은 숫자로 입력해 주세요.');
    const negative = await edit({ price: -500 });
    expect(negative.body.fields?.price).toMatch(/0원 이상/);
    const optionLetters = await edit({
      price: 1000,
      options: [{ option_name: '곱빼기', option_price: 'abc' }],
    });
    expect(optionLetters.body.fields?.['options.0.option_price']).toBe('옵션 가격은 숫자로 입력해 주세요.');
    const stockLetters = await edit({ price: 1000, stock_count: '-3' });
    expect(stockLetters.body.fields?.stock_count).toMatch(/0개 이상/);
    // Over-long text is refused, not cut to the limit.
    const longName = await edit({ product_name: '가'.repeat(10_000), price: 1000 });
    expect(longName.body.code).toBe(9001);
    expect(longName.body.fields?.product_name).toMatch(/50자/);
    expect(await count()).toBe(before);

    // Digits as a form shows them (thousands commas) are the number; an empty stock is "not counted".
    const ok = await edit({
      price: '12,000',
      stock_count: '',
      options: [{ option_name: '곱빼기', option_price: '1,500' }],
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.product).toMatchObject({
      price: 12000,
      stock_count: null,
      options: [{ option_name: '곱빼기', option_price: 1500 }],
    });
    expect(
      (
        await s.call(
          'store/product/del',
          { store_id: 1, product_id: ok.body.data.product.product_id },
          store1,
        )
      ).body.code,
    ).toBe(0);
  });
});
