import { queryOptions } from '@tanstack/react-query';
import { APP_NAME, codeListCall, type CodeItem } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useQueryData } from '@/lib/use-query-data';
import { deriveCodes, type Codes } from '@/lib/codes';

export const codesKeys = {
  all: ['codes'] as const,
  list: () => [...codesKeys.all, 'list'] as const,
};

/** The back-office always asks for the admin view of the codes (inactive ones included, flagged by apply). */
const CODE_LIST_BODY = { for_admin: 1, app_name: APP_NAME };

export function listCodes(signal?: AbortSignal) {
  return apiPost(codeListCall, CODE_LIST_BODY, { signal });
}

export function codeListQueryOptions() {
  return queryOptions({
    queryKey: codesKeys.list(),
    queryFn: ({ signal }) => listCodes(signal),
    // Codes change with a deploy, not during a shift.
    staleTime: 12 * 60 * 60_000,
    gcTime: Infinity,
  });
}

export interface CodeData {
  codeList: CodeItem[];
  codes: Codes;
}

function selectCodes(data: { code_list: CodeItem[] }): CodeData {
  return { codeList: data.code_list, codes: deriveCodes(data.code_list) };
}

/**
 * The code list and the derived `codes` (togo_code, transaction_code, pay_code); undefined until
 * loaded. Data alone: the live board's labels read it in a start's concurrent render (lib/use-query-data).
 */
export function useCodes(): CodeData | undefined {
  return useQueryData({ ...codeListQueryOptions(), select: selectCodes });
}
