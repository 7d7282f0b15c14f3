import { Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { validateClientDialog } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { showToast } from '../../app/toaster';
import { FormDialog } from '../../components/FormDialog';
import { translateText, useT } from '../../i18n';

interface Draft {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const EMPTY: Draft = { name: '', email: '', phone: '', address: '' };

/** The add-client dialog (spec §2 Clients, §5): name, email and phone required; nothing is saved. */
export function AddClientDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const error = validateClientDialog(draft);
    if (error) {
      void showToast({ message: translateText(error), intent: 'danger' });
      return;
    }
    void showToast({ message: t('ui.clients.notSaved'), intent: 'primary' });
    setDraft(EMPTY);
    onClose();
  };

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
      <FormGroup label={t('ui.clients.name')} labelFor="client-name" labelInfo={t('ui.clients.required')}>
        <InputGroup id="client-name" value={draft.name} onValueChange={(name) => set({ name })} />
      </FormGroup>
      <FormGroup label={t('ui.clients.email')} labelFor="client-email" labelInfo={t('ui.clients.required')}>
        <InputGroup
          id="client-email"
          type="email"
          value={draft.email}
          onValueChange={(email) => set({ email })}
        />
      </FormGroup>
      <FormGroup label={t('ui.clients.phone')} labelFor="client-phone" labelInfo={t('ui.clients.required')}>
        <InputGroup
          id="client-phone"
          type="tel"
          value={draft.phone}
          onValueChange={(phone) => set({ phone })}
        />
      </FormGroup>
      <FormGroup label={t('ui.clients.address')} labelFor="client-address">
        <InputGroup id="client-address" value={draft.address} onValueChange={(address) => set({ address })} />
      </FormGroup>
    </FormDialog>
  );
}
