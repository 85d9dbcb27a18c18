import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MultiSelect } from '@/components/multi-select';
import { system } from '@/lib/theme';

afterEach(cleanup);

// jsdom has no ResizeObserver; the popover's positioning asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
const OPTIONS = [
  { label: '테이블 주문', value: '1' },
  { label: '포장 주문', value: '2' },
  { label: '배달 주문', value: '3' },
];

function Harness({ initial, onChange }: { initial: string[]; onChange(v: string[]): void }) {
  const [value, setValue] = useState(initial);
  return (
    <MultiSelect
      label="제공 서비스"
      options={OPTIONS}
      value={value}
      placeholder="서비스를 선택하세요"
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('shows the placeholder when nothing is chosen and the chosen labels otherwise', () => {
    wrap(<Harness initial={[]} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /^제공 서비스/ }).textContent).toContain('서비스를 선택하세요');
    cleanup();
    wrap(<Harness initial={['3', '1']} onChange={() => undefined} />);
    // In the options' order, not the value's.
    expect(screen.getByRole('button', { name: /^제공 서비스/ }).textContent).toContain(
      '테이블 주문, 배달 주문',
    );
  });

  it('toggles options on and off, keeping the options order', async () => {
    const onChange = vi.fn();
    wrap(<Harness initial={['3']} onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^제공 서비스/ }));
    });
    const box = (name: string) => screen.getByRole('checkbox', { name });
    expect((box('배달 주문') as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(box('테이블 주문'));
    });
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    await act(async () => {
      fireEvent.click(box('배달 주문'));
    });
    expect(onChange).toHaveBeenLastCalledWith(['1']);
  });
});
