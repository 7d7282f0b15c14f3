import { FormGroup } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import {
  AD_POSITIONS,
  catalogue,
  featuredAdDefaults,
  validateFeaturedAdForm,
  type FeaturedAd,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { fromZonedInput, toZonedInput } from '../../app/format';
import { FormDialog, FormFields, useDraft, type FieldDefinition } from '../../components/FormDialog';
import { useDatePickerWords } from '../../components/datePickerWords';
import { ImageUpload } from '../../components/ImageUpload';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { t, translateText, useT } from '../../i18n';
import { VendorPicker, type VendorOption } from './VendorPicker';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';

const texts = catalogue.featuredAds;
const DATE_FORMAT = 'yyyy-MM-dd HH:mm';
// The inputs show and take the wall clock of the timezone chosen in Settings; the draft keeps instants (sent as ISO)
const toValue = toZonedInput;
const fromValue = fromZonedInput;
const yearsFromNow = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + n, 11, 31);
  return d;
};
/** The date pickers' range: Blueprint's default ends this year, an ad runs a year by default. */
const MIN_DATE = yearsFromNow(-10);
const MAX_DATE = yearsFromNow(10);

interface Draft {
  vendor: VendorOption | null;
  Position: string;
  StartDate: Date | null;
  EndDate: Date | null;
  Priority: string;
  Image: File | null;
}

function initialDraft(ad: FeaturedAd | null): Draft {
  if (!ad) {
    const d = featuredAdDefaults();
    return {
      vendor: null,
      Position: d.Position,
      StartDate: d.StartDate,
      EndDate: d.EndDate,
      Priority: String(d.Priority),
      Image: null,
    };
  }
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
  const dateWords = useDatePickerWords();
  const sdk = useSdk();
  const { draft, set } = useDraft<Draft>(() => initialDraft(ad));
  const [tried, setTried] = useState(false);
  // the save is one write: busy while it runs, its toast, the list revalidated after it
  const write = useRowAction(onSaved);
  const saving = write.anyBusy;
  const errors = validateFeaturedAdForm({
    StartDate: draft.StartDate ?? '',
    EndDate: draft.EndDate ?? '',
    Priority: draft.Priority,
    Image: draft.Image,
  });
  const err = (...msgs: string[]) => {
    const found = tried ? errors.find((e) => msgs.includes(e)) : undefined;
    return found && translateText(found);
  };
  const datesError = err(texts.datesRequired);
  const priorityError = err(texts.priorityRequired, texts.priorityMin);
  const imageError = err(texts.imageOnly);

  const save = async () => {
    setTried(true);
    if (errors.length) return;
    const form = {
      FeaturedAdId: ad?.FeaturedAdId ?? null,
      VendorId: draft.vendor?.id ?? null,
      Position: draft.Position,
      StartDate: draft.StartDate!,
      EndDate: draft.EndDate!,
      Priority: Number(draft.Priority),
      Image: draft.Image,
    };
    // a failed save leaves the dialog open with what was typed
    if (
      await write.run(
        ad?.FeaturedAdId ?? 'new',
        () => (ad ? sdk.featuredAds.update(ad.FeaturedAdId, form) : sdk.featuredAds.create(form)),
        'featuredAds.saveFailed',
      )
    )
      onClose();
  };

  const fields: FieldDefinition<Draft>[] = [
    {
      key: 'Position',
      id: 'ad-position',
      label: 'ui.featuredAds.position',
      kind: 'select',
      options: AD_POSITIONS.map((p) => ({ value: p, text: p })),
    },
    {
      key: 'Priority',
      id: 'ad-priority',
      label: 'columns.priority',
      labelInfo: 'ui.components.required',
      kind: 'number',
      min: 1,
      error: priorityError,
    },
  ];

  const dateField = (key: 'StartDate' | 'EndDate', label: string) => (
    <FormGroup
      label={label}
      labelFor={`ad-${key}`}
      labelInfo={t('ui.components.required')}
      intent={datesError && !draft[key] ? 'danger' : 'none'}
    >
      <DateInput
        fill
        {...dateWords}
        dateFnsFormat={DATE_FORMAT}
        timePrecision={TimePrecision.MINUTE}
        value={toValue(draft[key])}
        onChange={(v) => set({ [key]: fromValue(v) } as Partial<Draft>)}
        canClearSelection
        showTimezoneSelect={false}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        showActionsBar
        closeOnSelection={false}
        disabled={saving}
        placeholder={DATE_FORMAT.toUpperCase()}
        inputProps={{ id: `ad-${key}`, intent: datesError && !draft[key] ? 'danger' : 'none' }}
        popoverProps={{ placement: 'bottom-start' }}
      />
    </FormGroup>
  );

  return (
    <FormDialog
      title={t(ad ? 'ui.featuredAds.edit' : 'ui.featuredAds.add')}
      submitText={t(ad ? 'ui.components.update' : 'ui.components.add')}
      saving={saving}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <div className="mpa-form-grid">
        <FormGroup label={t('columns.vendor')} labelFor="ad-vendor" className="mpa-form-full">
          <VendorPicker
            id="ad-vendor"
            value={draft.vendor}
            onChange={(vendor) => set({ vendor })}
            disabled={saving}
          />
        </FormGroup>
        <FormFields fields={fields} draft={draft} set={set} disabled={saving} />
        {dateField('StartDate', t('columns.startDate'))}
        {dateField('EndDate', t('columns.endDate'))}
        {datesError && (
          <p className="mpa-form-full mpa-field-error" role="alert">
            {datesError}
          </p>
        )}
        <div className="mpa-form-full">
          <ImageUpload
            label={t('columns.image')}
            file={draft.Image}
            existingUrl={ad?.ImageUrl ?? null}
            onChange={(Image) => set({ Image })}
            imageOnlyText="featuredAds.imageOnly"
            disabled={saving}
          />
          {imageError && <p className="mpa-field-error">{imageError}</p>}
        </div>
      </div>
    </FormDialog>
  );
}
