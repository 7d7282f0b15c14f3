import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, isMpaError, memorySessionStore, MpaError, type SessionStore } from '../src/index';
import { startRecordingServer, type RecordingServer } from './recording-server';

let srv: RecordingServer;
beforeAll(async () => void (srv = await startRecordingServer()));
afterAll(async () => srv.close());
beforeEach(() => srv.reset());

function client(
  store: SessionStore = memorySessionStore({ authToken: 'tok-123', isAuthenticated: 'true' }),
  extra = {},
) {
  return createClient({
    authBaseUrl: srv.authUrl,
    apiBaseUrl: srv.apiUrl,
    session: store,
    retry: { retries: 0 },
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<MpaError> {
  try {
    await p;
  } catch (e) {
    expect(isMpaError(e)).toBe(true);
    return e as MpaError;
  }
  throw new Error('expected the call to fail');
}

describe('401', () => {
  it('clears authToken, isAuthenticated, user and userInfo, calls onUnauthorized and raises the session text', async () => {
    const store = memorySessionStore({
      authToken: 't',
      isAuthenticated: 'true',
      user: '{"username":"9","role":"admin"}',
      userInfo: '{}',
      redirectUrl: '/vendors',
    });
    const onUnauthorized = vi.fn();
    srv.respond(() => ({ status: 401, body: { success: false, message: 'token expired' } }));
    const e = await failure(client(store, { onUnauthorized }).call('vendors.list', { page: 1 }));
    expect(e).toBeInstanceOf(MpaError);
    expect(e.kind).toBe('unauthorized');
    expect(e.message).toBe('Session expired. Please login again.');
    expect(e.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    for (const k of ['authToken', 'isAuthenticated', 'user', 'userInfo']) expect(store.get(k)).toBeNull();
    expect(store.get('redirectUrl')).toBe('/vendors');
  });
});

describe('empty body', () => {
  it('GET with an empty body is the empty-response error', async () => {
    srv.respond(() => ({ status: 200, body: '' }));
    const e = await failure(client().call('services.list'));
    expect([e.kind, e.message]).toEqual(['empty-response', 'Empty response from server']);
  });
  it('POST with an empty body is the empty-response error', async () => {
    srv.respond(() => ({ status: 200, body: '' }));
    const e = await failure(client().call('services.reorder', { body: [{ id: 1, order: 2 }] }));
    expect([e.kind, e.message]).toEqual(['empty-response', 'Empty response from server']);
  });
  it.each([['vendors.toggleActive'], ['vendors.delete']])(
    'a successful %s with an empty body is success',
    async (name) => {
      srv.respond(() => ({ status: 204 }));
      const r = await client().call(name, { id: 7 });
      expect(r.success).toBe(true);
      expect(r.message).toBe('Operation completed successfully');
    },
  );
  it('a failed DELETE with an empty body is still the empty-response error', async () => {
    srv.respond(() => ({ status: 500, body: '' }));
    const e = await failure(client().call('vendors.delete', { id: 7 }));
    expect([e.kind, e.message, e.status]).toEqual(['empty-response', 'Empty response from server', 500]);
  });
});

describe('body formats and messages', () => {
  it('invalid JSON is the invalid-format error', async () => {
    srv.respond(() => ({ status: 200, body: '<html>oops' }));
    const e = await failure(client().call('services.list'));
    expect([e.kind, e.message]).toEqual(['invalid-format', 'Invalid response format from server']);
  });
  it('an unknown endpoint name fails with Invalid endpoint and sends nothing', async () => {
    const e = await failure(client().call('vendors.nope'));
    expect([e.kind, e.message]).toEqual(['invalid-endpoint', 'Invalid endpoint']);
    expect(srv.requests).toHaveLength(0);
  });
  it('prefers the server message over the fallback', async () => {
    srv.respond(() => ({ status: 400, body: { success: false, message: 'Mobile already registered' } }));
    const e = await failure(client().call('vendors.list', {}, { fallbackMessage: 'Failed to load vendors' }));
    expect([e.kind, e.message, e.status]).toEqual(['http', 'Mobile already registered', 400]);
  });
  it('uses the fallback when the server sends no message', async () => {
    srv.respond(() => ({ status: 500, body: { success: false } }));
    const e = await failure(client().call('vendors.list', {}, { fallbackMessage: 'Failed to load vendors' }));
    expect([e.kind, e.message]).toEqual(['http', 'Failed to load vendors']);
  });
  it('uses a generic text without message and fallback', async () => {
    srv.respond(() => ({ status: 500, body: { success: false, message: '  ' } }));
    const e = await failure(client().call('vendors.list'));
    expect(e.message).toBe('Request failed (HTTP 500)');
  });
  it('success:false on a 200 is a failure with the server message', async () => {
    srv.respond(() => ({ status: 200, body: { success: false, message: 'Category exists', code: 'DUP' } }));
    const e = await failure(
      client().call('shopCategories.create', { ShopCategoryName: 'x' }, { fallbackMessage: 'Create failed' }),
    );
    expect([e.kind, e.message, e.code, e.endpoint]).toEqual([
      'http',
      'Category exists',
      'DUP',
      'shopCategories.create',
    ]);
  });
  it('reads data', async () => {
    srv.respond(() => ({ body: { success: true, code: 200, message: 'fine', data: { id: 1 } } }));
    expect(await client().call('services.get', { id: 1 })).toMatchObject({
      success: true,
      code: 200,
      message: 'fine',
      data: { id: 1 },
    });
  });
  it('reads Data', async () => {
    srv.respond(() => ({ body: { success: true, Data: { id: 2 } } }));
    expect((await client().call('services.get', { id: 2 })).data).toEqual({ id: 2 });
  });
  it('defaults absent data to the empty page shape', async () => {
    srv.respond(() => ({ body: { success: true, message: 'nothing' } }));
    expect((await client().call('services.list', { page: 3, pageSize: 25 })).data).toEqual({
      items: [],
      totalCount: 0,
      page: 3,
      pageSize: 10,
    });
    expect((await client().call('services.list')).data).toEqual({
      items: [],
      totalCount: 0,
      page: 1,
      pageSize: 10,
    });
  });
});

describe('headers', () => {
  it('sends x-source and the bearer token when a token exists', async () => {
    await client().call('services.list');
    expect(srv.requests[0].headers['x-source']).toBe('A-Web');
    expect(srv.requests[0].headers.authorization).toBe('Bearer tok-123');
  });
  it('sends no Authorization without a token', async () => {
    await client(memorySessionStore()).call('services.list');
    expect(srv.requests[0].headers['x-source']).toBe('A-Web');
    expect(srv.requests[0].headers.authorization).toBeUndefined();
  });
  it('an explicit token wins over the stored one', async () => {
    await client(undefined, { token: 'env-token' }).call('services.list');
    expect(srv.requests[0].headers.authorization).toBe('Bearer env-token');
  });
  it('hooks see the token masked', async () => {
    const seen: string[] = [];
    const hooks = {
      onRequest: (i: { headers: Record<string, string> }) => seen.push(JSON.stringify(i)),
      onResponse: (i: { status: number }) => seen.push(JSON.stringify(i)),
    };
    await client(undefined, { hooks }).call('services.list', { page: 1 });
    expect(seen).toHaveLength(2);
    expect(seen.join()).not.toContain('tok-123');
    expect(JSON.parse(seen[0]).headers.Authorization).toBe('Bearer ***');
    expect(JSON.parse(seen[1]).status).toBe(200);
  });
});

describe('custom fetch', () => {
  it('is used, and called as a plain function (a browser fetch rejects any other this)', async () => {
    let calls = 0;
    function strictFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      calls++;
      return fetch(input, init);
    }
    await client(undefined, { fetch: strictFetch }).call('services.list');
    expect([calls, srv.requests.length]).toEqual([1, 1]);
  });
});

describe('query and path', () => {
  it('fills placeholders, removes them from the query, skips undefined/null and repeats arrays', async () => {
    await client().call('premiumServices.list', {
      for: 'vendor',
      page: 2,
      pageSize: 10,
      searchTerms: 'a b&c',
      sortBy: undefined,
      x: null,
      ids: [1, 2],
      sortDescending: false,
    });
    const r = srv.requests[0];
    expect([r.host, r.method, r.path]).toEqual([
      'api',
      'GET',
      '/PremiumServices/v1/GetAllwithPremiumServices/vendor',
    ]);
    expect([...r.query.entries()]).toEqual([
      ['page', '2'],
      ['pageSize', '10'],
      ['searchTerms', 'a b&c'],
      ['ids', '1'],
      ['ids', '2'],
      ['sortDescending', 'false'],
    ]);
  });
  it('encodes path values and sends DELETE params in the query', async () => {
    await client().call('shopCategories.delete', { categoryname: 'Home & Garden' });
    expect(srv.requests[0].path).toBe('/Shops/v1/category/Home%20%26%20Garden');
    await client().call('featuredAds.delete', { id: 5, FeaturedAdId: 5 });
    expect(srv.requests[1].path).toBe('/FeaturedAds/v1/5');
    expect(srv.requests[1].query.get('FeaturedAdId')).toBe('5');
  });
  it('a path value of . or .. is refused and nothing reaches the server (it would reach another address)', async () => {
    for (const name of ['..', '.']) {
      const e = await failure(client().call('shopCategories.delete', { categoryname: name }));
      expect([e.kind, e.message]).toEqual([
        'validation',
        `'${name}' cannot be sent as categoryname: a URL reads '.' and '..' as folder steps, so the request would go to another address`,
      ]);
      const typed = await failure(client().shopCategories.delete(name));
      expect(typed.kind).toBe('validation');
    }
    expect(srv.requests).toHaveLength(0);
    // dots that are not a whole segment are data, sent as they are
    await client().call('shopCategories.delete', { categoryname: '...' });
    await client().call('shopCategories.delete', { categoryname: 'a..b' });
    expect(srv.requests.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/Shops/v1/category/...'],
      ['DELETE', '/Shops/v1/category/a..b'],
    ]);
  });
  it('a missing placeholder is a validation error and sends nothing', async () => {
    const e = await failure(client().call('services.get', {}));
    expect(e.kind).toBe('validation');
    expect(srv.requests).toHaveLength(0);
  });
  it('sends auth calls to the auth host', async () => {
    await client().call('auth.signupUnverified', { mobile: '9' });
    expect([srv.requests[0].host, srv.requests[0].path]).toEqual(['auth', '/v1/asignup-unverified/mobile']);
  });
});

describe('body kinds', () => {
  it('JSON by default, path values removed from the body', async () => {
    await client().call('premiumServices.update', { id: 4, amountPaid: 0, isActive: true });
    const r = srv.requests[0];
    expect(r.contentType).toBe('application/json');
    expect(r.json).toEqual({ amountPaid: 0, isActive: true });
  });
  it('an explicit body (a list) goes as the whole JSON body', async () => {
    await client().call('vendorServices.bulkUpdate', {
      mobileno: '9876543210',
      body: [{ id: 1, servicesId: 2, serviceUnits: 'kg', serviceRates: 5 }],
    });
    const r = srv.requests[0];
    expect([r.method, r.path]).toEqual(['PUT', '/VenderServices/v1/bulk/9876543210']);
    expect(r.json).toEqual([{ id: 1, servicesId: 2, serviceUnits: 'kg', serviceRates: 5 }]);
  });
  it('multipart with flat dotted keys, files and repeated file arrays', async () => {
    const icon = new File(['icon-bytes'], 'icon.png', { type: 'image/png' });
    await client().call('vendorServices.combinedCreate', {
      'usersDto.name': 'Asha',
      'usersDto.yearOfBirth': 1990,
      isActive: true,
      image: icon,
      gallery: [new File(['a'], 'a.png'), new File(['b'], 'b.png')],
      skipped: undefined,
    });
    const r = srv.requests[0];
    expect(r.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const f = r.form as FormData;
    expect(f.get('usersDto.name')).toBe('Asha');
    expect(f.get('usersDto.yearOfBirth')).toBe('1990');
    expect(f.get('isActive')).toBe('true');
    expect((f.get('image') as File).name).toBe('icon.png');
    expect(await (f.get('image') as File).text()).toBe('icon-bytes');
    expect(f.getAll('gallery').map((x) => (x as File).name)).toEqual(['a.png', 'b.png']);
    expect(f.has('skipped')).toBe(false);
  });
  it("'auto' is JSON without files and multipart with one", async () => {
    await client().call('shops.create', { shopName: 'A', shopPhones: ['1'] });
    expect(srv.requests[0].contentType).toBe('application/json');
    expect(srv.requests[0].json).toEqual({ shopName: 'A', shopPhones: ['1'] });
    await client().call('shops.update', { id: 3, shopName: 'A', shopImages: [new Blob(['x'])] });
    expect(srv.requests[1].contentType).toMatch(/^multipart\/form-data/);
    expect(srv.requests[1].form?.get('shopName')).toBe('A');
    expect(srv.requests[1].form?.getAll('shopImages')).toHaveLength(1);
  });
  it('a body-less POST sends no body', async () => {
    await client().call('premiumServices.toggleStatus', { id: 9 });
    expect([srv.requests[0].path, srv.requests[0].body.length, srv.requests[0].contentType]).toEqual([
      '/PremiumServices/v1/9/toggle-status',
      0,
      '',
    ]);
  });
});

describe('base URLs', () => {
  it('takes a path on the page origin (a same-origin proxy in front of both hosts): calls go to that path', async () => {
    // a browser resolves a path against the page: here the page is the recording server's API host
    const page = srv.apiUrl;
    const browserFetch: typeof fetch = (input, init) => fetch(new URL(String(input), page), init);
    const c = client(undefined, { authBaseUrl: '/auth/', apiBaseUrl: '/api', fetch: browserFetch });
    await c.call('vendors.list', { page: 2, pageSize: 5 });
    await c.call('auth.logout');
    expect(srv.requests.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual([
      'GET /api/Vendors/v1?page=2&pageSize=5',
      'POST /auth/v1/alogout?',
    ]);
  });
});
