import { premiumRowActions, type PremiumService } from '@marketplace-admin/sdk';
import { RowMenu, type ListController, type RowMenuItem } from '../../components/ListScreen';
import { useT } from '../../i18n';
import { hasId, ownerName } from './rows';

/** Activate or Deactivate, 'Edit Subscription' (row with id) or 'Add Subscription' (without), Delete (spec §2/§4). */
export function PaidServiceRowMenu<Q>({
  list,
  row,
  disabled,
  onEdit,
  onDelete,
}: {
  list: ListController<PremiumService, Q>;
  row: PremiumService;
  /** The whole menu off (while the form is open). */
  disabled: boolean;
  onEdit(row: PremiumService): void;
  onDelete(row: PremiumService): void;
}) {
  const t = useT();
  const actions = premiumRowActions(row);
  const toggle = () => void list.toggleRow(row);
  const noId = !hasId(row);
  const items: RowMenuItem[] = [];
  if (actions.includes('activate'))
    items.push({
      icon: 'tick',
      text: t('ui.premiumServices.activate'),
      disabled: noId,
      onClick: toggle,
    });
  if (actions.includes('deactivate'))
    items.push({ icon: 'disable', text: t('ui.premiumServices.deactivate'), onClick: toggle });
  if (actions.includes('edit'))
    items.push({ icon: 'edit', text: t('ui.premiumServices.editSubscription'), onClick: () => onEdit(row) });
  if (actions.includes('add'))
    items.push({ icon: 'plus', text: t('ui.premiumServices.addSubscription'), onClick: () => onEdit(row) });
  items.push({
    icon: 'trash',
    text: t('ui.components.delete'),
    danger: true,
    disabled: noId,
    onClick: () => onDelete(row),
  });
  const label = t('ui.premiumServices.actionsFor', { name: ownerName(row) });
  return <RowMenu list={list} row={row} label={label} disabled={disabled} items={items} ownOnly />;
}
