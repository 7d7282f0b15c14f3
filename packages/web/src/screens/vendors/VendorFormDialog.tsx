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
import { FormDialog, useForm, type FieldDefinition } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useSdk } from '../../hooks/useSdk';
import { useServiceOptions } from './useServiceOptions';
import { translateText, useT } from '../../i18n';

/** What the form edits, all as typed (text), so a failed save keeps it exactly. */
type Draft = Record<Exclude<keyof VendorForm, 'image'>, string> & { image: File | null };

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const digits = (v: string, n: number) => v.replace(/\D/g, '').slice(0, n);

/** A vendor detail as a draft (`id`: from vendor-with-main-service, the main vendor-service row). */
function draftOf(d: (VendorDetail & { yearOfBirth?: number | null }) | null): Draft {
  const age = d?.venderAge;
  const yob = d?.yearOfBirth ?? (age != null ? yearOfBirthFromAge(age) : undefined);
  return {
    vendorid: str(d?.vendorId ?? d?.id),
    id: d?.vendorId != null ? str(d.id) : '',
    name: str(d?.venderName),
    email: str(d?.venderEmail),
    mobileno: str(d?.vMobile),
    gender: str(d?.venderGender),
    age: str(age ?? (yob !== undefined ? ageFromYearOfBirth(yob) : '')),
    yearOfBirth: str(yob),
    yearOfExperience: str(d?.yearOfExperience),
    service: str(d?.servicesId),
    currentAddress: str(d?.currentAddress),
    note: str(d?.note),
    image: null,
  };
}

export interface VendorFormDialogProps {
  /** Null to add a vendor. */
  vendor: VendorDetail | null;
  existingImage?: string | null;
  onClose(): void;
  onSaved(): void;
}

/** Add/edit vendor (spec §3 Vendor form, §4, §5): create without vendorid, update with one. */
export function VendorFormDialog({ vendor, existingImage, onClose, onSaved }: VendorFormDialogProps) {
  const sdk = useSdk();
  const t = useT();
  const editing = vendor !== null;
  const { options } = useServiceOptions();
  const form = useForm<Draft>({
    id: 'vendor',
    initial: () => draftOf(vendor),
    validate: validateVendorForm,
    save: (d) =>
      sdk.vendorServices.saveVendor({
        ...d,
        id: d.id || undefined,
        vendorid: d.vendorid || undefined,
        name: d.name.trim(),
        email: d.email.trim(),
        gender: d.gender as VendorForm['gender'],
        yearOfExperience: clampExperience(d.yearOfExperience) ?? 0,
        service: Number(d.service),
      }),
    failed: editing ? 'vendors.updateFailed' : 'vendors.createFailed',
    onSaved,
  });
  const { draft, set } = form;
  const required = 'ui.vendors.required';
  // the vendor's service shows even when the options do not list it (yet)
  const unlisted = draft.service && !options.some((o) => String(o.id) === draft.service);
  const fields: FieldDefinition<Draft>[] = [
    { key: 'name', label: 'ui.vendors.name', required, autoFocus: true },
    {
      key: 'mobileno',
      label: 'ui.vendors.mobile',
      required,
      kind: 'numeric',
      change: (v) => ({ mobileno: sanitizeMobile(v) }),
    },
    { key: 'email', label: 'ui.vendors.email', labelInfo: 'ui.vendors.optional', kind: 'email' },
    {
      key: 'gender',
      label: 'ui.vendors.gender',
      required,
      kind: 'select',
      empty: t('ui.vendors.selectGender'),
      options: GENDERS.map((g) => ({ value: g.value, text: translateText(g.label) })),
    },
    {
      key: 'age',
      label: 'ui.vendors.age',
      required,
      kind: 'numeric',
      change: (v) => ({ age: digits(v, 3), yearOfBirth: str(yearOfBirthFromAge(digits(v, 3))) }),
    },
    {
      key: 'yearOfBirth',
      label: 'ui.vendors.yearOfBirth',
      kind: 'numeric',
      change: (v) => {
        const yearOfBirth = digits(v, 4);
        return { yearOfBirth, age: yearOfBirth.length === 4 ? str(ageFromYearOfBirth(yearOfBirth)) : '' };
      },
    },
    {
      key: 'yearOfExperience',
      label: 'ui.vendors.experience',
      kind: 'number',
      min: 0,
      change: (v) => ({ yearOfExperience: digits(v, Infinity) }),
    },
    {
      key: 'service',
      label: 'ui.vendors.mainService',
      required,
      kind: 'select',
      empty: t('ui.vendors.selectService'),
      options: [
        ...(unlisted
          ? [{ value: draft.service, text: t('ui.vendors.serviceNumber', { id: draft.service }) }]
          : []),
        ...options.map((o) => ({ value: String(o.id), text: o.name })),
      ],
    },
    { key: 'currentAddress', label: 'ui.vendors.currentAddress', full: true },
    { key: 'note', label: 'ui.vendors.description', kind: 'textarea', rows: 3, full: true },
    {
      key: 'image',
      full: true,
      render: () => (
        <ImageUpload
          label={t('ui.vendors.image')}
          file={draft.image}
          existingUrl={existingImage}
          onChange={(image) => set({ image })}
        />
      ),
    },
  ];

  return (
    <FormDialog
      title={editing ? t('ui.vendors.editTitle') : t('ui.vendors.add')}
      submitText={editing ? t('ui.vendors.update') : t('ui.vendors.create')}
      form={form}
      fields={fields}
      onClose={onClose}
      width={640}
    />
  );
}
