/**
 * A fresh Idempotency-Key per user intent (a form opened, a confirm shown): a double tap or a retry
 * of the same intent applies once. randomUUID needs a secure context; plain-http LAN tablets fall back.
 */
export function newIntentKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
