import { useEffect, type BaseSyntheticEvent } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import '@/contract/locale';
import { ko } from '@/i18n/ko';

export interface ContractFormOptions<I extends FieldValues, O> extends Omit<
  UseFormProps<I, unknown, O>,
  'resolver' | 'values'
> {
  /**
   * The server's per-field messages of the last failed save (`fieldErrors` of useApiMutation): each is
   * put on its field with setError, and the first of them (in the form's field order) is focused.
   */
  serverErrors?: Record<string, string>;
}

export type ContractForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /** The message shown next to `name` (the schema's or the server's), for FormField's `error`. */
  errorOf(name: string): string | undefined;
  /**
   * The form's submit handler: validates with the schema (a rejected submit focuses the first invalid
   * field and sends nothing), then awaits `save` with the schema's output (trimmed, defaults applied).
   * After a success the form is pristine again with what was sent; after a failure (the write has
   * toasted the message and returned its field errors) everything typed stays as it was.
   */
  submit(save: (values: O) => Promise<unknown>): (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the save is on its way: the submit button's `loading` (disabled only then). */
  saving: boolean;
};

/**
 * The app's one form idiom (docs/decisions.md, forms): react-hook-form validated by the contract's own
 * request schema (the one the server parses with), through the Standard Schema resolver (zod 4, mini
 * included, implements Standard Schema). A dirty form asks before the app leaves it (the router's
 * blocker, and the browser's beforeunload for a reload or a closed tab).
 *
 * `defaultValues` should hold every field of the request the form sends (ids too, unregistered), so
 * the schema's output is the request body.
 */
export function useContractForm<I extends FieldValues, O>(
  schema: z.ZodMiniType<O, I>,
  { serverErrors, ...options }: ContractFormOptions<I, O> = {},
): ContractForm<I, O> {
  const form = useForm<I, unknown, O>({
    ...options,
    resolver: standardSchemaResolver<I, unknown, O>(schema),
  });
  const { formState, setError, getValues, reset, setValue, handleSubmit } = form;

  // The server's field messages, onto their fields; the first in field order takes the focus.
  useEffect(() => {
    if (!serverErrors) return;
    const order = Object.keys(getValues());
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    const names = Object.keys(serverErrors).sort((a, b) => rank(a) - rank(b));
    names.forEach((name, i) =>
      setError(name as Path<I>, { type: 'server', message: serverErrors[name] }, { shouldFocus: i === 0 }),
    );
  }, [serverErrors, setError, getValues]);

  const dirty = formState.isDirty;
  useLeaveGuard(dirty);

  const errorOf = (name: string): string | undefined => {
    const error = (formState.errors as Record<string, { message?: unknown } | undefined>)[name];
    return typeof error?.message === 'string' && error.message ? error.message : undefined;
  };

  const submit = (save: (values: O) => Promise<unknown>) =>
    handleSubmit(async (values) => {
      const sent = getValues();
      try {
        await save(values);
      } catch {
        // The write has shown its message and keeps its field errors; the input stays as typed.
        return;
      }
      // Pristine with what was sent; anything typed while it was saving stays, and stays dirty.
      const now = getValues();
      reset(sent);
      for (const key of Object.keys(now) as Path<I>[]) {
        const value = now[key as keyof I] as PathValue<I, Path<I>>;
        if (value !== sent[key as keyof I]) setValue(key, value, { shouldDirty: true });
      }
    });

  return { ...form, errorOf, submit, saving: formState.isSubmitting };
}

/**
 * Asks before leaving while `dirty`: in-app navigation through the router's blocker (a Korean confirm),
 * a reload or a closed tab through beforeunload (the browser's own words).
 */
export function useLeaveGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: () => !globalThis.confirm(ko.common.leaveUnsaved),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
