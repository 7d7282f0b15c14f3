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
import {
  FormDialog,
  FormErrors,
  FormFields,
  useDraft,
  type FieldDefinition,
} from '../../components/FormDialog';
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
  const { draft, set } = useDraft<Draft>(initial ?? EMPTY_DRAFT);
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the save: busy while it runs, and its toasts; reloading the list is the screen's (onSaved)
  const save = useRowAction(async () => undefined);
  const { options } = useServiceOptions(isOpen);

  const submit = async () => {
    const msg = validateVendorForm({
      name: draft.name,
      mobileno: draft.mobileno,
      gender: draft.gender,
      age: draft.age,
      service: draft.service,
    });
    setError(msg);
    if (msg) return;
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
    const failure = editing ? 'vendors.updateFailed' : 'vendors.createFailed';
    if (await save.run('form', () => sdk.vendorServices.saveVendor(form), failure)) onSaved();
  };

  const required = 'ui.vendors.required';
  // the vendor's service shows even when the options do not list it (yet)
  const unlisted = draft.service && !options.some((o) => String(o.id) === draft.service);
  const fields: FieldDefinition<Draft>[] = [
    { key: 'name', id: 'vendor-name', label: 'ui.vendors.name', labelInfo: required, autoFocus: true },
    {
      key: 'mobileno',
      id: 'vendor-mobile',
      label: 'ui.vendors.mobile',
      labelInfo: required,
      kind: 'numeric',
      change: (v) => ({ mobileno: sanitizeMobile(v) }),
    },
    {
      key: 'email',
      id: 'vendor-email',
      label: 'ui.vendors.email',
      labelInfo: 'ui.vendors.optional',
      kind: 'email',
    },
    {
      key: 'gender',
      id: 'vendor-gender',
      label: 'ui.vendors.gender',
      labelInfo: required,
      kind: 'select',
      empty: t('ui.vendors.selectGender'),
      options: GENDERS.map((g) => ({ value: g.value, text: translateText(g.label) })),
    },
    {
      key: 'age',
      id: 'vendor-age',
      label: 'ui.vendors.age',
      labelInfo: required,
      kind: 'numeric',
      change: (v) => {
        const age = v.replace(/\D/g, '').slice(0, 3);
        return { age, yearOfBirth: age === '' ? '' : str(yearOfBirthFromAge(age)) };
      },
    },
    {
      key: 'yearOfBirth',
      id: 'vendor-yob',
      label: 'ui.vendors.yearOfBirth',
      kind: 'numeric',
      change: (v) => {
        const yearOfBirth = v.replace(/\D/g, '').slice(0, 4);
        return { yearOfBirth, age: yearOfBirth.length === 4 ? str(ageFromYearOfBirth(yearOfBirth)) : '' };
      },
    },
    {
      key: 'yearOfExperience',
      id: 'vendor-experience',
      label: 'ui.vendors.experience',
      kind: 'number',
      min: 0,
      change: (v) => ({ yearOfExperience: v.replace(/[^\d]/g, '') }),
    },
    {
      key: 'service',
      id: 'vendor-service',
      label: 'ui.vendors.mainService',
      labelInfo: required,
      kind: 'select',
      empty: t('ui.vendors.selectService'),
      options: [
        ...(unlisted
          ? [{ value: draft.service, text: t('ui.vendors.serviceNumber', { id: draft.service }) }]
          : []),
        ...options.map((o) => ({ value: String(o.id), text: o.name })),
      ],
    },
    { key: 'currentAddress', id: 'vendor-address', label: 'ui.vendors.currentAddress', full: true },
    {
      key: 'note',
      id: 'vendor-note',
      label: 'ui.vendors.description',
      kind: 'textarea',
      rows: 3,
      full: true,
    },
  ];

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
        <FormErrors messages={error ? [error] : []} />
        <FormFields fields={fields} draft={draft} set={set} />
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
