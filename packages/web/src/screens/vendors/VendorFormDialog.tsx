import { Callout, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import {
  ageFromYearOfBirth,
  clampExperience,
  GENDERS,
  sanitizeMobile,
  validateVendorForm,
  yearOfBirthFromAge,
  type VendorDetail,
  type VendorForm,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { useServiceOptions } from './useServiceOptions';
import { translateText, useT } from '../../i18n';

/** What the form edits, all as typed (text), so a failed save keeps it exactly. */
interface Draft {
  vendorid: string;
  vendorServiceId: string;
  name: string;
  email: string;
  mobileno: string;
  gender: string;
  age: string;
  yearOfBirth: string;
  yearOfExperience: string;
  service: string;
  currentAddress: string;
  note: string;
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * A vendor detail as a form draft. From vendor-with-main-service, `vendorId` is the vendor and `id`
 * the vendor's main vendor-service row (the form's venderServiceDto.id); from a plain vendor detail
 * (no vendorId), `id` is the vendor.
 */
export function draftFromDetail(d: VendorDetail & { yearOfBirth?: number | null }): Draft {
  const yob =
    d.yearOfBirth ??
    (d.venderAge !== undefined && d.venderAge !== null ? yearOfBirthFromAge(d.venderAge) : undefined);
  return {
    vendorid: str(d.vendorId ?? d.id),
    vendorServiceId: d.vendorId !== undefined && d.vendorId !== null ? str(d.id) : '',
    name: str(d.venderName),
    email: str(d.venderEmail),
    mobileno: str(d.vMobile),
    gender: str(d.venderGender),
    age: str(d.venderAge ?? (yob !== undefined ? ageFromYearOfBirth(yob) : '')),
    yearOfBirth: str(yob),
    yearOfExperience: str(d.yearOfExperience),
    service: str(d.servicesId),
    currentAddress: str(d.currentAddress),
    note: str(d.note),
  };
}

export const EMPTY_DRAFT: Draft = {
  vendorid: '',
  vendorServiceId: '',
  name: '',
  email: '',
  mobileno: '',
  gender: '',
  age: '',
  yearOfBirth: '',
  yearOfExperience: '',
  service: '',
  currentAddress: '',
  note: '',
};

export interface VendorFormDialogProps {
  isOpen: boolean;
  /** Null to add a vendor. */
  initial: Draft | null;
  existingImage?: string | null;
  onClose(): void;
  onSaved(): void;
}

/** Add/edit vendor (spec §3 Vendor form, §4, §5): create without vendorid, update with one. */
export function VendorFormDialog({
  isOpen,
  initial,
  existingImage,
  onClose,
  onSaved,
}: VendorFormDialogProps) {
  const sdk = useSdk();
  const t = useT();
  const editing = Boolean(initial?.vendorid);
  const [draft, setDraft] = useState<Draft>(initial ?? EMPTY_DRAFT);
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the save: busy while it runs, and its toasts; reloading the list is the screen's (onSaved)
  const save = useRowAction(async () => undefined);
  const { options } = useServiceOptions(isOpen);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const onAge = (v: string) => {
    const age = v.replace(/\D/g, '').slice(0, 3);
    set({ age, yearOfBirth: age === '' ? '' : str(yearOfBirthFromAge(age)) });
  };
  const onYear = (v: string) => {
    const yearOfBirth = v.replace(/\D/g, '').slice(0, 4);
    set({ yearOfBirth, age: yearOfBirth.length === 4 ? str(ageFromYearOfBirth(yearOfBirth)) : '' });
  };

  const submit = async () => {
    const msg = validateVendorForm({
      name: draft.name,
      mobileno: draft.mobileno,
      gender: draft.gender,
      age: draft.age,
      service: draft.service,
    });
    if (msg) {
      setError(msg);
      return;
    }
    setError(null);
    const form: VendorForm = {
      id: draft.vendorServiceId || undefined,
      vendorid: draft.vendorid || undefined,
      name: draft.name.trim(),
      email: draft.email.trim(),
      mobileno: draft.mobileno,
      gender: draft.gender as VendorForm['gender'],
      age: draft.age,
      yearOfBirth: draft.yearOfBirth,
      yearOfExperience: clampExperience(draft.yearOfExperience) ?? 0,
      service: Number(draft.service),
      currentAddress: draft.currentAddress,
      note: draft.note,
      image,
    };
    if (
      await save.run(
        'form',
        () => sdk.vendorServices.saveVendor(form),
        editing ? 'vendors.updateFailed' : 'vendors.createFailed',
      )
    )
      onSaved();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={editing ? t('ui.vendors.editTitle') : t('ui.vendors.add')}
      submitText={editing ? t('ui.vendors.update') : t('ui.vendors.create')}
      saving={save.anyBusy}
      onSubmit={() => void submit()}
      onClose={onClose}
      width={640}
    >
      <div className="mpa-form-grid">
        {error && (
          <Callout intent="danger" role="alert" className="mpa-form-full" compact>
            {translateText(error)}
          </Callout>
        )}
        <FormGroup label={t('ui.vendors.name')} labelFor="vendor-name" labelInfo={t('ui.vendors.required')}>
          <InputGroup id="vendor-name" value={draft.name} onValueChange={(v) => set({ name: v })} autoFocus />
        </FormGroup>
        <FormGroup
          label={t('ui.vendors.mobile')}
          labelFor="vendor-mobile"
          labelInfo={t('ui.vendors.required')}
        >
          <InputGroup
            id="vendor-mobile"
            inputMode="numeric"
            value={draft.mobileno}
            onValueChange={(v) => set({ mobileno: sanitizeMobile(v) })}
          />
        </FormGroup>
        <FormGroup label={t('ui.vendors.email')} labelFor="vendor-email" labelInfo={t('ui.vendors.optional')}>
          <InputGroup
            id="vendor-email"
            type="email"
            value={draft.email}
            onValueChange={(v) => set({ email: v })}
          />
        </FormGroup>
        <FormGroup
          label={t('ui.vendors.gender')}
          labelFor="vendor-gender"
          labelInfo={t('ui.vendors.required')}
        >
          <HTMLSelect
            id="vendor-gender"
            fill
            value={draft.gender}
            onChange={(e) => set({ gender: e.currentTarget.value })}
          >
            <option value="">{t('ui.vendors.selectGender')}</option>
            {GENDERS.map((g) => (
              <option key={g.value} value={g.value}>
                {translateText(g.label)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('ui.vendors.age')} labelFor="vendor-age" labelInfo={t('ui.vendors.required')}>
          <InputGroup id="vendor-age" inputMode="numeric" value={draft.age} onValueChange={onAge} />
        </FormGroup>
        <FormGroup label={t('ui.vendors.yearOfBirth')} labelFor="vendor-yob">
          <InputGroup id="vendor-yob" inputMode="numeric" value={draft.yearOfBirth} onValueChange={onYear} />
        </FormGroup>
        <FormGroup label={t('ui.vendors.experience')} labelFor="vendor-experience">
          <NumericInput
            id="vendor-experience"
            fill
            min={0}
            allowNumericCharactersOnly
            buttonPosition="none"
            value={draft.yearOfExperience}
            onValueChange={(_n, s) => set({ yearOfExperience: s.replace(/[^\d]/g, '') })}
          />
        </FormGroup>
        <FormGroup
          label={t('ui.vendors.mainService')}
          labelFor="vendor-service"
          labelInfo={t('ui.vendors.required')}
        >
          <HTMLSelect
            id="vendor-service"
            fill
            value={draft.service}
            onChange={(e) => set({ service: e.currentTarget.value })}
          >
            <option value="">{t('ui.vendors.selectService')}</option>
            {draft.service && !options.some((o) => String(o.id) === draft.service) && (
              <option value={draft.service}>{t('ui.vendors.serviceNumber', { id: draft.service })}</option>
            )}
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('ui.vendors.currentAddress')} labelFor="vendor-address" className="mpa-form-full">
          <InputGroup
            id="vendor-address"
            value={draft.currentAddress}
            onValueChange={(v) => set({ currentAddress: v })}
          />
        </FormGroup>
        <FormGroup label={t('ui.vendors.description')} labelFor="vendor-note" className="mpa-form-full">
          <TextArea
            id="vendor-note"
            fill
            rows={3}
            value={draft.note}
            onChange={(e) => set({ note: e.currentTarget.value })}
          />
        </FormGroup>
        <div className="mpa-form-full">
          <ImageUpload
            label={t('ui.vendors.image')}
            file={image}
            existingUrl={existingImage}
            onChange={setImage}
          />
        </div>
      </div>
    </FormDialog>
  );
}
