import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';
import { readProfile, saveProfile, type ProfileDetails } from './data';

/** 'Profile Details': kept locally; the username comes from the session and the role is fixed as admin. */
export function ProfileDetailsForm() {
  const client = useSdk();
  const user = client.session.user();
  const [draft, setDraft] = useState<ProfileDetails>(readProfile);
  const set = (patch: Partial<ProfileDetails>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    saveProfile(draft);
    void showToast({ message: 'Profile saved in this browser', intent: 'success' });
  };

  return (
    <form onSubmit={submit} className="mpa-profile-form" noValidate>
      <FormGroup label="Username" labelFor="profile-username" helperText="The sign-in name of this session">
        <InputGroup id="profile-username" value={user?.username ?? ''} readOnly />
      </FormGroup>
      <FormGroup label="Role" labelFor="profile-role" helperText="The role is fixed">
        <InputGroup id="profile-role" value={user?.role ?? 'admin'} readOnly />
      </FormGroup>
      <FormGroup label="Full Name" labelFor="profile-name">
        <InputGroup id="profile-name" value={draft.fullName} onValueChange={(fullName) => set({ fullName })} />
      </FormGroup>
      <FormGroup label="Email" labelFor="profile-email">
        <InputGroup id="profile-email" type="email" value={draft.email} onValueChange={(email) => set({ email })} />
      </FormGroup>
      <FormGroup label="Phone" labelFor="profile-phone">
        <InputGroup id="profile-phone" type="tel" value={draft.phone} onValueChange={(phone) => set({ phone })} />
      </FormGroup>
      <Button type="submit" intent="primary" text="Save Changes" />
    </form>
  );
}
