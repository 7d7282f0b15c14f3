import { describe, expect, it } from 'vitest';
import { endpoints, isEndpointName } from '../src/index';
import { INLINE_SECTION_7, parseSection7, section7 } from './spec-calls';

const key = (c: { host: string; method: string; path: string }) => `${c.method} ${c.host} ${c.path}`;
/** Entries the spec does not show (CONTRACT §5 fixes them). */
const NOT_IN_SPEC = { 'services.updateStatus': 'PUT api /Services/v1/{id}/status' };

describe('endpoint table vs spec §7', () => {
  const { text, source } = section7();
  const calls = parseSection7(text);
  const table = Object.entries(endpoints).map(([name, d]) => ({ name, k: key(d) }));

  it(`parses the calls of §7 (${source})`, () => {
    expect(calls.length).toBe(72);
    expect(new Set(calls.map(key)).size).toBe(calls.length);
    expect(calls).toContainEqual({
      host: 'api',
      method: 'GET',
      path: '/PremiumServices/v1/GetAllwithPremiumServices/{for}',
    });
    expect(calls).toContainEqual({ host: 'api', method: 'GET', path: '/redemptionrequest/v1/rejected' });
    expect(calls).toContainEqual({ host: 'api', method: 'GET', path: '/ReviewRating/v1/pending-moderation' });
    expect(calls).toContainEqual({ host: 'auth', method: 'POST', path: '/v1/alogout' });
  });

  it('the inline copy names the same calls as the spec', () => {
    expect(parseSection7(INLINE_SECTION_7).map(key).sort()).toEqual(calls.map(key).sort());
  });

  it.each(calls.map((c) => [key(c)]))('%s is in the table, spelled exactly', (k) => {
    expect(table.filter((t) => t.k === k).map((t) => t.name)).toHaveLength(1);
  });

  it('every table entry is a §7 call or a documented exception', () => {
    const spec = new Set(calls.map(key));
    const extra = table.filter((t) => !spec.has(t.k)).map((t) => [t.name, t.k]);
    expect(Object.fromEntries(extra)).toEqual(NOT_IN_SPEC);
    expect(table).toHaveLength(calls.length + Object.keys(NOT_IN_SPEC).length);
  });

  it('paths have a leading slash, placeholders are {name}, and bodies fit the method', () => {
    for (const [name, d] of Object.entries(endpoints)) {
      expect(d.path, name).toMatch(/^\/[\w\-/{}]+$/);
      if (d.method === 'GET' || d.method === 'DELETE') expect(d.body, name).toBe('none');
      else expect(d.body, name).not.toBe('none');
      expect(isEndpointName(name)).toBe(true);
    }
    expect(isEndpointName('toString')).toBe(false);
  });

  it('uploads are multipart: services, combined vendor forms, vendor profile, categories, featured ads; shops auto', () => {
    const multipart = Object.entries(endpoints)
      .filter(([, d]) => d.body === 'multipart')
      .map(([n]) => n)
      .sort();
    expect(multipart).toEqual([
      'featuredAds.create',
      'featuredAds.update',
      'services.create',
      'services.update',
      'shopCategories.create',
      'shopCategories.update',
      'vendorServices.combinedCreate',
      'vendorServices.combinedUpdate',
      'vendors.profile',
    ]);
    expect([endpoints['shops.create'].body, endpoints['shops.update'].body]).toEqual(['auto', 'auto']);
  });
});
