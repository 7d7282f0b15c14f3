import { Button, Callout, Classes, Dialog, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { catalogue, SERVICE_DESCRIPTION_MAX, validateServiceForm, type Service } from '@marketplace-admin/sdk';
import { useState, type FormEvent } from 'react';
import { writeWithToasts } from '../../app/toaster';
import { ImageUpload } from '../../components/ImageUpload';
import { useSdk } from '../../hooks/useSdk';

export interface ServiceFormTarget {
  /** The service being edited, or undefined to add one. */
  service?: Service;
  /** The parent when adding a sub-service. */
  parent?: Service;
}

/** Add, edit or add-sub-service form (spec §3 Service, §5): name required, description up to 1000, icon and banner. */
export function ServiceFormDialog({ target, onClose, onSaved }: { target: ServiceFormTarget; onClose(): void; onSaved(): void }) {
  const sdk = useSdk();
  const editing = target.service;
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [active, setActive] = useState(editing ? editing.status === 'A' : true);
  const [featured, setFeatured] = useState(editing?.isFeatured ?? false);
  const [icon, setIcon] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = editing ? 'Edit Service' : target.parent ? 'Add Sub-service' : 'Add Service';
  const tooLong = description.length > SERVICE_DESCRIPTION_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const msg = validateServiceForm({ name, description });
    if (msg) {
      setError(msg);
      return;
    }
    setError(null);
    setBusy(true);
    const form = {
      name: name.trim(),
      description,
      parentId: editing ? (editing.parentId ?? null) : (target.parent?.id ?? null),
      isActive: active,
      isFeatured: featured,
      icon,
      banner,
    };
    try {
      if (await writeWithToasts(() => (editing ? sdk.services.update(editing.id, form) : sdk.services.create(form)), editing ? catalogue.services.updateFailed : catalogue.services.createFailed)) {
        onSaved();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={title} style={{ width: 560 }} canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <div className={Classes.DIALOG_BODY}>
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
            <InputGroup id="service-name" value={name} onValueChange={setName} autoFocus />
          </FormGroup>
          <FormGroup
            label="Description"
            labelFor="service-description"
            helperText={<span className={tooLong ? 'mpa-danger-text' : undefined}>{`${description.length}/${SERVICE_DESCRIPTION_MAX}`}</span>}
          >
            <TextArea id="service-description" fill rows={4} value={description} onChange={(e) => setDescription(e.currentTarget.value)} intent={tooLong ? 'danger' : 'none'} />
          </FormGroup>
          <div className="mpa-switch-row">
            <Switch label="Active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
            <Switch label="Featured" checked={featured} onChange={(e) => setFeatured(e.currentTarget.checked)} />
          </div>
          <div className="mpa-form-grid">
            <ImageUpload label="Icon" file={icon} existingUrl={editing?.iconImagePath} onChange={setIcon} />
            <ImageUpload label="Banner" file={banner} existingUrl={editing?.bannerImagePath} onChange={setBanner} />
          </div>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="Cancel" onClick={onClose} disabled={busy} />
            <Button type="submit" intent="primary" text={editing ? 'Update' : 'Create'} loading={busy} />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
