import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { premiumRowActions, type PremiumService } from '@marketplace-admin/sdk';
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
  const actions = premiumRowActions(row);
  const hasId = row.id !== undefined && row.id !== null;
  const name = ownerName(row);
  return (
    <PopoverNext
      placement="bottom-end"
      disabled={disabled}
      content={
        <Menu aria-label={`Actions for ${name}`}>
          {actions.includes('activate') && <MenuItem icon="tick" text="Activate" disabled={!hasId} onClick={() => onToggle(row)} />}
          {actions.includes('deactivate') && <MenuItem icon="disable" text="Deactivate" onClick={() => onToggle(row)} />}
          {actions.includes('edit') && <MenuItem icon="edit" text="Edit Subscription" onClick={() => onEdit(row)} />}
          {actions.includes('add') && <MenuItem icon="plus" text="Add Subscription" onClick={() => onEdit(row)} />}
          <MenuDivider />
          <MenuItem icon="trash" intent="danger" text="Delete" disabled={!hasId} onClick={() => onDelete(row)} />
        </Menu>
      }
    >
      <Button variant="minimal" size="small" icon="more" aria-label={`Actions for ${name}`} loading={busy} disabled={disabled} />
    </PopoverNext>
  );
}
