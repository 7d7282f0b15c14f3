import { Menu, MenuDivider } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Fragment } from 'react';
import { useT } from '../../i18n';
import { MenuButton } from '../MenuButton';
import { MenuItem } from '../popover';
import { flagOf } from './definition';
import type { ListController } from './useList';

/** One entry of a row's menu. */
export interface RowMenuItem {
  icon: IconName;
  text: string;
  onClick(): void;
  /** A destructive entry (delete): red, after a divider. */
  danger?: boolean;
  /** Shown but off (what the row cannot do yet). */
  disabled?: boolean;
}

/**
 * A row's actions as a '...' menu (the button and the menu named by `label`): the screen's `items`, then the
 * entries the list defines (its flag's Activate or Deactivate, its `remove`'s Delete), dangerous entries last.
 */
export function RowMenu<Row, Q>({
  list,
  row,
  label,
  items: own,
  disabled,
  ownOnly,
}: {
  list: ListController<Row, Q>;
  row: Row;
  label: string;
  items: RowMenuItem[];
  /** The whole menu off (while a form is open). */
  disabled?: boolean;
  /** `items` alone: the screen draws the flag's and the delete's entries itself. */
  ownOnly?: boolean;
}) {
  const t = useT();
  const { toggle, remove, rowKey } = list.definition;
  const items = [...own];
  if (toggle && !ownOnly) {
    const on = flagOf(toggle, row);
    const text = t(on ? 'ui.components.deactivate' : 'ui.components.activate');
    items.push({ icon: on ? 'disable' : 'tick', text, onClick: () => void list.toggleRow(row) });
  }
  if (remove && !ownOnly) {
    const text = t('ui.components.delete');
    items.push({ icon: 'trash', text, danger: true, onClick: () => void list.removeRow(row) });
  }
  return (
    <MenuButton
      label={label}
      loading={list.row.isBusy(rowKey(row))}
      disabled={disabled}
      menu={() => (
        <Menu aria-label={label}>
          {items.map((item, i) => (
            <Fragment key={item.text}>
              {item.danger && i > 0 && !items[i - 1].danger && <MenuDivider />}
              <MenuItem
                icon={item.icon}
                text={item.text}
                intent={item.danger ? 'danger' : undefined}
                disabled={item.disabled}
                onClick={item.onClick}
              />
            </Fragment>
          ))}
        </Menu>
      )}
    />
  );
}
