import { Classes } from '@blueprintjs/core';
import { validateClientDialog } from '@marketplace-admin/sdk';
import { FormDialog, FormFields, type FieldDefinition } from '../../components/FormDialog';
import { useT } from '../../i18n';
import { useSampleForm } from '../sampleList';

interface Draft {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const EMPTY: Draft = { name: '', email: '', phone: '', address: '' };
const required = 'ui.clients.required';
const FIELDS: FieldDefinition<Draft>[] = [
  { key: 'name', id: 'client-name', label: 'ui.clients.name', labelInfo: required },
  { key: 'email', id: 'client-email', label: 'ui.clients.email', labelInfo: required, kind: 'email' },
  { key: 'phone', id: 'client-phone', label: 'ui.clients.phone', labelInfo: required, kind: 'tel' },
  { key: 'address', id: 'client-address', label: 'ui.clients.address' },
];

/** The add-client dialog (spec §2 Clients, §5): name, email and phone required; nothing is saved. */
export function AddClientDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const t = useT();
  const notSaved = { message: t('ui.clients.notSaved'), intent: 'primary' } as const;
  const { draft, set, submit } = useSampleForm(EMPTY, validateClientDialog, notSaved, onClose);

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('ui.clients.addTitle')}
      submitText={t('ui.clients.add')}
      width={425}
      className="mpa-client-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={Classes.TEXT_MUTED}>{t('ui.clients.sampleNote')}</p>
      <FormFields fields={FIELDS} draft={draft} set={set} />
    </FormDialog>
  );
}
