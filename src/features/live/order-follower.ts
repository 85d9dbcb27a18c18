/**
 * Follows single orders named by socket commands: fetches each and applies the answer, but only the
 * newest answer for an order, and none that a full refresh started after it has overtaken. Without
 * this, a slow answer from an earlier change could put back a card a later change (or the full
 * list) has already moved or removed, and it would stay until the next refresh.
 */
export function orderFollower<T>(fetchOrder: (orderId: number) => Promise<T>, apply: (answer: T) => void) {
  const latest = new Map<number, number>();
  let seq = 0;
  return {
    follow(orderId: number): Promise<void> {
      const mine = ++seq;
      latest.set(orderId, mine);
      return (
        fetchOrder(orderId)
          .then((answer) => {
            if (latest.get(orderId) !== mine) return;
            latest.delete(orderId);
            apply(answer);
          })
          // The list refetch that runs beside every follow brings the change anyway.
          .catch(() => undefined)
      );
    },
    /** A full refresh has started: answers already on their way are no newer than what it brings. */
    supersedeAll(): void {
      latest.clear();
    },
  };
}
