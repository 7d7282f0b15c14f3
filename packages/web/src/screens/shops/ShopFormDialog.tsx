import { Button, FileInput, InputGroup } from '@blueprintjs/core';
import { isImageFile, validateShopForm, type Shop, type ShopForm } from '@marketplace-admin/sdk';
import { useEffect, useMemo } from 'react';
import { FormDialog, useForm, type FieldDefinition } from '../../components/FormDialog';
import { useListQuery } from '../../hooks/useListQuery';
import { useSdk } from '../../hooks/useSdk';
import { CATEGORIES, fetchCategories } from '../shop-categories/load';
import { useT } from '../../i18n';

/** Create/edit shop (spec §3 Shop, §5): name, category (listed or custom), address, phones, WhatsApp, images, flags. */
export function ShopFormDialog({
  shop,
  onClose,
  onSaved,
}: {
  shop: Shop | null;
  onClose(): void;
  onSaved(): void;
}) {
  const sdk = useSdk();
  const t = useT();
  // the Shop Categories screen's list (the same SWR key): the choices of the category field
  const { data: categories } = useListQuery(
    CATEGORIES,
    {},
    fetchCategories(sdk),
    'shops.loadCategoriesFailed',
  );
  const form = useForm<ShopForm>({
    id: 'shop',
    initial: () => ({
      shopName: shop?.shopName ?? '',
      shopCategory: shop?.shopCategory ?? '',
      shopAddress: shop?.shopAddress ?? '',
      shopPhones: shop?.shopPhones.length ? shop.shopPhones : [''],
      shopWhatsappNo: shop?.shopWhatsappNo ?? '',
      isActive: shop?.isActive ?? true,
      isVerified: shop?.isVerified ?? false,
      existingImages: shop?.shopImages ?? [],
      shopImages: [],
    }),
    validate: validateShopForm,
    save: (f) => (shop ? sdk.shops.update(shop.shopId, f) : sdk.shops.create(f)),
    failed: 'shops.saveFailed',
    onSaved,
  });
  const { draft, set } = form;
  const phones = draft.shopPhones;
  const files = draft.shopImages ?? [];
  const existing = draft.existingImages ?? [];
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const removable = (key: string, src: string, alt: string, label: string, remove: () => void) => (
    <span key={key} className="mpa-shop-image">
      <img src={src} alt={alt} className="mpa-image-preview" />
      <Button size="small" variant="minimal" icon="cross" aria-label={label} onClick={remove} />
    </span>
  );

  const fields: FieldDefinition<ShopForm>[] = [
    { key: 'shopName', label: 'ui.shops.name', required: 'ui.shops.required', autoFocus: true },
    {
      key: 'shopCategory',
      label: 'ui.shops.category',
      required: 'ui.shops.required',
      help: t('ui.shops.categoryHelp'),
      autoComplete: 'off',
      suggestions: (categories ?? []).map((c) => c.shopCategoryName),
    },
    {
      key: 'shopAddress',
      label: 'ui.shops.address',
      required: 'ui.shops.required',
      kind: 'textarea',
      rows: 2,
      full: true,
    },
    {
      key: 'shopPhones',
      label: 'ui.shops.phones',
      labelInfo: 'ui.shops.atLeastOne',
      render: () => (
        <>
          {phones.map((p, i) => (
            <div key={i} className="mpa-phone-row">
              <InputGroup
                aria-label={t('ui.shops.phoneN', { n: i + 1 })}
                inputMode="tel"
                value={p}
                onValueChange={(v) => set({ shopPhones: phones.map((x, j) => (j === i ? v : x)) })}
                rightElement={
                  phones.length > 1 ? (
                    <Button
                      variant="minimal"
                      icon="cross"
                      aria-label={t('ui.shops.removePhoneN', { n: i + 1 })}
                      onClick={() => set({ shopPhones: phones.filter((_, j) => j !== i) })}
                    />
                  ) : undefined
                }
              />
            </div>
          ))}
          <Button
            size="small"
            variant="minimal"
            icon="plus"
            text={t('ui.shops.addPhone')}
            onClick={() => set({ shopPhones: [...phones, ''] })}
          />
        </>
      ),
    },
    { key: 'shopWhatsappNo', label: 'ui.shops.whatsApp', kind: 'tel' },
    {
      key: 'shopImages',
      label: 'ui.shops.images',
      full: true,
      render: (id) => (
        <>
          <div className="mpa-shop-images">
            {existing.map((url) =>
              removable(url, url, t('ui.shops.shopImage'), t('ui.shops.removeImage'), () =>
                set({ existingImages: existing.filter((x) => x !== url) }),
              ),
            )}
            {previews.map((url, i) =>
              removable(
                url,
                url,
                t('ui.shops.newImageN', { n: i + 1 }),
                t('ui.shops.removeNewImageN', { n: i + 1 }),
                () => set({ shopImages: files.filter((_, j) => j !== i) }),
              ),
            )}
          </div>
          <FileInput
            fill
            text={t('ui.shops.addImages')}
            buttonText={t('ui.shops.browse')}
            inputProps={{
              id,
              accept: 'image/*',
              multiple: true,
              'aria-label': t('ui.shops.images'),
            }}
            onInputChange={(e) => {
              const picked = Array.from(e.currentTarget.files ?? []).filter((f) => isImageFile(f));
              e.currentTarget.value = '';
              set({ shopImages: [...files, ...picked] });
            }}
          />
        </>
      ),
    },
    { key: 'isActive', label: 'ui.shops.active', kind: 'checkbox' },
    { key: 'isVerified', label: 'ui.shops.verified', kind: 'checkbox' },
  ];

  return (
    <FormDialog
      title={shop ? t('ui.shops.editTitle') : t('ui.shops.add')}
      submitText={shop ? t('ui.shops.update') : t('ui.shops.create')}
      form={form}
      fields={fields}
      onClose={onClose}
      width={640}
    />
  );
}
