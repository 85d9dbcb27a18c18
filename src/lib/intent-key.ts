/**
 * A fresh Idempotency-Key per user intent: a double tap or a retry of the same intent applies once. Made
 * by the write helper (lib/use-api-mutation, per body) and the outbox (per tap); components hold none.
 * randomUUID needs a secure context; plain-http LAN tablets fall back.
 */
export function newIntentKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
