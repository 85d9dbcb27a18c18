import { holidayEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type EditHolidayBody = CallRequest<typeof holidayEditCall>;

export function editHoliday(body: EditHolidayBody, idempotencyKey?: string) {
  return apiPost(holidayEditCall, body, { idempotencyKey });
}

export function useEditHoliday(callbacks: WriteCallbacks<CallResponse<typeof holidayEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: EditHolidayBody; idempotencyKey?: string }) => editHoliday(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all],
    callbacks,
  );
}
