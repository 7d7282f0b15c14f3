import { parseCategoryOrder, validateShopCategoryForm, type ShopCategory } from '@marketplace-admin/sdk';
import { Card, H2 } from '@blueprintjs/core';
import { InlineForm, useForm, type FieldDefinition } from '../../components/FormDialog';
import { ImageUpload } from '../../components/ImageUpload';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';

/**
 * 'Operation failed' (spec §8): the text of a category write that failed with no text of its own (every SDK
 * error carries the server's or the call's; what is left is an error in the page while the write runs).
 */
export const CATEGORY_WRITE_FAILED = 'shopCategories.operationFailed';

interface Draft {
  shopCategoryName: string;
  /** The order as typed, and the order it stands for (the last valid one). */
  orderText: string;
  ord: number | null;
  isActive: boolean;
  icon: File | null;
  /** The saved icon is removed on save (an empty ShopCategoryIcon) unless a new one is chosen. */
  iconRemoved: boolean;
}

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
  const form = useForm<Draft>({
    id: 'category',
    initial: {
      shopCategoryName: editing?.shopCategoryName ?? '',
      orderText: editing?.ord ? String(editing.ord) : '',
      ord: editing?.ord || null,
      isActive: editing?.isActive ?? true,
      icon: null,
      iconRemoved: false,
    },
    validate: validateShopCategoryForm,
    save: (d) => {
      const f = {
        ...d,
        shopCategoryId: editing?.shopCategoryId ?? null,
        removeIcon: d.iconRemoved && !d.icon,
      };
      return editing ? sdk.shopCategories.update(editing.shopCategoryName, f) : sdk.shopCategories.create(f);
    },
    failed: CATEGORY_WRITE_FAILED,
    onSaved: onDone,
  });
  const { draft, set } = form;
  const fields: FieldDefinition<Draft>[] = [
    {
      key: 'shopCategoryName',
      label: 'ui.shopCategories.name',
      required: 'ui.shopCategories.required',
      autoFocus: true,
    },
    {
      key: 'icon',
      render: () => (
        <ImageUpload
          label={t('ui.shopCategories.icon')}
          file={draft.icon}
          existingUrl={draft.iconRemoved ? null : editing?.shopCategoryIcon}
          onChange={(icon) => set({ icon })}
          onRemoveExisting={() => set({ iconRemoved: true })}
          imageOnlyText="shopCategories.imageOnly"
        />
      ),
    },
    {
      key: 'orderText',
      label: 'ui.shopCategories.order',
      kind: 'number',
      min: 1,
      // blank is allowed; zero, negative or non-numeric input is ignored (spec §5)
      change: (v) => {
        const ord = parseCategoryOrder(v, draft.ord);
        return v.trim() === '' || (ord !== null && Number(v) === ord) ? { ord, orderText: v.trim() } : {};
      },
    },
    { key: 'isActive', label: 'ui.shopCategories.active', kind: 'checkbox' },
  ];

  return (
    <Card className="mpa-inline-form" compact>
      <H2 className="mpa-card-title">
        {t(editing ? 'ui.shopCategories.editTitle' : 'ui.shopCategories.add')}
      </H2>
      <InlineForm
        submitText={editing ? t('ui.shopCategories.update') : t('ui.shopCategories.create')}
        onCancel={onCancel}
        form={form}
        fields={fields}
      />
    </Card>
  );
}
