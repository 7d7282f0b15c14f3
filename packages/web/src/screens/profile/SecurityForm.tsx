import { Button } from '@blueprintjs/core';
import { PASSWORD_MIN, validatePasswordChange } from '@marketplace-admin/sdk';
import type { FormEvent } from 'react';
import { showToast } from '../../app/toaster';
import { FormFields, useDraft } from '../../components/FormDialog';
import { translateText, useT } from '../../i18n';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Security': the local password change (spec §5): new and confirm must match ('New passwords do not
 * match'), at least 8 characters ('Password must be at least 8 characters'). Nothing is sent.
 */
export function SecurityForm() {
  const t = useT();
  const { draft, set, reset } = useDraft(EMPTY);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = validatePasswordChange(draft);
    if (error) {
      void showToast({ message: translateText(error), intent: 'danger' });
      return;
    }
    void showToast({ message: t('ui.profile.passwordChanged'), intent: 'success' });
    reset(EMPTY);
  };

  return (
    <form onSubmit={submit} className="mpa-profile-form" noValidate>
      <FormFields
        fields={[
          {
            key: 'currentPassword',
            id: 'profile-current-password',
            label: 'ui.profile.currentPassword',
            kind: 'password',
            autoComplete: 'current-password',
          },
          {
            key: 'newPassword',
            id: 'profile-new-password',
            label: 'ui.profile.newPassword',
            kind: 'password',
            autoComplete: 'new-password',
            help: t('ui.profile.passwordHelp', { min: PASSWORD_MIN }),
          },
          {
            key: 'confirmPassword',
            id: 'profile-confirm-password',
            label: 'ui.profile.confirmPassword',
            kind: 'password',
            autoComplete: 'new-password',
          },
        ]}
        draft={draft}
        set={set}
      />
      <Button type="submit" intent="primary" text={t('ui.profile.updatePassword')} />
    </form>
  );
}
