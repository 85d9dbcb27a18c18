import { ErrorCode } from '../../src/contract';

/** A rejection the client understands: an envelope code, a Korean message, an HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly extra: { fields?: Record<string, string>; current?: unknown } = {},
  ) {
    super(message);
  }
}

export const fail = {
  validation: (fields: Record<string, string>, message = '입력값을 확인해 주세요.') =>
    new ApiFailure(ErrorCode.VALIDATION, message, 400, { fields }),
  forbidden: (message = '이 작업을 할 권한이 없습니다.') => new ApiFailure(ErrorCode.FORBIDDEN, message, 403),
  notFound: (message = '요청한 항목을 찾을 수 없습니다.') =>
    new ApiFailure(ErrorCode.NOT_FOUND, message, 404),
  conflict: (message: string, current?: unknown) =>
    new ApiFailure(ErrorCode.CONFLICT, message, 409, { current }),
  invalidToken: () =>
    new ApiFailure(ErrorCode.INVALID_TOKEN, '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.', 401),
  expiredToken: () =>
    new ApiFailure(ErrorCode.EXPIRED_TOKEN, '로그인이 만료되었습니다. 다시 로그인해 주세요.', 401),
  loginFailed: () => new ApiFailure(ErrorCode.LOGIN_FAILED, '아이디 또는 비밀번호가 올바르지 않습니다.', 401),
  rateLimited: (seconds: number) =>
    new ApiFailure(
      ErrorCode.RATE_LIMITED,
      `로그인 시도가 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주세요.`,
      429,
    ),
};

/** 7 → "7초", 95 → "2분": how long to wait, in the unit a person reads. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))}초` : `${Math.ceil(seconds / 60)}분`;
}
