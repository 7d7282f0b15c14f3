import type { IconName } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { LazyPopover } from './LazyPopover';

export interface MenuButtonProps {
  /** The button's accessible name (the menu's own label says the same). */
  label: string;
  /** The menu, built when it opens. */
  menu(): ReactElement;
  icon?: IconName;
  /** A write on the row under way: the button shows a spinner. */
  loading?: boolean;
  disabled?: boolean;
}

/** A small minimal button that opens a menu below it (made on first use: a row's controls). */
export function MenuButton({ label, menu, icon = 'more', loading, disabled }: MenuButtonProps) {
  return (
    <LazyPopover
      content={menu}
      button={{ minimal: true, icon, label, haspopup: 'menu' }}
      loading={loading}
      disabled={disabled}
    />
  );
}
