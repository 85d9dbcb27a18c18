import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token says about its bearer. Roles are re-read from the database on every call. */
export interface TokenClaims {
  sub: number;
  iat: number;
  exp: number;
}

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

  issue(managerId: number): string {
    const iat = Math.floor(this.now() / 1000);
    const payload = b64url(JSON.stringify({ sub: managerId, iat, exp: iat + this.ttlSeconds }));
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
    if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.exp)) return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /** Sliding session: past half its life a token is replaced by a fresh one in the response. */
  shouldRenew(claims: TokenClaims): boolean {
    return claims.exp * 1000 - this.now() < (this.ttlSeconds * 1000) / 2;
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}
