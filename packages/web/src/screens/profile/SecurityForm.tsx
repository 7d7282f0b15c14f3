import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { PASSWORD_MIN, validatePasswordChange } from '@marketplace-admin/sdk';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../app/toaster';
import { translateText, useT } from '../../i18n';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Security': the local password change (spec §5): new and confirm must match ('New passwords do not
 * match'), at least 8 characters ('Password must be at least 8 characters'). Nothing is sent.
 */
export function SecurityForm() {
  const t = useT();
  const [draft, setDraft] = useState(EMPTY);
  const set = (patch: Partial<typeof EMPTY>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = validatePasswordChange(draft);
    if (error) {
      void showToast({ message: translateText(error), intent: 'danger' });
      return;
    }
    void showToast({ message: t('ui.profile.passwordChanged'), intent: 'success' });
    setDraft(EMPTY);
  };

  return (
    <form onSubmit={submit} className="mpa-profile-form" noValidate>
      <FormGroup label={t('ui.profile.currentPassword')} labelFor="profile-current-password">
        <InputGroup
          id="profile-current-password"
          type="password"
          autoComplete="current-password"
          value={draft.currentPassword}
          onValueChange={(currentPassword) => set({ currentPassword })}
        />
      </FormGroup>
      <FormGroup
        label={t('ui.profile.newPassword')}
        labelFor="profile-new-password"
        helperText={t('ui.profile.passwordHelp', { min: PASSWORD_MIN })}
      >
        <InputGroup
          id="profile-new-password"
          type="password"
          autoComplete="new-password"
          value={draft.newPassword}
          onValueChange={(newPassword) => set({ newPassword })}
        />
      </FormGroup>
      <FormGroup label={t('ui.profile.confirmPassword')} labelFor="profile-confirm-password">
        <InputGroup
          id="profile-confirm-password"
          type="password"
          autoComplete="new-password"
          value={draft.confirmPassword}
          onValueChange={(confirmPassword) => set({ confirmPassword })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" text={t('ui.profile.updatePassword')} />
    </form>
  );
}
