import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearServerCache } from '../app/sdk';
import { showToast } from '../app/toaster';
import { t } from '../i18n';
import { useSdk } from './useSdk';

/** Signs out (spec §4): clears the session, says 'Logged out successfully', goes to /login. */
export function useLogout(): { logout(): Promise<void>; busy: boolean } {
  const client = useSdk();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await client.auth.logout();
      client.session.clearRedirectUrl();
      clearServerCache();
      void showToast({ message: t('auth.loggedOut'), intent: 'success' });
      navigate('/login', { replace: true });
    } finally {
      setBusy(false);
    }
  }, [client, navigate]);
  return { logout, busy };
}
