import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

const get = (path: string): Promise<any> => h.data(path);

describe('referral configs and token mappings', () => {
  it('updates a config and reads it back; negative or non-numeric tokens are 400 and change nothing', async () => {
    const configs = (await get('/Referral/v1/all-referral-configs')).items;
    expect(configs).toHaveLength(4);
    const c = configs[0];
    expect(Object.keys(c)).toEqual(
      expect.arrayContaining([
        'configId',
        'referrerUserType',
        'referredUserType',
        'referrerRewardTokens',
        'referredRewardTokens',
      ]),
    );
    for (const bad of [
      { referrerRewardTokens: -1 },
      { referredRewardTokens: 'ten' },
      { referrerUserType: 'X' },
    ]) {
      expect(
        (await h.call('PUT', '/Referral/v1/update-referral-config', { ...c, ...bad })).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect((await get('/Referral/v1/all-referral-configs')).items[0]).toEqual(c);
    const r = await h.call('PUT', '/Referral/v1/update-referral-config', {
      ...c,
      referrerRewardTokens: 150,
      referredRewardTokens: 0,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Referral config updated');
    expect((await get('/Referral/v1/all-referral-configs')).items[0]).toMatchObject({
      referrerRewardTokens: 150,
      referredRewardTokens: 0,
    });
    expect(
      (await h.call('PUT', '/Referral/v1/update-referral-config', { configId: 999, referrerRewardTokens: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await h.call('PUT', '/Referral/v1/update-referral-config', { referrerRewardTokens: 1 })).status,
    ).toBe(400);
  });

  it('updates a token mapping and reads it back', async () => {
    const maps = (await get('/Referral/v1/token-mappings')).items;
    expect(maps.length).toBeGreaterThan(1);
    const m = maps[1];
    expect(
      (await h.call('PUT', '/Referral/v1/update-token-mapping', { ...m, requiredTokens: -5 })).status,
    ).toBe(400);
    const r = await h.call('PUT', '/Referral/v1/update-token-mapping', {
      ...m,
      requiredTokens: 250,
      equivalentValue: 30,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Mapping updated');
    expect((await get('/Referral/v1/token-mappings')).items[1]).toMatchObject({
      mappingId: m.mappingId,
      requiredTokens: 250,
      equivalentValue: 30,
    });
    expect(
      (await h.call('PUT', '/Referral/v1/update-token-mapping', { mappingId: 999, requiredTokens: 1 }))
        .status,
    ).toBe(404);
  });
});

describe('referral codes', () => {
  it('has a few thousand codes; pages, searches and sorts', async () => {
    const p = await get('/Referral/v1/all-referral-codes?page=3&pageSize=50');
    expect(p.totalCount).toBe(3000);
    expect(p.items).toHaveLength(50);
    const codes = p.items.map((x: any) => x.referralCode);
    expect(codes).toEqual([...codes].sort());
    const x = p.items[0];
    expect(x.userType === 'V' ? x.vendorName : x.clientName).toBeTruthy();
    const s = await get(`/Referral/v1/all-referral-codes?searchTerms=${x.referralCode.toLowerCase()}`);
    expect(s.items.map((y: any) => y.codeId)).toContain(x.codeId);
    const desc = (
      await get('/Referral/v1/all-referral-codes?pageSize=100&sortBy=createdAt&sortDescending=true')
    ).items.map((y: any) => y.createdAt);
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('deactivates and reactivates a code', async () => {
    const c = (await get('/Referral/v1/all-referral-codes?pageSize=100')).items.find((x: any) => x.isActive);
    const r = await h.call('POST', '/Referral/v1/update-referral-code', {
      codeId: c.codeId,
      isActive: false,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Referral code updated');
    expect(
      (await get(`/Referral/v1/all-referral-codes?searchTerms=${c.referralCode}`)).items.find(
        (y: any) => y.codeId === c.codeId,
      ).isActive,
    ).toBe(false);
    expect(
      (await h.call('POST', '/Referral/v1/update-referral-code', { codeId: c.codeId, isActive: 'perhaps' }))
        .status,
    ).toBe(400);
    expect(
      (await h.call('POST', '/Referral/v1/update-referral-code', { codeId: 999999, isActive: true })).status,
    ).toBe(404);
  });
});
