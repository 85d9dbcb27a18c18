import { z } from 'zod/mini';
import { defineCall, emptyBody } from './envelope';
import { APP_TYPE, int } from './common';

/** Spec §6: roles by manager_group_id. */
export const GroupId = { SUPER_ADMIN: 1, ADMIN: 51, MANAGER: 52, BASEBALL: 53 } as const;
/** manager_group_type 1: the store id comes from the manager (store mode). */
export const STORE_MODE_GROUP_TYPE = 1;

export const managerInfoSchema = z.object({
  manager_id: int,
  manager_user_id: z.string(),
  manager_name: z.string(),
  manager_group_id: int,
  manager_group_name: z.string(),
  manager_group_type: int,
  store_id: z.nullable(int),
});
export type ManagerInfo = z.infer<typeof managerInfoSchema>;

/** Credential field names are not in the spec; see docs/decisions.md. */
export const loginRequest = z.object({
  manager_user_id: z
    .string()
    .check(z.trim(), z.minLength(1, '아이디를 입력해 주세요.'), z.maxLength(50, '아이디는 50자 이내입니다.')),
  manager_password: z
    .string()
    .check(z.minLength(1, '비밀번호를 입력해 주세요.'), z.maxLength(200, '비밀번호는 200자 이내입니다.')),
  app_type: z.literal(APP_TYPE),
  app_name: z.string().check(z.maxLength(100)),
});
export const loginCall = defineCall(
  'store/login/app',
  () => loginRequest,
  () => z.object({ manager: managerInfoSchema, jwt: z.string() }),
);

export const tokenInfoCall = defineCall(
  'store/token/info',
  () => emptyBody,
  () => managerInfoSchema,
);

/** Beyond the spec: ends every session of the signed-in account (docs/api.md). */
export const logoutCall = defineCall(
  'store/logout',
  () => emptyBody,
  () => z.object({}),
);
