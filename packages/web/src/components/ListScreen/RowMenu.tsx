import { Menu, MenuDivider } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Fragment } from 'react';
import { MenuButton } from '../MenuButton';
import { MenuItem } from '../popover';

/** One entry of a row's menu. */
interface RowMenuItem {
  icon: IconName;
  text: string;
  onClick(): void;
  /** A destructive entry (delete): red, after a divider. */
  danger?: boolean;
}

/** A row's actions as a '...' menu (the button and the menu named by `label`), its dangerous entries last. */
export function RowMenu({ label, busy, items }: { label: string; busy?: boolean; items: RowMenuItem[] }) {
  return (
    <MenuButton
      label={label}
      loading={busy}
      menu={() => (
        <Menu aria-label={label}>
          {items.map((item, i) => (
            <Fragment key={item.text}>
              {item.danger && i > 0 && !items[i - 1].danger && <MenuDivider />}
              <MenuItem
                icon={item.icon}
                text={item.text}
                intent={item.danger ? 'danger' : undefined}
                onClick={item.onClick}
              />
            </Fragment>
          ))}
        </Menu>
      )}
    />
  );
}
