import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, Input } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormField } from '@/components/form-field';
import { ko } from '@/i18n/ko';
import { system } from '@/lib/theme';
import { useContractForm } from '@/lib/use-contract-form';

// The router restores the scroll position, which jsdom does not implement.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A request schema as the contract writes them: an id the form never shows, Korean messages. */
const editThing = z.object({
  store_id: z.number(),
  name: z.string().check(z.trim(), z.minLength(1, '이름을 입력해 주세요.')),
  memo: z._default(z.string().check(z.maxLength(10, '메모는 10자 이하로 입력해 주세요.')), ''),
});
type Body = z.infer<typeof editThing>;

let save: (body: Body) => Promise<unknown> = () => Promise.resolve();
/** What the save answers with on a refusal: the server's per-field messages. */
let refuseWith: Record<string, string> | null = null;

function ThingForm() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const form = useContractForm(editThing, {
    defaultValues: { store_id: 7, name: '한강치킨', memo: '' },
    serverErrors: fieldErrors,
  });
  const send = async (body: Body) => {
    const answer = save(body);
    if (refuseWith) {
      const fields = refuseWith;
      await answer.catch(() => setFieldErrors(fields));
    }
    return answer;
  };
  return (
    <form noValidate onSubmit={form.submit(send)}>
      <FormField label="이름" error={form.errorOf('name')} required>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="메모" error={form.errorOf('memo')}>
        <Input {...form.register('memo')} />
      </FormField>
      <button type="submit" disabled={form.saving}>
        저장
      </button>
    </form>
  );
}

async function renderForm() {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: ThingForm }),
      createRoute({ getParentRoute: () => root, path: '/login', component: () => <p>다른 화면</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('button', { name: '저장' });
  return router;
}

const nameInput = () => screen.getByRole('textbox', { name: /이름/ }) as HTMLInputElement;
const memoInput = () => screen.getByRole('textbox', { name: /메모/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: '저장' }) as HTMLButtonElement;

describe('useContractForm', () => {
  it('shows the schema’s Korean message next to the field, focuses it and sends nothing', async () => {
    save = vi.fn(() => Promise.resolve());
    refuseWith = null;
    await renderForm();
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(saveButton());
    await screen.findByText('이름을 입력해 주세요.');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());
    expect(save).not.toHaveBeenCalled();
    // What was typed stays.
    expect(nameInput().value).toBe('   ');
  });

  it('sends the schema’s output (trimmed, with the unshown id) and is pristine after a success', async () => {
    save = vi.fn(() => Promise.resolve());
    refuseWith = null;
    await renderForm();
    fireEvent.change(nameInput(), { target: { value: ' 한강치킨 마포점 ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ store_id: 7, name: '한강치킨 마포점', memo: '' });
  });

  it('puts the server’s field message on its field, focuses it and keeps what was typed', async () => {
    save = vi.fn(() => Promise.reject(new Error('refused')));
    refuseWith = { memo: '이미 쓰인 메모입니다.' };
    await renderForm();
    fireEvent.change(memoInput(), { target: { value: '점심 특가' } });
    fireEvent.click(saveButton());
    await screen.findByText('이미 쓰인 메모입니다.');
    expect(memoInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(memoInput());
    expect(memoInput().value).toBe('점심 특가');
    expect(saveButton().disabled).toBe(false);
  });

  it('disables the submit only while saving', async () => {
    let finish!: () => void;
    save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    refuseWith = null;
    await renderForm();
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    await act(async () => finish());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('asks before leaving a dirty form, and stays when the answer is no', async () => {
    const confirm = vi.spyOn(globalThis, 'confirm').mockReturnValue(false);
    const router = await renderForm();
    // A pristine form leaves without asking (/login: a path the app's route types know).
    await act(() => router.navigate({ to: '/login' }));
    expect(confirm).not.toHaveBeenCalled();
    await act(() => router.navigate({ to: '/' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /이름/ }), { target: { value: '새 이름' } });
    // A blocked navigation never settles: it is started, not awaited.
    act(() => void router.navigate({ to: '/login' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(ko.common.leaveUnsaved));
    expect(router.state.location.pathname).toBe('/');
    expect(nameInput().value).toBe('새 이름');
  });
});
