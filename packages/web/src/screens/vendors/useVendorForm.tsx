import type { Vendor, VendorDetail } from '@marketplace-admin/sdk';
import { lazy, Suspense, useState } from 'react';
import { toastError } from '../../app/toaster';
import type { ListController } from '../../components/ListScreen';
import { useSdk } from '../../hooks/useSdk';

// The add/edit form is loaded when it is first opened: the list does not wait for its code.
const formModule = () => import('./VendorFormDialog');
const VendorFormDialog = lazy(() => formModule().then((m) => ({ default: m.VendorFormDialog })));

/** The vendor list's add/edit form: what opens it, and the dialog to draw (the list read again once saved). */
export function useVendorForm(list: Pick<ListController<Vendor>, 'row' | 'reload'>) {
  const sdk = useSdk();
  const [form, setForm] = useState<{ key: number; vendor: VendorDetail | null; image?: string | null }>();

  // the form comes filled from vendor-with-main-service (spec §4); the row is busy while it loads
  const openEdit = (v: Vendor) =>
    list.row
      .busyWhile(v.id, () => Promise.all([formModule(), sdk.vendorServices.vendorWithMainService(v.id)]))
      .then(
        ([, vendor]) =>
          setForm({ key: Date.now(), vendor, image: vendor.venderProfileImage ?? v.imageUrl ?? null }),
        (e: unknown) => toastError(e, 'serviceLinking.loadVendorFailed'),
      );

  const element = form && (
    <Suspense fallback={null}>
      <VendorFormDialog
        key={form.key}
        vendor={form.vendor}
        existingImage={form.image}
        onClose={() => setForm(undefined)}
        onSaved={() => {
          setForm(undefined);
          void list.reload();
        }}
      />
    </Suspense>
  );
  return { openAdd: () => setForm({ key: Date.now(), vendor: null }), openEdit, element };
}
