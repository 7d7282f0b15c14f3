import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { MpaError } from '../errors';
import { SESSION_KEYS, type SessionUser } from '../session/index';
import { parseJson, serverMessage } from '../transport/envelope';
import type { CallOptions } from '../types/common';

/** Sign-in and sign-out against the auth host (spec §4, §5, §8). */
export interface AuthApi {
  /**
   * Signs in with mobile and password. Empty fields fail with kind 'validation' and no request.
   * On success the session holds authToken, isAuthenticated='true' and user {username, role:'admin'}.
   */
  login(
    c: { mobile: string; password: string },
    opts?: CallOptions,
  ): Promise<{ message: string; user: SessionUser }>;
  /**
   * Tells the auth host (POST /v1/alogout revokes the token) and clears the session. Never fails:
   * signing out locally does not depend on the server. `revoked` says whether the server confirmed it
   * (false with `error` when it could not be reached or refused; the token then stays valid until it expires).
   */
  logout(opts?: CallOptions): Promise<{ message: string; revoked: boolean; error?: MpaError }>;
  /** POST /v1/asignup-unverified/mobile */
  signupUnverified(body: Record<string, unknown>, opts?: CallOptions): Promise<unknown>;
}

function findToken(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const o = json as Record<string, unknown>;
  for (const c of [o, o.data, o.Data]) {
    if (c && typeof c === 'object') {
      const t = (c as Record<string, unknown>).token ?? (c as Record<string, unknown>).Token;
      if (typeof t === 'string' && t !== '') return t;
    }
  }
  return undefined;
}

export function authApi(core: Core): AuthApi {
  return {
    async login({ mobile, password }, opts = {}) {
      if (!mobile?.trim() || !password?.trim()) {
        throw new MpaError('validation', catalogue.auth.credentialsRequired, { endpoint: 'auth.signIn' });
      }
      const raw = await core.raw('auth.signIn', { mobile, password }, { ...opts, no401: true });
      const ok = raw.status >= 200 && raw.status < 300;
      let json: unknown;
      if (!ok) {
        try {
          json = JSON.parse(raw.text);
        } catch {
          json = undefined;
        }
        throw new MpaError('http', serverMessage(json) ?? catalogue.auth.loginFailedShort, {
          status: raw.status,
          endpoint: 'auth.signIn',
          fromServer: serverMessage(json) !== undefined,
        });
      }
      json = raw.text.trim() === '' ? undefined : parseJson(raw, { method: 'POST', endpoint: 'auth.signIn' });
      const token = findToken(json);
      if (!token) {
        throw new MpaError('http', serverMessage(json) ?? catalogue.auth.loginFailed, {
          status: raw.status,
          endpoint: 'auth.signIn',
          fromServer: serverMessage(json) !== undefined,
        });
      }
      const user: SessionUser = { username: mobile, role: 'admin' };
      core.setExplicitToken(null);
      core.store.set(SESSION_KEYS.authToken, token);
      core.store.set(SESSION_KEYS.isAuthenticated, 'true');
      core.store.set(SESSION_KEYS.user, JSON.stringify(user));
      return { message: catalogue.auth.loginSuccess, user };
    },
    async logout(opts = {}) {
      let revoked = false;
      let error: MpaError | undefined;
      if (core.token()) {
        try {
          const raw = await core.raw('auth.logout', {}, { ...opts, no401: true });
          revoked = raw.status >= 200 && raw.status < 300;
          if (!revoked)
            error = new MpaError(
              raw.status === 401 ? 'unauthorized' : 'http',
              catalogue.transport.requestFailed,
              { status: raw.status, endpoint: 'auth.logout' },
            );
        } catch (e) {
          // signing out locally never depends on the server
          error =
            e instanceof MpaError
              ? e
              : new MpaError('network', catalogue.transport.network, { endpoint: 'auth.logout', cause: e });
        }
      }
      core.clearSession();
      return error
        ? { message: catalogue.auth.loggedOut, revoked, error }
        : { message: catalogue.auth.loggedOut, revoked };
    },
    async signupUnverified(body, opts = {}) {
      return (await core.call('auth.signupUnverified', body, opts)).data;
    },
  };
}
