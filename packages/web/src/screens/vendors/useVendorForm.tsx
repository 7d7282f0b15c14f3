import { type Vendor } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { toastError } from '../../app/toaster';
import type { ListController } from '../../components/ListScreen';
import { useSdk } from '../../hooks/useSdk';
import type { draftFromDetail } from './VendorFormDialog';

// The add/edit form is loaded when it is first opened: the list does not wait for its code.
const VendorFormDialog = lazy(() =>
  import('./VendorFormDialog').then((m) => ({ default: m.VendorFormDialog })),
);

/** The vendor list's add/edit form: what opens it, and the dialog to draw (the list read again once saved). */
export function useVendorForm(list: Pick<ListController<Vendor>, 'row' | 'reload'>) {
  const sdk = useSdk();
  const { row } = list;
  const [form, setForm] = useState<{
    key: number;
    initial: ReturnType<typeof draftFromDetail> | null;
    image?: string | null;
  } | null>(null);

  // the form comes filled from vendor-with-main-service (spec §4); the row is busy while it loads
  const openEdit = (v: Vendor) =>
    row
      .busyWhile(v.id, () =>
        Promise.all([import('./VendorFormDialog'), sdk.vendorServices.vendorWithMainService(v.id)]),
      )
      .then(
        ([m, detail]) =>
          setForm({
            key: Date.now(),
            initial: m.draftFromDetail(detail),
            image: detail.venderProfileImage ?? v.imageUrl ?? null,
          }),
        (e: unknown) => toastError(e, 'serviceLinking.loadVendorFailed'),
      );

  const element = form && (
    <Suspense fallback={null}>
      <VendorFormDialog
        key={form.key}
        isOpen
        initial={form.initial}
        existingImage={form.image}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void list.reload();
        }}
      />
    </Suspense>
  );
  return { openAdd: () => setForm({ key: Date.now(), initial: null }), openEdit, element };
}
