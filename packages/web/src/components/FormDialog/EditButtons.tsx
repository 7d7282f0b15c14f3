import { Button } from '@blueprintjs/core';
import { useT } from '../../i18n';

/** An in-place edit's buttons: Edit (named for what it edits), then Cancel and Save while it is edited. */
export function EditButtons({
  editing,
  saving,
  name,
  minimal,
  onEdit,
  onCancel,
  onSave,
}: {
  editing: boolean;
  saving: boolean;
  /** What Edit edits, for its accessible name ('Edit Coupon'). */
  name: string;
  /** Edit and Cancel as minimal buttons (in a grid's row). */
  minimal?: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(): void;
}) {
  const t = useT();
  const variant = minimal ? 'minimal' : undefined;
  if (!editing)
    return (
      <Button
        size="small"
        variant={variant}
        icon="edit"
        text={t('ui.components.edit')}
        aria-label={t('ui.components.editNamed', { name })}
        disabled={saving}
        onClick={onEdit}
      />
    );
  return (
    <>
      <Button
        size="small"
        variant={variant}
        text={t('ui.components.cancel')}
        disabled={saving}
        onClick={onCancel}
      />
      <Button
        size="small"
        intent="primary"
        icon="tick"
        text={t('ui.components.save')}
        loading={saving}
        onClick={onSave}
      />
    </>
  );
}
