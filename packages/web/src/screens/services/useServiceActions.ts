import {
  removeServiceBlock,
  reverseSwap,
  swapServiceOrder,
  toggledServiceStatus,
  type Service,
  type ServiceForm,
} from '@marketplace-admin/sdk';
import { showToast } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmAlert';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { translateText, useT } from '../../i18n';
import type { ServiceFormTarget } from './ServiceFormDialog';
import type { ServiceActions } from './ServiceTree';

/** The form's save runs as one more action: its busy state is the dialog's. */
const FORM = 'form';

/** The tree's writes, each a row's busy state and toasts, then the tree read again (`reload`). */
export function useServiceActions(
  reload: () => Promise<unknown>,
  setForm: (form: ServiceFormTarget | null) => void,
  setOpen: (id: number, open: boolean) => void,
) {
  const sdk = useSdk();
  const t = useT();
  const row = useRowAction(reload);
  const [confirm, confirmElement] = useConfirm();
  const setFeatured = (s: Service, isFeatured: boolean) => () =>
    sdk.services.setFeatured({ serviceId: s.id, isFeatured });
  const setStatus = (s: Service, status: 'A' | 'I') => () => sdk.services.updateStatus(s.id, status);
  // the catalogue has no words for a done write: the toast says the server's, with Undo (CONTRACT §7)
  const actions: ServiceActions = {
    edit: (service) => setForm({ service }),
    addSub: (parent) => {
      setOpen(parent.id, true);
      setForm({ parent });
    },
    move: (d, direction) => {
      const swap = swapServiceOrder(d.siblings, d.index, direction);
      if (!swap) return;
      const undo = {
        run: () => sdk.services.reorder(reverseSwap(swap.changes)),
        restored: 'undo.serviceOrder' as const,
      };
      void row.run(d.service.id, () => sdk.services.reorder(swap.changes), 'services.reorderFailed', {
        undo,
      });
    },
    toggleFeatured: (s) =>
      void row.run(s.id, setFeatured(s, !s.isFeatured), 'services.featuredFailed', {
        undo: { run: setFeatured(s, Boolean(s.isFeatured)), restored: 'undo.serviceFeatured' },
      }),
    // a Blocked service (neither A nor I) cannot be set back: the status call takes A or I only, so no Undo
    toggleStatus: (s) => {
      const was = s.status === 'A' ? 'A' : s.status === 'I' ? 'I' : null;
      const undo = was ? { run: setStatus(s, was), restored: 'undo.serviceStatus' as const } : undefined;
      void row.run(s.id, setStatus(s, toggledServiceStatus(s.status)), 'services.statusFailed', { undo });
    },
    remove: async (s) => {
      const blocked = removeServiceBlock(s);
      if (blocked) return void showToast({ message: translateText(blocked), intent: 'danger' });
      if (!(await confirm(t('services.confirmRemove'), { confirmText: t('ui.services.remove') }))) return;
      await row.run(s.id, () => sdk.services.delete(s.id), 'services.removeFailed');
    },
  };
  const save = async ({ service }: ServiceFormTarget, f: ServiceForm) => {
    const write = () => (service ? sdk.services.update(service.id, f) : sdk.services.create(f));
    if (await row.run(FORM, write, service ? 'services.updateFailed' : 'services.createFailed'))
      setForm(null);
  };
  return { row, actions, save, saving: row.isBusy(FORM), confirmElement };
}
