import { validateClientDialog } from '@marketplace-admin/sdk';
import type { FieldDefinition } from '../../components/FormDialog';
import { SampleDialog, type SampleDialogDefinition } from '../sampleList';

interface Draft {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const required = 'ui.clients.required';
const FIELDS: FieldDefinition<Draft>[] = [
  { key: 'name', id: 'client-name', label: 'ui.clients.name', labelInfo: required },
  { key: 'email', id: 'client-email', label: 'ui.clients.email', labelInfo: required, kind: 'email' },
  { key: 'phone', id: 'client-phone', label: 'ui.clients.phone', labelInfo: required, kind: 'tel' },
  { key: 'address', id: 'client-address', label: 'ui.clients.address' },
];
const ADD_CLIENT: SampleDialogDefinition<Draft> = {
  title: 'ui.clients.addTitle',
  submit: 'ui.clients.add',
  note: 'ui.clients.sampleNote',
  empty: { name: '', email: '', phone: '', address: '' },
  check: validateClientDialog,
  accepted: { message: 'ui.clients.notSaved', intent: 'primary' },
};

/** The add-client dialog (spec §2 Clients, §5): name, email and phone required; nothing is saved. */
export function AddClientDialog(p: { isOpen: boolean; onClose(): void }) {
  return <SampleDialog definition={ADD_CLIENT} {...p} fields={() => FIELDS} />;
}
