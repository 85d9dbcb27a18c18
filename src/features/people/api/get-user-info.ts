import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfoCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type GetUserInfoBody = CallRequest<typeof userInfoCall>;

export function getUserInfo(body: GetUserInfoBody, signal?: AbortSignal) {
  return apiPost(userInfoCall, body, { signal });
}

export function getUserInfoQueryOptions(body: GetUserInfoBody) {
  return queryOptions({
    queryKey: peopleKeys.userInfo(body),
    queryFn: ({ signal }) => getUserInfo(body, signal),
  });
}

export function useGetUserInfo(body: GetUserInfoBody, enabled = true) {
  return useQuery({ ...getUserInfoQueryOptions(body), enabled });
}
