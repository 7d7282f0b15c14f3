import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { showToast } from '../../app/toaster';
import { FormFields, useDraft, type FieldDefinition } from '../../components/FormDialog';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import { readProfile, saveProfile, type ProfileDetails } from './data';

const FIELDS: FieldDefinition<ProfileDetails>[] = [
  { key: 'fullName', id: 'profile-name', label: 'ui.profile.fullName' },
  { key: 'email', id: 'profile-email', label: 'ui.profile.email', kind: 'email' },
  { key: 'phone', id: 'profile-phone', label: 'ui.profile.phone', kind: 'tel' },
];

/** 'Profile Details': kept locally; the username comes from the session and the role is fixed as admin. */
export function ProfileDetailsForm() {
  const t = useT();
  const client = useSdk();
  const user = client.session.user();
  const { draft, set } = useDraft<ProfileDetails>(readProfile);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    saveProfile(draft);
    void showToast({ message: t('ui.profile.saved'), intent: 'success' });
  };

  return (
    <form onSubmit={submit} className="mpa-profile-form" noValidate>
      <FormGroup
        label={t('ui.profile.username')}
        labelFor="profile-username"
        helperText={t('ui.profile.usernameHelp')}
      >
        <InputGroup id="profile-username" value={user?.username ?? ''} readOnly />
      </FormGroup>
      <FormGroup label={t('ui.profile.role')} labelFor="profile-role" helperText={t('ui.profile.roleHelp')}>
        <InputGroup id="profile-role" value={user?.role ?? 'admin'} readOnly />
      </FormGroup>
      <FormFields fields={FIELDS} draft={draft} set={set} />
      <Button type="submit" intent="primary" text={t('ui.profile.saveChanges')} />
    </form>
  );
}
