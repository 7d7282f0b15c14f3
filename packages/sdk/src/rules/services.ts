import { catalogue } from '../catalogue';
import type { OrderItem, Service } from '../types/services';
import { MAX_SERVICE_DEPTH, SERVICE_DESCRIPTION_MAX } from './constants';

/** Service form (§5): name required; description at most 1000 characters. */
export function validateServiceForm(f: { name?: string; description?: string | null }): string | null {
  if (!f.name || f.name.trim() === '') return catalogue.services.nameRequired;
  if ((f.description ?? '').length > SERVICE_DESCRIPTION_MAX) return catalogue.services.descriptionTooLong;
  return null;
}

/**
 * Levels are 1-based (a root service is level 1); services nest up to 3 levels.
 * The row buttons offer "add sub-service" only below level 2 ...
 */
export function canAddSubServiceFromButtons(level: number): boolean {
  return level < 2;
}

/** ... and the context menu below level 3 (so nothing is ever added under level 3). */
export function canAddSubServiceFromContextMenu(level: number): boolean {
  return level < MAX_SERVICE_DEPTH;
}

/** Removal is blocked while sub-services exist; returns the message, or null when allowed. */
export function removeServiceBlock(service: Pick<Service, 'subServices'>): string | null {
  return service.subServices && service.subServices.length > 0 ? catalogue.services.removeBlocked : null;
}

/** A flattened tree row. */
export interface ServiceRow {
  service: Service;
  level: number;
  parentId: number | null;
}

/** Flattens a tree (depth first, siblings by `ord`), with 1-based levels. */
export function flattenServices(
  tree: readonly Service[],
  level = 1,
  parentId: number | null = null,
): ServiceRow[] {
  const sorted = [...tree].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  return sorted.flatMap((s) => [
    { service: s, level, parentId },
    ...flattenServices(s.subServices ?? [], level + 1, s.id),
  ]);
}

/**
 * The undo of a swap of two rows' orders (services, shop categories: the `changes` of
 * {@link swapServiceOrder} or `swapCategoryOrder`): each row takes the order the other was given, which is
 * the place it had before.
 */
export function reverseSwap(changes: readonly OrderItem[]): OrderItem[] {
  const [a, b] = changes;
  return [
    { id: a.id, order: b.order },
    { id: b.id, order: a.order },
  ];
}

/**
 * Moving a service up or down swaps its `ord` with its neighbour's. Returns the siblings in their
 * new order and the two {id, order} changes to send, or null at the ends.
 */
export function swapServiceOrder(
  siblings: readonly Service[],
  index: number,
  direction: 'up' | 'down',
): { siblings: Service[]; changes: OrderItem[] } | null {
  const j = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= siblings.length || j < 0 || j >= siblings.length) return null;
  const a = siblings[index];
  const b = siblings[j];
  const aOrd = a.ord ?? index;
  const bOrd = b.ord ?? j;
  const next = [...siblings];
  next[index] = { ...b, ord: aOrd };
  next[j] = { ...a, ord: bOrd };
  return {
    siblings: next,
    changes: [
      { id: a.id, order: bOrd },
      { id: b.id, order: aOrd },
    ],
  };
}
