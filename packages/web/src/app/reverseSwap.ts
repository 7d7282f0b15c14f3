import type { OrderItem } from '@marketplace-admin/sdk';

/**
 * The undo of a swap of two rows' orders (services, shop categories): each row takes the order the
 * other was given, which is the place it had before.
 */
export function reverseSwap(changes: readonly OrderItem[]): OrderItem[] {
  const [a, b] = changes;
  return [
    { id: a.id, order: b.order },
    { id: b.id, order: a.order },
  ];
}
