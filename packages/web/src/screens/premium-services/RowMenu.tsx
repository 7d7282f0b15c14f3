import { Menu, MenuDivider } from '@blueprintjs/core';
import { MenuItem } from '../../components/popover';
import { premiumRowActions, type PremiumService } from '@marketplace-admin/sdk';
import { MenuButton } from '../../components/MenuButton';
import { useT } from '../../i18n';
import { ownerName } from './rows';

export interface RowMenuProps {
  row: PremiumService;
  busy: boolean;
  disabled: boolean;
  onToggle(row: PremiumService): void;
  onEdit(row: PremiumService): void;
  onDelete(row: PremiumService): void;
}

/** Activate or Deactivate, 'Edit Subscription' (row with id) or 'Add Subscription' (without), Delete (spec §2/§4). */
export function RowMenu({ row, busy, disabled, onToggle, onEdit, onDelete }: RowMenuProps) {
  const t = useT();
  const actions = premiumRowActions(row);
  const hasId = row.id !== undefined && row.id !== null;
  const label = t('ui.premiumServices.actionsFor', { name: ownerName(row) });
  return (
    <MenuButton
      label={label}
      loading={busy}
      disabled={disabled}
      menu={() => (
        <Menu aria-label={label}>
          {actions.includes('activate') && (
            <MenuItem
              icon="tick"
              text={t('ui.premiumServices.activate')}
              disabled={!hasId}
              onClick={() => onToggle(row)}
            />
          )}
          {actions.includes('deactivate') && (
            <MenuItem
              icon="disable"
              text={t('ui.premiumServices.deactivate')}
              onClick={() => onToggle(row)}
            />
          )}
          {actions.includes('edit') && (
            <MenuItem
              icon="edit"
              text={t('ui.premiumServices.editSubscription')}
              onClick={() => onEdit(row)}
            />
          )}
          {actions.includes('add') && (
            <MenuItem
              icon="plus"
              text={t('ui.premiumServices.addSubscription')}
              onClick={() => onEdit(row)}
            />
          )}
          <MenuDivider />
          <MenuItem
            icon="trash"
            intent="danger"
            text={t('ui.components.delete')}
            disabled={!hasId}
            onClick={() => onDelete(row)}
          />
        </Menu>
      )}
    />
  );
}
