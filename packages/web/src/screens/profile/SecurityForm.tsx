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
        fields={(['currentPassword', 'newPassword', 'confirmPassword'] as const).map((key) => ({
          key,
          id: `profile-${key.replace('Password', '')}-password`,
          label: `ui.profile.${key}`,
          kind: 'password',
          autoComplete: key === 'currentPassword' ? 'current-password' : 'new-password',
          help: key === 'newPassword' ? t('ui.profile.passwordHelp', { min: PASSWORD_MIN }) : undefined,
        }))}
        draft={draft}
        set={set}
      />
      <Button type="submit" intent="primary" text={t('ui.profile.updatePassword')} />
    </form>
  );
}
