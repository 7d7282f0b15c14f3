import { Button, Callout, Card, FormGroup, H1, Icon, InputGroup } from '@blueprintjs/core';
import { catalogue, isMpaError, validateLogin, type MpaClient } from '@marketplace-admin/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearServerCache } from '../../app/sdk';
import { showToast } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';
import './login.css';

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
  const [signedIn] = useState(() => client.session.isAuthenticated());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    if (invalid) return fail(invalid);
    setError(null);
    setBusy(true);
    try {
      const { message } = await client.auth.login({ mobile: username.trim(), password });
      clearServerCache();
      void showToast({ message, intent: 'success' });
      navigate(takeRedirect(client), { replace: true });
    } catch (err) {
      setBusy(false);
      fail(isMpaError(err) && err.message ? err.message : catalogue.auth.loginFailedShort);
    }
  };

  return (
    <div className="mpa-login-page">
      <Card className="mpa-login-card" elevation={2}>
        <div className="mpa-login-head">
          <span className="mpa-login-mark" aria-hidden>
            <Icon icon="shield" size={20} />
          </span>
          <H1 className="mpa-login-title">Admin Login</H1>
          <p className="mpa-login-subtitle">Enter your credentials to access the admin panel</p>
        </div>
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Admin Login">
          {error && (
            <Callout intent="danger" icon="error" className="mpa-login-error" id="login-error">
              {error}
            </Callout>
          )}
          <FormGroup label="Username" labelFor="login-username">
            <InputGroup
              id="login-username"
              name="username"
              leftIcon="user"
              placeholder="Mobile number"
              autoComplete="username"
              inputMode="numeric"
              autoFocus
              value={username}
              onValueChange={(v) => setUsername(v)}
              intent={error && !username.trim() ? 'danger' : 'none'}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </FormGroup>
          <FormGroup label="Password" labelFor="login-password">
            <InputGroup
              id="login-password"
              name="password"
              leftIcon="lock"
              type={showPassword ? 'text' : 'password'}
              placeholder="Password"
              autoComplete="current-password"
              value={password}
              onValueChange={(v) => setPassword(v)}
              intent={error && !password.trim() ? 'danger' : 'none'}
              aria-describedby={error ? 'login-error' : undefined}
              rightElement={
                <Button
                  variant="minimal"
                  icon={showPassword ? 'eye-off' : 'eye-open'}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  title={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((s) => !s)}
                />
              }
            />
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" icon={busy ? undefined : 'log-in'} disabled={busy} text={busy ? 'Logging in...' : 'Login'} />
        </form>
        <p className="mpa-login-note">
          <Icon icon="lock" size={12} aria-hidden /> Secure access for administrators only
        </p>
      </Card>
    </div>
  );
}
