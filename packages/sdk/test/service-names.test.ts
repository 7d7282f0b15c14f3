import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MpaClient, Service } from '../src/index';
import { startTestStack, type TestStack } from './dev-api';

// services.names: what the panel's vendor list and `mpa vendors list` show for a vendor's main service id.
let stack: TestStack;
let c: MpaClient;
const paths: string[] = [];
beforeAll(async () => {
  stack = await startTestStack();
  const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
    paths.push(new URL(String(input)).pathname);
    return fetch(input, init);
  }) as typeof fetch;
  c = await stack.client({ fetch: counting });
}, 60000);
afterAll(() => stack?.close());

describe('services.names', () => {
  it('reads the root-level active services once, then each other id once (a sub-service, an inactive one); null for no such service', async () => {
    const roots: Service[] = [];
    for await (const s of c.services.iterate({ pageSize: 100 })) roots.push(s);
    const root = roots.find((s) => s.status === 'A')!;
    const inactive = roots.find((s) => s.status !== 'A')!;
    const sub = (root.subServices ?? [])[0]!;
    paths.length = 0;
    const names = await c.services.names([root.id, sub.id, inactive.id, sub.id, String(root.id), 999999, '']);
    expect(Object.fromEntries(names)).toEqual({
      [root.id]: root.name,
      [sub.id]: sub.name,
      [inactive.id]: inactive.name,
      999999: null,
    });
    expect(paths.filter((p) => p.endsWith('/root-level-active-only'))).toHaveLength(1);
    expect(paths.filter((p) => /\/Services\/v1\/\d+$/.test(p)).sort()).toEqual(
      [`/Services/v1/${sub.id}`, `/Services/v1/${inactive.id}`, '/Services/v1/999999'].sort(),
    );
  });

  it('no ids: no request', async () => {
    paths.length = 0;
    expect((await c.services.names([])).size).toBe(0);
    expect(paths).toEqual([]);
  });
});
