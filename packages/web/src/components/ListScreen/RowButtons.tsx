import type { IconName } from '@blueprintjs/icons';
import { useT } from '../../i18n';
import { LightButton } from '../LightControls';
import type { ListController } from './useList';

/** One button of a row. */
interface RowButton {
  icon: IconName;
  /** Its words; none for an icon alone. */
  text?: string;
  /** Its accessible name, naming the row ('Edit Shop A'). */
  label: string;
  onClick(): void;
  danger?: boolean;
  /** A write on the row under way: a spinner instead. */
  busy?: boolean;
  /** Off (another write runs). */
  disabled?: boolean;
  /** Not offered on this row (or this tab). */
  hidden?: boolean;
}

/** A row's actions as small minimal buttons side by side (Edit, Delete). */
export function RowButtons({ buttons }: { buttons: RowButton[] }) {
  return (
    <>
      {buttons
        .filter((b) => !b.hidden)
        .map((b) => (
          <LightButton
            key={b.icon}
            minimal
            icon={b.icon}
            intent={b.danger ? 'danger' : undefined}
            text={b.text}
            label={b.label}
            loading={b.busy}
            disabled={b.disabled}
            onClick={b.onClick}
          />
        ))}
    </>
  );
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
        { icon: 'edit', text: t(d.edit), label: t(d.editRow, values), onClick: () => onEdit(row) },
        {
          icon: 'trash',
          danger: true,
          text: t(d.delete),
          label: t(d.deleteRow, values),
          ...busy,
          onClick: () => void list.removeRow(row),
        },
      ]}
    />
  );
}
