import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import {
  SERVICE_DESCRIPTION_MAX,
  validateServiceForm,
  type Service,
  type ServiceForm,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { FormDialog, FormErrors } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useT } from '../../i18n';

export interface ServiceFormTarget {
  /** The service being edited, or undefined to add one. */
  service?: Service;
  /** The parent when adding a sub-service. */
  parent?: Service;
}

export interface ServiceFormDialogProps {
  target: ServiceFormTarget;
  /** While the caller's save runs: the form is read-only and cannot be closed. */
  saving: boolean;
  /** A valid form to send; the dialog stays open with what was typed until the caller closes it. */
  onSave(form: ServiceForm): void;
  onClose(): void;
}

/** Add, edit or add-sub-service form (spec §3 Service, §5): name required, description up to 1000, icon and banner. */
export function ServiceFormDialog({ target, saving, onSave, onClose }: ServiceFormDialogProps) {
  const t = useT();
  const editing = target.service;
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [active, setActive] = useState(editing ? editing.status === 'A' : true);
  const [featured, setFeatured] = useState(editing?.isFeatured ?? false);
  const [icon, setIcon] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tooLong = description.length > SERVICE_DESCRIPTION_MAX;

  const submit = () => {
    const msg = validateServiceForm({ name, description });
    setError(msg);
    if (msg) return;
    onSave({
      name: name.trim(),
      description,
      parentId: editing ? (editing.parentId ?? null) : (target.parent?.id ?? null),
      isActive: active,
      isFeatured: featured,
      icon,
      banner,
    });
  };

  return (
    <FormDialog
      title={
        editing
          ? t('ui.services.editTitle')
          : target.parent
            ? t('ui.services.addSubTitle')
            : t('ui.services.add')
      }
      submitText={editing ? t('ui.services.update') : t('ui.services.create')}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormErrors messages={error ? [error] : []} />
      {target.parent && (
        <p className="mpa-muted">
          {t('ui.services.parentService')} <strong>{target.parent.name}</strong>
        </p>
      )}
      <FormGroup label={t('ui.services.name')} labelFor="service-name" labelInfo={t('ui.services.required')}>
        <InputGroup id="service-name" value={name} onValueChange={setName} readOnly={saving} autoFocus />
      </FormGroup>
      <FormGroup
        label={t('ui.services.description')}
        labelFor="service-description"
        helperText={
          <span
            className={tooLong ? 'mpa-danger-text' : undefined}
          >{`${description.length}/${SERVICE_DESCRIPTION_MAX}`}</span>
        }
      >
        <TextArea
          id="service-description"
          fill
          rows={4}
          value={description}
          readOnly={saving}
          onChange={(e) => setDescription(e.currentTarget.value)}
          intent={tooLong ? 'danger' : 'none'}
        />
      </FormGroup>
      <div className="mpa-switch-row">
        <Switch
          label={t('ui.services.active')}
          checked={active}
          disabled={saving}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Switch
          label={t('ui.services.featured')}
          checked={featured}
          disabled={saving}
          onChange={(e) => setFeatured(e.currentTarget.checked)}
        />
      </div>
      <div className="mpa-form-grid">
        <ImageUpload
          label={t('ui.services.icon')}
          file={icon}
          existingUrl={editing?.iconImagePath}
          onChange={setIcon}
          disabled={saving}
        />
        <ImageUpload
          label={t('ui.services.banner')}
          file={banner}
          existingUrl={editing?.bannerImagePath}
          onChange={setBanner}
          disabled={saving}
        />
      </div>
    </FormDialog>
  );
}
