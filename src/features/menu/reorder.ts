/** The list with the item at `index` moved by `delta` places, or null when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] | null {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || delta === 0) return null;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}
