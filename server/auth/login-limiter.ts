/**
 * Login rate limiting, in memory per API node: 5 failures for one id from one address, or 30 from
 * one address, within 10 minutes lock that pair (or address) until the window passes.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly windowMs = 10 * 60_000,
    private readonly perAccount = 5,
    private readonly perAddress = 30,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Seconds until another try is allowed; 0 when allowed now. */
  blockedFor(key: string, ip: string): number {
    return Math.max(this.wait(key, this.perAccount), this.wait(`ip:${ip}`, this.perAddress));
  }

  fail(key: string, ip: string): void {
    this.push(key);
    this.push(`ip:${ip}`);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    return Math.ceil((list[list.length - limit]! + this.windowMs - this.now()) / 1000);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private push(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
  }
}
