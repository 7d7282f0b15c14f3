import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createClient, memorySessionStore, type MpaClient, type SessionStore } from '@marketplace-admin/sdk';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { SdkContext } from '../../hooks/useSdk';
import LoginScreen, { takeRedirect } from './index';

const toasts = vi.hoisted(() => [] as Array<{ message: string; intent?: string }>);
vi.mock('../../app/toaster', () => ({
  showToast: async (t: { message: string; intent?: string }) => {
    toasts.push(t);
    return t.message;
  },
}));

type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
let store: SessionStore;
let client: MpaClient;

function renderLogin(initial = '/login') {
  return render(
    <SdkContext.Provider value={client}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SdkContext.Provider>,
  );
}

const username = () => screen.getByLabelText('Username') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ }));

beforeAll(async () => {
  await setupIcons();
});

beforeEach(() => {
  toasts.length = 0;
  fetchMock = vi.fn<FetchFn>();
  store = memorySessionStore();
  client = createClient({
    authBaseUrl: 'http://auth.test',
    apiBaseUrl: 'http://api.test',
    session: store,
    fetch: fetchMock as unknown as typeof fetch,
    retry: { retries: 0 },
  });
});

afterEach(() => cleanup());

describe('login form', () => {
  it('shows the spec texts', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Login');
    expect(screen.getByText('Enter your credentials to access the admin panel')).toBeTruthy();
    expect(screen.getByText(/Secure access for administrators only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it.each([
    ['', ''],
    ['9000000000', ''],
    ['', 'admin12345'],
    ['  ', '  '],
  ])("'%s' / '%s' gives 'Username and password are required' without a request", async (u, p) => {
    renderLogin();
    fireEvent.change(username(), { target: { value: u } });
    fireEvent.change(password(), { target: { value: p } });
    submit();
    await screen.findByText('Username and password are required');
    expect(toasts).toEqual([{ message: 'Username and password are required', intent: 'danger' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(username().value).toBe(u);
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Invalid mobile number or password' }));
    renderLogin();
    fireEvent.change(username(), { target: { value: '9000000000' } });
    fireEvent.change(password(), { target: { value: 'nope-nope' } });
    submit();
    await screen.findByText('Invalid mobile number or password');
    expect(username().value).toBe('9000000000');
    expect(password().value).toBe('nope-nope');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
    expect(store.get('authToken')).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('http://auth.test/v1/asignin/mobile-pwd');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    renderLogin();
    fireEvent.change(username(), { target: { value: '9000000000' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    await screen.findByText('Login failed');
  });

  it("reads 'Logging in...' while busy, then says 'Login successful!' and goes to /dashboard", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
    renderLogin();
    fireEvent.change(username(), { target: { value: '9000000000' } });
    fireEvent.change(password(), { target: { value: 'admin12345' } });
    submit();
    const busy = (await screen.findByRole('button', { name: 'Logging in...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(json(200, { success: true, message: 'Login successful!', data: { token: 't-1' } }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    expect(toasts).toContainEqual({ message: 'Login successful!', intent: 'success' });
    expect(store.get('authToken')).toBe('t-1');
    expect(store.get('isAuthenticated')).toBe('true');
  });

  it('goes to the saved redirect URL after signing in, and forgets it', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { token: 't-2' } }));
    store.set('redirectUrl', '/vendors?page=2');
    renderLogin();
    fireEvent.change(username(), { target: { value: '9000000000' } });
    fireEvent.change(password(), { target: { value: 'admin12345' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/vendors?page=2'));
    expect(store.get('redirectUrl')).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    renderLogin();
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });

  it('sends a signed-in user straight on, without showing the form', async () => {
    store.set('authToken', 't');
    store.set('isAuthenticated', 'true');
    store.set('redirectUrl', '/shops');
    renderLogin();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shops'));
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});

describe('takeRedirect', () => {
  it.each([
    [null, '/dashboard'],
    ['/vendors/9000000001/services', '/vendors/9000000001/services'],
    ['//evil.example/x', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['/login', '/dashboard'],
    ['/login?x=1', '/dashboard'],
    ['/login-history', '/login-history'],
  ])('%s -> %s', (saved, expected) => {
    if (saved !== null) store.set('redirectUrl', saved);
    expect(takeRedirect(client)).toBe(expected);
    expect(store.get('redirectUrl')).toBeNull();
  });
});
