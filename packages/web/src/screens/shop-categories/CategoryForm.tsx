import { Card, Checkbox, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { parseCategoryOrder, validateShopCategoryForm, type ShopCategory } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { FormErrors, InlineForm } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import '../../components/FormDialog/form.css';

/**
 * 'Operation failed' (spec §8, shop categories) is the text for a category write that fails with nothing
 * more specific to say. Every SDK error already carries its text: the server's message, else the call's
 * own spec text ('Create failed', 'Update failed', 'Delete failed', 'Failed to reorder'), else the
 * transport's (network, timeout). What is left is a failure that is not an SDK error at all (an error in
 * the page while the write runs): no server message and no more specific text.
 */
export const CATEGORY_WRITE_FAILED = 'shopCategories.operationFailed';

/** The inline category form (spec §2 Shop Categories, §5): Name, Icon (a saved one can be removed), Order (>= 1, blank allowed), Active. */
export function CategoryForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: ShopCategory | null;
  onDone(): void;
  onCancel(): void;
}) {
  const sdk = useSdk();
  const t = useT();
  const [name, setName] = useState(editing?.shopCategoryName ?? '');
  const [orderText, setOrderText] = useState(editing?.ord ? String(editing.ord) : '');
  const [order, setOrder] = useState<number | null>(editing?.ord ? editing.ord : null);
  const [active, setActive] = useState(editing?.isActive ?? true);
  const [icon, setIcon] = useState<File | null>(null);
  // the saved icon, removed on save (an empty ShopCategoryIcon) unless a new one is chosen
  const [iconRemoved, setIconRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the save: busy while it runs, and its toasts; reloading the list is the screen's (onDone)
  const save = useRowAction(async () => undefined);
  const busy = save.anyBusy;

  /** Blank is allowed; zero, negative or non-numeric input is ignored (spec §5). */
  const onOrder = (v: string) => {
    const next = parseCategoryOrder(v, order);
    if (v.trim() === '' || (next !== null && Number(v) === next)) {
      setOrder(next);
      setOrderText(v.trim());
    }
  };

  const submit = async () => {
    const msg = validateShopCategoryForm({ shopCategoryName: name, icon });
    if (msg) {
      setError(msg);
      return;
    }
    setError(null);
    const form = {
      shopCategoryId: editing?.shopCategoryId ?? null,
      shopCategoryName: name,
      isActive: active,
      ord: order,
      icon,
      removeIcon: iconRemoved && !icon,
    };
    const write = () =>
      editing ? sdk.shopCategories.update(editing.shopCategoryName, form) : sdk.shopCategories.create(form);
    if (await save.run('form', write, CATEGORY_WRITE_FAILED)) onDone();
  };

  return (
    <Card className="mpa-inline-form" compact>
      <H2 className="mpa-card-title">
        {editing ? t('ui.shopCategories.editTitle') : t('ui.shopCategories.add')}
      </H2>
      <InlineForm
        submitText={editing ? t('ui.shopCategories.update') : t('ui.shopCategories.create')}
        cancelText={t('ui.shopCategories.cancel')}
        saving={busy}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        noValidate
      >
        <FormErrors messages={error ? [error] : []} />
        <div className="mpa-form-grid">
          <FormGroup
            label={t('ui.shopCategories.name')}
            labelFor="category-name"
            labelInfo={t('ui.shopCategories.required')}
          >
            <InputGroup id="category-name" value={name} onValueChange={setName} autoFocus />
          </FormGroup>
          <ImageUpload
            label={t('ui.shopCategories.icon')}
            file={icon}
            existingUrl={iconRemoved ? null : editing?.shopCategoryIcon}
            onChange={setIcon}
            onRemoveExisting={() => setIconRemoved(true)}
            imageOnlyText="shopCategories.imageOnly"
          />
          <FormGroup label={t('ui.shopCategories.order')} labelFor="category-order">
            <InputGroup id="category-order" type="number" min={1} value={orderText} onValueChange={onOrder} />
          </FormGroup>
          <FormGroup label=" ">
            <Checkbox
              label={t('ui.shopCategories.active')}
              checked={active}
              onChange={(e) => setActive(e.currentTarget.checked)}
            />
          </FormGroup>
        </div>
      </InlineForm>
    </Card>
  );
}
