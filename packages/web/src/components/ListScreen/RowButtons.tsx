import type { IconName } from '@blueprintjs/icons';
import { useT } from '../../i18n';
import { LightButton, type LightButtonProps } from '../LightControls';
import type { ListController } from './useList';

/** One button of a row: `label` names the row ('Edit Shop A'), `busy` a write under way on it (a spinner). */
interface RowButton extends Omit<LightButtonProps, 'icon' | 'loading' | 'minimal'> {
  icon: IconName;
  label: string;
  danger?: boolean;
  busy?: boolean;
  /** Not offered on this row (or this tab). */
  hidden?: boolean;
}

/** A row's actions as small minimal buttons side by side (Edit, Delete). */
export function RowButtons({ buttons }: { buttons: RowButton[] }) {
  return buttons
    .filter((b) => !b.hidden)
    .map(({ danger, busy, hidden: _, ...b }) => (
      <LightButton key={b.icon} {...b} minimal intent={danger ? 'danger' : undefined} loading={busy} />
    ));
}

/** A row's Edit and Delete buttons as its list defines them (`editDelete`): Delete asks first, then deletes. */
export function DefinedEditDelete<Row, Q>({
  list,
  row,
  onEdit,
}: {
  list: ListController<Row, Q>;
  row: Row;
  onEdit(row: Row): void;
}) {
  const t = useT();
  const { rowKey, editDelete: d } = list.definition;
  if (!d) return null;
  const values = d.values(row);
  // one write at a time: Delete is off on every row while any runs; else a spinner on the row's own
  const busy = d.oneAtATime ? { disabled: list.row.anyBusy } : { busy: list.row.isBusy(rowKey(row)) };
  return (
    <RowButtons
      buttons={[
        {
          icon: 'edit',
          text: t('ui.components.edit'),
          label: t(d.editRow, values),
          onClick: () => onEdit(row),
        },
        {
          icon: 'trash',
          danger: true,
          text: t('ui.components.delete'),
          label: t(d.deleteRow, values),
          ...busy,
          onClick: () => void list.removeRow(row),
        },
      ]}
    />
  );
}
