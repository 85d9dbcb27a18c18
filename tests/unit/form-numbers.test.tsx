import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/theme';
import { z } from 'zod/mini';
import { josa, optionalWholeNumber, wholeNumber } from '@/contract/fields';
import { serviceManageEditCall } from '@/contract';
import { groupDigits, NumberInput } from '@/components/number-input';

const price = wholeNumber('가격', { max: 10_000_000, unit: '원' });
const message = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('wholeNumber: what a number field may hold (issue 28)', () => {
  it('reads digits as typed, with thousands commas and spaces around', () => {
    expect(z.parse(price, '12000')).toBe(12000);
    expect(z.parse(price, ' 12,000 ')).toBe(12000);
    expect(z.parse(price, 3500)).toBe(3500);
    expect(z.parse(price, '0')).toBe(0);
  });
  it('refuses instead of rewriting: letters, minus, empty, decimals, misplaced commas', () => {
    expect(message(price, 'abc-500')).toBe('가격은 숫자로 입력해 주세요.');
    expect(message(price, 'abc')).toBe('가격은 숫자로 입력해 주세요.');
    expect(message(price, '12,00')).toBe('가격은 숫자로 입력해 주세요.');
    expect(message(price, '-3000')).toBe('가격은 0원 이상이어야 합니다(음수 불가).');
    expect(message(price, '')).toBe('가격을 입력해 주세요.');
    expect(message(price, null)).toBe('가격을 입력해 주세요.');
    expect(message(price, '1.5')).toBe('가격은 소수점 없이 입력해 주세요.');
    expect(message(price, '10000001')).toBe('가격은 10,000,000원 이하로 입력해 주세요.');
  });
  it('optional: empty is absent, anything typed is checked', () => {
    const stock = optionalWholeNumber('재고', { max: 99_999, unit: '개' });
    expect(z.parse(stock, '')).toBeUndefined();
    expect(z.parse(stock, '7')).toBe(7);
    expect(message(stock, 'x')).toBe('재고는 숫자로 입력해 주세요.');
  });
  it('the default prep time takes the accept step: 5-minute steps up to 120', () => {
    const body = { store_id: 1, min_order_amount: '0', delivery_fee: '0' };
    const prep = (v: string) => {
      const r = z.safeParse(serviceManageEditCall.request, { ...body, default_prep_minutes: v });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(prep('15')).toBeNull();
    expect(prep('7')).toBe('기본 준비 시간은 5분 단위로 입력해 주세요.');
    expect(prep('125')).toBe('기본 준비 시간은 120분 이하로 입력해 주세요.');
    expect(prep('')).toBe('기본 준비 시간을 입력해 주세요.');
  });
  it('josa follows the last syllable', () => {
    expect(josa('가격', '은', '는')).toBe('가격은');
    expect(josa('배달비', '은', '는')).toBe('배달비는');
    expect(josa('ABC', '을', '를')).toBe('ABC을(를)');
  });
});

describe('NumberInput: thousands commas as typed, nothing else rewritten', () => {
  it('groups plain integers only', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('-3000')).toBe('-3,000');
    expect(groupDigits('12a34')).toBe('12a34');
    expect(groupDigits('')).toBe('');
  });
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <>
        <NumberInput aria-label="금액" value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }
  it('shows commas, hands the form the digits, keeps letters for the schema to refuse', () => {
    render(
      <ChakraProvider value={system}>
        <Harness />
      </ChakraProvider>,
    );
    const input = screen.getByLabelText('금액') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '25000' } });
    expect(input.value).toBe('25,000');
    expect(screen.getByRole('status').textContent).toBe('25000');
    fireEvent.change(input, { target: { value: '25,000abc' } });
    expect(input.value).toBe('25000abc');
    expect(screen.getByRole('status').textContent).toBe('25000abc');
  });
});
