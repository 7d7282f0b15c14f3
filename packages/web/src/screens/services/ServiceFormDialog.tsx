import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import {
  SERVICE_DESCRIPTION_MAX,
  validateServiceForm,
  type Service,
  type ServiceForm,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { FormDialog, FormErrors, useDraft } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useT } from '../../i18n';

export interface ServiceFormTarget {
  /** The service being edited, or undefined to add one. */
  service?: Service;
  /** The parent when adding a sub-service. */
  parent?: Service;
}

/**
 * Add, edit or add-sub-service form (spec §3 Service, §5): name required, description up to 1000, icon and
 * banner. While `saving` it is read-only and cannot be closed; it stays open with what was typed until the
 * caller closes it.
 */
export function ServiceFormDialog(p: {
  target: ServiceFormTarget;
  saving: boolean;
  onSave(form: ServiceForm): void;
  onClose(): void;
}) {
  const t = useT();
  const { service: editing, parent } = p.target;
  const { draft, set } = useDraft({
    name: editing?.name ?? '',
    description: editing?.description ?? '',
    isActive: editing ? editing.status === 'A' : true,
    isFeatured: editing?.isFeatured ?? false,
    icon: null as File | null,
    banner: null as File | null,
  });
  const [error, setError] = useState<string | null>(null);
  const tooLong = draft.description.length > SERVICE_DESCRIPTION_MAX;

  const submit = () => {
    const msg = validateServiceForm(draft);
    setError(msg);
    const parentId = editing ? (editing.parentId ?? null) : (parent?.id ?? null);
    if (!msg) p.onSave({ ...draft, name: draft.name.trim(), parentId });
  };

  return (
    <FormDialog
      title={t(editing ? 'ui.services.editTitle' : parent ? 'ui.services.addSubTitle' : 'ui.services.add')}
      submitText={editing ? t('ui.services.update') : t('ui.services.create')}
      saving={p.saving}
      onSubmit={submit}
      onClose={p.onClose}
    >
      <FormErrors messages={error ? [error] : []} />
      {parent && (
        <p className="mpa-muted">
          {t('ui.services.parentService')} <strong>{parent.name}</strong>
        </p>
      )}
      <FormGroup label={t('ui.services.name')} labelFor="service-name" labelInfo={t('ui.services.required')}>
        <InputGroup
          id="service-name"
          value={draft.name}
          onValueChange={(name) => set({ name })}
          readOnly={p.saving}
          autoFocus
        />
      </FormGroup>
      <FormGroup
        label={t('ui.services.description')}
        labelFor="service-description"
        helperText={
          <span className={tooLong ? 'mpa-danger-text' : undefined}>
            {`${draft.description.length}/${SERVICE_DESCRIPTION_MAX}`}
          </span>
        }
      >
        <TextArea
          id="service-description"
          fill
          rows={4}
          value={draft.description}
          readOnly={p.saving}
          onChange={(e) => set({ description: e.currentTarget.value })}
          intent={tooLong ? 'danger' : 'none'}
        />
      </FormGroup>
      <div className="mpa-switch-row">
        {(['isActive', 'isFeatured'] as const).map((key) => (
          <Switch
            key={key}
            label={t(key === 'isActive' ? 'ui.services.active' : 'ui.services.featured')}
            checked={draft[key]}
            disabled={p.saving}
            onChange={(e) => set({ [key]: e.currentTarget.checked })}
          />
        ))}
      </div>
      <div className="mpa-form-grid">
        {(['icon', 'banner'] as const).map((key) => (
          <ImageUpload
            key={key}
            label={t(`ui.services.${key}`)}
            file={draft[key]}
            existingUrl={editing?.[`${key}ImagePath`]}
            onChange={(file) => set({ [key]: file })}
            disabled={p.saving}
          />
        ))}
      </div>
    </FormDialog>
  );
}
