import {
  AD_POSITIONS,
  catalogue,
  featuredAdDefaults,
  validateFeaturedAdForm,
  type FeaturedAd,
} from '@marketplace-admin/sdk';
import { fromZonedInput, toZonedInput } from '../../app/format';
import { FormDialog, useForm, type FieldDefinition } from '../../components/FormDialog';
import { dateField } from '../../components/FormDialog/DateField';
import { ImageUpload } from '../../components/ImageUpload';
import { useSdk } from '../../hooks/useSdk';
import { t, useT, type Id } from '../../i18n';
import { VendorPicker, type VendorOption } from './VendorPicker';
import '@blueprintjs/select/lib/css/blueprint-select.css';

const texts = catalogue.featuredAds;

interface Draft {
  vendor: VendorOption | null;
  Position: string;
  StartDate: Date | null;
  EndDate: Date | null;
  Priority: string;
  Image: File | null;
}

function initialDraft(ad: FeaturedAd | null): Draft {
  const d = featuredAdDefaults();
  if (!ad) return { ...d, vendor: null, Priority: String(d.Priority), Image: null };
  return {
    // spec §3 gives an ad its VendorId only: the picker shows the id until a vendor is picked again
    vendor: ad.VendorId
      ? { id: ad.VendorId, venderName: t('ui.featuredAds.vendorById', { id: ad.VendorId }), vMobile: '' }
      : null,
    Position: ad.Position ?? AD_POSITIONS[0],
    StartDate: new Date(ad.StartDate),
    EndDate: new Date(ad.EndDate),
    Priority: String(ad.Priority),
    Image: null,
  };
}

/** 'Add Featured Ad' / 'Edit Featured Ad' (spec §2/§5): vendor, Position, start and end date-time, priority >= 1, image files only. */
export function AdDialog({
  ad,
  onClose,
  onSaved,
}: {
  ad: FeaturedAd | null;
  onClose(): void;
  onSaved(): Promise<unknown>;
}) {
  const t = useT();
  const sdk = useSdk();
  const form = useForm<Draft>({
    id: 'ad',
    initial: () => initialDraft(ad),
    validate: (d) => validateFeaturedAdForm({ ...d, StartDate: d.StartDate ?? '', EndDate: d.EndDate ?? '' }),
    save: (d) => {
      const f = {
        ...d,
        FeaturedAdId: ad?.FeaturedAdId ?? null,
        StartDate: d.StartDate!,
        EndDate: d.EndDate!,
      };
      return ad ? sdk.featuredAds.update(ad.FeaturedAdId, f) : sdk.featuredAds.create(f);
    },
    failed: 'featuredAds.saveFailed',
    reload: onSaved,
    onSaved: onClose,
  });
  const { draft, set, saving } = form;
  const datesMissing = form.errors.includes(texts.datesRequired);
  // the inputs show and take the wall clock of the timezone chosen in Settings; the draft keeps instants
  const date = (key: 'StartDate' | 'EndDate', label: Id) =>
    dateField<Draft>(key, label, {
      time: true,
      value: toZonedInput(draft[key]),
      onChange: (v) => set({ [key]: fromZonedInput(v) }),
      disabled: saving,
      invalid: datesMissing && !draft[key],
    });

  const fields: FieldDefinition<Draft>[] = [
    {
      key: 'vendor',
      label: 'columns.vendor',
      full: true,
      render: (id) => (
        <VendorPicker id={id} value={draft.vendor} onChange={(vendor) => set({ vendor })} disabled={saving} />
      ),
    },
    { key: 'Position', label: 'ui.featuredAds.position', kind: 'select', options: AD_POSITIONS },
    {
      key: 'Priority',
      label: 'columns.priority',
      required: 'ui.components.required',
      kind: 'number',
      min: 1,
      errors: [texts.priorityRequired, texts.priorityMin],
    },
    date('StartDate', 'columns.startDate'),
    date('EndDate', 'columns.endDate'),
    {
      key: 'Image',
      full: true,
      errors: [texts.imageOnly],
      render: () => (
        <ImageUpload
          label={t('columns.image')}
          file={draft.Image}
          existingUrl={ad?.ImageUrl ?? null}
          onChange={(Image) => set({ Image })}
          imageOnlyText="featuredAds.imageOnly"
          disabled={saving}
        />
      ),
    },
  ];

  return (
    <FormDialog
      title={t(ad ? 'ui.featuredAds.edit' : 'ui.featuredAds.add')}
      submitText={t(ad ? 'ui.components.update' : 'ui.components.add')}
      form={form}
      fields={fields}
      onClose={onClose}
    />
  );
}
