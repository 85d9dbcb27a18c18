import { z } from 'zod';
import { defineCall, emptyBody } from './envelope';
import { APP_TYPE } from './common';

/** Spec §6: roles by manager_group_id. */
export const GroupId = { SUPER_ADMIN: 1, ADMIN: 51, MANAGER: 52, BASEBALL: 53 } as const;
/** manager_group_type 1: the store id comes from the manager (store mode). */
export const STORE_MODE_GROUP_TYPE = 1;

export const managerInfoSchema = z.object({
  manager_id: z.number().int(),
  manager_user_id: z.string(),
  manager_name: z.string(),
  manager_group_id: z.number().int(),
  manager_group_name: z.string(),
  manager_group_type: z.number().int(),
  store_id: z.number().int().nullable(),
});
export type ManagerInfo = z.infer<typeof managerInfoSchema>;

/** Credential field names are not in the spec; see docs/decisions.md. */
export const loginRequest = z.object({
  manager_user_id: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50),
  manager_password: z.string().min(1, '비밀번호를 입력해 주세요.').max(200),
  app_type: z.literal(APP_TYPE),
  app_name: z.string().max(100),
});
export const loginCall = defineCall(
  'store/login/app',
  loginRequest,
  z.object({ manager: managerInfoSchema, jwt: z.string() }),
);

export const tokenInfoCall = defineCall('store/token/info', emptyBody, managerInfoSchema);
