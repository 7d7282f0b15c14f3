import { endpoints } from '@marketplace-admin/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

/** Every path of the SDK's endpoint table is served, on its own host only, in any letter case. */
describe('endpoint table coverage', () => {
  const entries = Object.entries(
    endpoints as Record<string, { host: 'auth' | 'api'; method: string; path: string }>,
  );

  it('has the table', () => {
    expect(entries.length).toBeGreaterThan(60);
  });

  it.each(entries)('%s is routed', async (_name, def) => {
    const path = def.path.replace(/\{for\}/g, 'vendor').replace(/\{[^}]+\}/g, '1');
    const base = def.host === 'auth' ? h.api.authUrl : h.api.apiUrl;
    const other = def.host === 'auth' ? h.api.apiUrl : h.api.authUrl;
    const init = (p: string): [string, RequestInit] => [
      p,
      {
        method: def.method,
        headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
        body: def.method === 'GET' || def.method === 'DELETE' ? undefined : '{}',
      },
    ];
    for (const p of [path, path.toLowerCase(), path.toUpperCase().replace(/\/V1/g, '/v1')]) {
      const r = await fetch(...init(base + p));
      const body = (await r.json()) as { success: boolean; message: string };
      expect(typeof body.success).toBe('boolean');
      expect(r.status, `${def.method} ${p}: ${body.message}`).not.toBe(405);
      expect(body.message.startsWith('Not found:'), `${def.method} ${p}: ${body.message}`).toBe(false);
    }
    const wrong = await fetch(...init(other + path));
    expect(wrong.status).toBe(404);
  });
});
