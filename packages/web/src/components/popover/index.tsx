import type { MenuItemProps } from '@blueprintjs/core';

export type PopoverParts = (typeof import('./parts'))['popoverParts'];

let parts: PopoverParts | null = null;
let loading: Promise<PopoverParts> | null = null;

/**
 * Brings in Blueprint's popovers (./parts) once, when one is about to be used: a pointer over or a focus on what
 * opens one starts it, so it has mostly come by the click. A failed load is tried again by the next call.
 */
export function loadPopoverParts(): Promise<PopoverParts> {
  loading ??= import('./parts').then(
    (m) => (parts = m.popoverParts),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The popover parts if they have come (null before). */
export function loadedPopoverParts(): PopoverParts | null {
  return parts;
}

/** Blueprint's MenuItem, for a menu drawn in a popover: the popover, open, has brought the parts in. */
export function MenuItem(props: MenuItemProps) {
  if (!parts) throw new Error('a MenuItem was drawn before loadPopoverParts() had brought it in');
  const { MenuItem: Item } = parts;
  return <Item {...props} />;
}
