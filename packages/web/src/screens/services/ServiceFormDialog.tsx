import { Callout, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { SERVICE_DESCRIPTION_MAX, validateServiceForm, type Service, type ServiceForm } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';

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
      title={editing ? 'Edit Service' : target.parent ? 'Add Sub-service' : 'Add Service'}
      submitText={editing ? 'Update' : 'Create'}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      {error && (
        <Callout intent="danger" role="alert" compact className="mpa-form-full">
          {error}
        </Callout>
      )}
      {target.parent && (
        <p className="mpa-muted">
          Parent service: <strong>{target.parent.name}</strong>
        </p>
      )}
      <FormGroup label="Service Name" labelFor="service-name" labelInfo="(required)">
        <InputGroup id="service-name" value={name} onValueChange={setName} readOnly={saving} autoFocus />
      </FormGroup>
      <FormGroup
        label="Description"
        labelFor="service-description"
        helperText={<span className={tooLong ? 'mpa-danger-text' : undefined}>{`${description.length}/${SERVICE_DESCRIPTION_MAX}`}</span>}
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
        <Switch label="Active" checked={active} disabled={saving} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Switch label="Featured" checked={featured} disabled={saving} onChange={(e) => setFeatured(e.currentTarget.checked)} />
      </div>
      <div className="mpa-form-grid">
        <ImageUpload label="Icon" file={icon} existingUrl={editing?.iconImagePath} onChange={setIcon} disabled={saving} />
        <ImageUpload label="Banner" file={banner} existingUrl={editing?.bannerImagePath} onChange={setBanner} disabled={saving} />
      </div>
    </FormDialog>
  );
}
