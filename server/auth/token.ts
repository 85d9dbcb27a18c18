import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token says about its bearer. Roles are re-read from the database on every call. */
export interface TokenClaims {
  sub: number;
  iat: number;
  exp: number;
  /** The login time; renewal never carries a session past MAX_SESSION_SECONDS after it. */
  auth_time: number;
  /** The account's session version at login (managers.session_version); a bump ends the token. */
  ver: number;
}

/** Absolute session lifetime: a stolen token cannot be renewed forever. */
export const MAX_SESSION_SECONDS = 7 * 24 * 3600;

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 JWTs; the secret comes from TOKEN_SECRET or is generated once and kept in the database. */
export class TokenService {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A new session (login) or, with `from`, the renewal of one: same login time and version. */
  issue(managerId: number, from?: { auth_time: number; ver: number }, ver = 0): string {
    const iat = Math.floor(this.now() / 1000);
    const authTime = from?.auth_time ?? iat;
    const exp = Math.min(iat + this.ttlSeconds, authTime + MAX_SESSION_SECONDS);
    const claims: TokenClaims = { sub: managerId, iat, exp, auth_time: authTime, ver: from?.ver ?? ver };
    const payload = b64url(JSON.stringify(claims));
    return `${HEADER}.${payload}.${this.sign(`${HEADER}.${payload}`)}`;
  }

  verify(token: string): VerifyResult {
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, reason: 'invalid' };
    const [header, payload, sig] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(sig);
    if (header !== HEADER || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'invalid' };
    }
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.exp))
      return { ok: false, reason: 'invalid' };
    // Tokens from before versions and login times were signed: version 0, logged in when issued.
    claims.ver = Number.isInteger(claims.ver) ? claims.ver : 0;
    claims.auth_time = Number.isInteger(claims.auth_time) ? claims.auth_time : claims.iat;
    if (claims.exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    if ((claims.auth_time + MAX_SESSION_SECONDS) * 1000 <= this.now())
      return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /** Sliding session: past half its life a token is replaced by a fresh one in the response. */
  shouldRenew(claims: TokenClaims): boolean {
    const cap = claims.auth_time + MAX_SESSION_SECONDS;
    return claims.exp < cap && claims.exp * 1000 - this.now() < (this.ttlSeconds * 1000) / 2;
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}
