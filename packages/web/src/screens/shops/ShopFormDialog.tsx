import { Button, Checkbox, FileInput, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { isImageFile, validateShopForm, type Shop, type ShopForm } from '@marketplace-admin/sdk';
import { useEffect, useMemo, useState } from 'react';
import { FormDialog, FormErrors } from '../../components/FormDialog';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
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
  const [name, setName] = useState(shop?.shopName ?? '');
  const [category, setCategory] = useState(shop?.shopCategory ?? '');
  const [address, setAddress] = useState(shop?.shopAddress ?? '');
  const [phones, setPhones] = useState<string[]>(shop?.shopPhones.length ? shop.shopPhones : ['']);
  const [whatsapp, setWhatsapp] = useState(shop?.shopWhatsappNo ?? '');
  const [active, setActive] = useState(shop?.isActive ?? true);
  const [verified, setVerified] = useState(shop?.isVerified ?? false);
  const [existing, setExisting] = useState<string[]>(shop?.shopImages ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // the save: busy while it runs, and its toasts; reloading the list is the screen's (onSaved)
  const save = useRowAction(async () => undefined);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const submit = async () => {
    const form: ShopForm = {
      shopName: name,
      shopCategory: category,
      shopAddress: address,
      shopPhones: phones,
      shopWhatsappNo: whatsapp,
      isActive: active,
      isVerified: verified,
      shopImages: files,
      existingImages: existing,
    };
    const msgs = validateShopForm(form);
    setErrors(msgs);
    if (msgs.length) return;
    if (
      await save.run(
        'form',
        () => (shop ? sdk.shops.update(shop.shopId, form) : sdk.shops.create(form)),
        'shops.saveFailed',
      )
    )
      onSaved();
  };

  return (
    <FormDialog
      title={shop ? t('ui.shops.editTitle') : t('ui.shops.add')}
      submitText={shop ? t('ui.shops.update') : t('ui.shops.create')}
      saving={save.anyBusy}
      onSubmit={() => void submit()}
      onClose={onClose}
      width={640}
    >
      <div className="mpa-form-grid">
        <FormErrors messages={errors} />
        <FormGroup label={t('ui.shops.name')} labelFor="shop-name" labelInfo={t('ui.shops.required')}>
          <InputGroup id="shop-name" value={name} onValueChange={setName} autoFocus />
        </FormGroup>
        <FormGroup
          label={t('ui.shops.category')}
          labelFor="shop-category"
          labelInfo={t('ui.shops.required')}
          helperText={t('ui.shops.categoryHelp')}
        >
          <InputGroup
            id="shop-category"
            list="shop-category-options"
            value={category}
            onValueChange={setCategory}
            autoComplete="off"
          />
          <datalist id="shop-category-options">
            {(categories ?? []).map((c) => (
              <option key={c.shopCategoryId} value={c.shopCategoryName} />
            ))}
          </datalist>
        </FormGroup>
        <FormGroup
          label={t('ui.shops.address')}
          labelFor="shop-address"
          labelInfo={t('ui.shops.required')}
          className="mpa-form-full"
        >
          <TextArea
            id="shop-address"
            fill
            rows={2}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('ui.shops.phones')} labelInfo={t('ui.shops.atLeastOne')}>
          {phones.map((p, i) => (
            <div key={i} className="mpa-phone-row">
              <InputGroup
                aria-label={t('ui.shops.phoneN', { n: i + 1 })}
                inputMode="tel"
                value={p}
                onValueChange={(v) => setPhones((xs) => xs.map((x, j) => (j === i ? v : x)))}
                rightElement={
                  phones.length > 1 ? (
                    <Button
                      variant="minimal"
                      icon="cross"
                      aria-label={t('ui.shops.removePhoneN', { n: i + 1 })}
                      onClick={() => setPhones((xs) => xs.filter((_, j) => j !== i))}
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
            onClick={() => setPhones((xs) => [...xs, ''])}
          />
        </FormGroup>
        <FormGroup label={t('ui.shops.whatsApp')} labelFor="shop-whatsapp">
          <InputGroup id="shop-whatsapp" inputMode="tel" value={whatsapp} onValueChange={setWhatsapp} />
        </FormGroup>
        <FormGroup label={t('ui.shops.images')} labelFor="shop-images" className="mpa-form-full">
          <div className="mpa-shop-images">
            {existing.map((url) => (
              <span key={url} className="mpa-shop-image">
                <img src={url} alt={t('ui.shops.shopImage')} className="mpa-image-preview" />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={t('ui.shops.removeImage')}
                  onClick={() => setExisting((xs) => xs.filter((x) => x !== url))}
                />
              </span>
            ))}
            {previews.map((url, i) => (
              <span key={url} className="mpa-shop-image">
                <img src={url} alt={t('ui.shops.newImageN', { n: i + 1 })} className="mpa-image-preview" />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={t('ui.shops.removeNewImageN', { n: i + 1 })}
                  onClick={() => setFiles((xs) => xs.filter((_, j) => j !== i))}
                />
              </span>
            ))}
          </div>
          <FileInput
            fill
            text={t('ui.shops.addImages')}
            buttonText={t('ui.shops.browse')}
            inputProps={{
              id: 'shop-images',
              accept: 'image/*',
              multiple: true,
              'aria-label': t('ui.shops.images'),
            }}
            onInputChange={(e) => {
              const picked = Array.from(e.currentTarget.files ?? []).filter((f) => isImageFile(f));
              e.currentTarget.value = '';
              setFiles((xs) => [...xs, ...picked]);
            }}
          />
        </FormGroup>
        <div className="mpa-switch-row mpa-form-full">
          <Checkbox
            label={t('ui.shops.active')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('ui.shops.verified')}
            checked={verified}
            onChange={(e) => setVerified(e.currentTarget.checked)}
          />
        </div>
      </div>
    </FormDialog>
  );
}
