import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@marketplace-admin/sdk';
import { nodeFetch } from '../src/http';
import { json, startStack, type Stack } from './helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
  await s.login();
});
afterAll(() => s?.close());

describe('a path parameter of . or ..', () => {
  it("'mpa shop-categories delete .. --yes' sends no DELETE (it would reach /Shops/v1), exits 2 and says why", async () => {
    // The name is the data's: a category may be called '..'.
    expect((await s.mpa(['shop-categories', 'create', '--name', '..'])).code).toBe(0);
    const before = json((await s.mpa(['shop-categories', 'list', '--all', '--format', 'json'])).stdout);
    expect(before.map((c: any) => c.shopCategoryName)).toContain('..');
    const sent: string[] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return nodeFetch(input as string, init);
    }) as typeof fetch;
    const r = await s.mpa(['shop-categories', 'delete', '..', '--yes'], { fetch: recording });
    expect([r.code, r.stderr]).toEqual([2, `${catalogue.requests.dotSegment('categoryname', '..')}\n`]);
    expect(sent.filter((x) => !x.startsWith('GET '))).toEqual([]);
    const after = json((await s.mpa(['shop-categories', 'list', '--all', '--format', 'json'])).stdout);
    expect(after).toEqual(before);
  });
});
