import type { MenuItemProps } from '@blueprintjs/core';
import { showToast } from '../../app/toaster';
import { t } from '../../i18n';
import '../words';

export type PopoverParts = (typeof import('./parts'))['popoverParts'];

let parts: PopoverParts | null = null;
let loading: Promise<PopoverParts> | null = null;

/** Brings in Blueprint's popovers (./parts) once, when one is about to be used; a failure is tried again. */
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

/** Says that the popover's code did not load, with a button that tries again: not a silent click. */
export function sayPopoverFailed(retry: () => void): void {
  void showToast({
    message: t('ui.components.popoverFailed'),
    intent: 'danger',
    key: 'ui.components.popoverFailed',
    action: { text: t('ui.components.tryAgain'), onClick: retry },
  });
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
