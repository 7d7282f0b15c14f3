import { Button, Callout, Card, FormGroup, H1, Icon, InputGroup } from '@blueprintjs/core';
import { validateLogin, type MpaClient } from '@marketplace-admin/sdk';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearServerCache } from '../../app/sdk';
import { showToast } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/login';
import { errorText, registerEnglish, translateText, useT } from '../../i18n';
import { PasswordField } from './PasswordField';
import './login.css';

registerEnglish(english);

/** The saved redirect URL if it is a path inside the app (never another site, never /login), else /dashboard. */
export function takeRedirect(client: MpaClient): string {
  const saved = client.session.redirectUrl();
  client.session.clearRedirectUrl();
  const ok = saved && saved.startsWith('/') && !saved.startsWith('//') && !/^\/login(?:[/?#]|$)/.test(saved);
  return ok ? saved : '/dashboard';
}

/** Spec §2 Login (/login). */
export default function LoginScreen() {
  const client = useSdk();
  const navigate = useNavigate();
  const t = useT();
  const [signedIn] = useState(() => client.session.isAuthenticated());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);

  // The username field takes the focus in the frame after the form appears: React's autoFocus focuses during its
  // commit, which lays the page out inside the start-up's longest task. Not when the user is already in a field.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) usernameRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // already signed in: straight to the saved redirect URL or /dashboard, replacing history
  useEffect(() => {
    if (signedIn) navigate(takeRedirect(client), { replace: true });
  }, [signedIn, client, navigate]);

  if (signedIn) return null;

  const fail = (message: string): void => {
    setError(message);
    void showToast({ message, intent: 'danger' });
  };

  const onSubmit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ mobile: username, password });
    if (invalid) return fail(translateText(invalid));
    setError(null);
    setBusy(true);
    try {
      await client.auth.login({ mobile: username.trim(), password });
      clearServerCache();
      void showToast({ message: t('auth.loginSuccess'), intent: 'success' });
      navigate(takeRedirect(client), { replace: true });
    } catch (err) {
      setBusy(false);
      fail(errorText(err, 'auth.loginFailedShort'));
    }
  };

  return (
    <div className="mpa-login-page">
      <Card className="mpa-login-card" elevation={2}>
        <div className="mpa-login-head">
          <span className="mpa-login-mark" aria-hidden>
            <Icon icon="shield" size={20} />
          </span>
          <H1 className="mpa-login-title">{t('ui.login.title')}</H1>
          <p className="mpa-login-subtitle">{t('ui.login.subtitle')}</p>
        </div>
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('ui.login.title')}>
          {error && (
            <Callout intent="danger" icon="error" className="mpa-login-error" id="login-error">
              {error}
            </Callout>
          )}
          <FormGroup label={t('ui.login.username')} labelFor="login-username">
            <InputGroup
              id="login-username"
              name="username"
              leftIcon="user"
              placeholder={t('ui.login.usernamePlaceholder')}
              autoComplete="username"
              inputMode="numeric"
              inputRef={usernameRef}
              value={username}
              onValueChange={(v) => setUsername(v)}
              intent={error && !username.trim() ? 'danger' : 'none'}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </FormGroup>
          <FormGroup label={t('ui.login.password')} labelFor="login-password">
            <PasswordField
              value={password}
              onValueChange={setPassword}
              invalid={!!error && !password.trim()}
              describedBy={error ? 'login-error' : undefined}
              placeholder={t('ui.login.password')}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            fill
            size="large"
            icon={busy ? undefined : 'log-in'}
            disabled={busy}
            text={busy ? t('ui.login.busy') : t('ui.login.submit')}
          />
        </form>
        <p className="mpa-login-note">
          <Icon icon="lock" size={12} aria-hidden /> {t('ui.login.note')}
        </p>
      </Card>
    </div>
  );
}
