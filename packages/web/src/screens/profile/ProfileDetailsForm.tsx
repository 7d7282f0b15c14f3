import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';
import { useT } from '../../i18n';
import { readProfile, saveProfile, type ProfileDetails } from './data';

/** 'Profile Details': kept locally; the username comes from the session and the role is fixed as admin. */
export function ProfileDetailsForm() {
  const t = useT();
  const client = useSdk();
  const user = client.session.user();
  const [draft, setDraft] = useState<ProfileDetails>(readProfile);
  const set = (patch: Partial<ProfileDetails>) => setDraft((d) => ({ ...d, ...patch }));

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
      <FormGroup label={t('ui.profile.fullName')} labelFor="profile-name">
        <InputGroup
          id="profile-name"
          value={draft.fullName}
          onValueChange={(fullName) => set({ fullName })}
        />
      </FormGroup>
      <FormGroup label={t('ui.profile.email')} labelFor="profile-email">
        <InputGroup
          id="profile-email"
          type="email"
          value={draft.email}
          onValueChange={(email) => set({ email })}
        />
      </FormGroup>
      <FormGroup label={t('ui.profile.phone')} labelFor="profile-phone">
        <InputGroup
          id="profile-phone"
          type="tel"
          value={draft.phone}
          onValueChange={(phone) => set({ phone })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" text={t('ui.profile.saveChanges')} />
    </form>
  );
}
