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

interface EditDeleteProps {
  /** The buttons' words: Edit, Delete. */
  text: readonly [string, string];
  /** Their accessible names, naming the row. */
  label: readonly [string, string];
  onEdit(): void;
  onDelete(): void;
  /** The row's delete under way: a spinner on Delete. */
  busy?: boolean;
  /** Delete off (another write runs). */
  disabled?: boolean;
}

/** A row's Edit and Delete buttons. */
function EditDelete({ text, label, onEdit, onDelete, busy, disabled }: EditDeleteProps) {
  return (
    <RowButtons
      buttons={[
        { icon: 'edit', text: text[0], label: label[0], onClick: onEdit },
        { icon: 'trash', danger: true, text: text[1], label: label[1], busy, disabled, onClick: onDelete },
      ]}
    />
  );
}

/** A row's Edit and Delete as its list defines them (`editDelete`): Delete asks first, then deletes. */
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
  const id = rowKey(row);
  const values = d.values(row);
  return (
    <EditDelete
      text={[t(d.edit), t(d.delete)]}
      label={[t(d.editRow, values), t(d.deleteRow, values)]}
      onEdit={() => onEdit(row)}
      onDelete={() => void list.removeRow(row)}
      {...(d.oneAtATime ? { disabled: list.row.anyBusy } : { busy: list.row.isBusy(id) })}
    />
  );
}
