/** A focus move within a list of items (menu items, tabs). */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

/**
 * Index of the item to focus after `move` from `current` (-1 when no item has focus), wrapping
 * at both ends. Returns -1 for an empty list.
 */
export function nextIndex(current: number, count: number, move: ListMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
