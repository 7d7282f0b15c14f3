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

const redeem = (id: number, Status = 'Approved', RedemptionDetails = 'Paid via UPI') =>
  h.call('POST', '/Redemption/v1/redeem', {
    RedeemRequestId: id,
    Status,
    RedemptionDetails,
    RedeemerUserType: 'V',
    RedemptionType: 'UPI',
  });

describe('redemption requests', () => {
  it('has several hundred requests in every state; the spec query names page, sort and search', async () => {
    const [p, a, r] = await Promise.all(
      ['pending', 'approved', 'rejected'].map((s) => get(`/redemptionrequest/v1/${s}?Page=1&PageSize=10`)),
    );
    expect(p.totalCount + a.totalCount + r.totalCount).toBe(600);
    for (const l of [p, a, r]) {
      expect(l.totalCount).toBeGreaterThan(20);
      expect(l.items).toHaveLength(10);
    }
    expect(p.items.every((x: any) => x.status === 'Pending')).toBe(true);
    expect(a.items.every((x: any) => x.status === 'Approved' && x.RedemptionId > 0)).toBe(true);
    for (const k of [
      'redeemRequestId',
      'RedemptionId',
      'requestUserType',
      'requestUserId',
      'userName',
      'redeemMethod',
      'redeemTokens',
      'redeemRate',
      'redeemValue',
      'requestDateTime',
      'status',
      'note',
    ]) {
      expect(p.items[0]).toHaveProperty(k);
    }
    const page2 = await get('/redemptionrequest/v1/pending?Page=2&PageSize=10');
    expect(page2.items.map((x: any) => x.redeemRequestId)).not.toContain(p.items[0].redeemRequestId);
    for (const key of [
      'userName',
      'requestUserType',
      'redeemMethod',
      'redeemTokens',
      'redeemRate',
      'redeemValue',
      'requestDateTime',
    ]) {
      const items = (
        await get(
          `/redemptionrequest/v1/approved?PageSize=1000&SortBy=${key}&SortDescending=true&Status=Approved`,
        )
      ).items.map((x: any) => x[key]);
      const norm = items.map((v: any) => (typeof v === 'string' ? v.toLowerCase() : v));
      expect(norm, key).toEqual([...norm].sort((x: any, y: any) => (x < y ? 1 : x > y ? -1 : 0)));
    }
    const who = p.items[0].userName;
    const s = await get(
      `/redemptionrequest/v1/pending?PageSize=1000&Search=${encodeURIComponent(who.toUpperCase())}`,
    );
    expect(s.items.map((x: any) => x.redeemRequestId)).toContain(p.items[0].redeemRequestId);
    expect(
      s.items.every(
        (x: any) =>
          x.userName.toLowerCase().includes(who.toLowerCase()) ||
          JSON.stringify(x).toLowerCase().includes(who.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('redeem moves a Pending request and records the note; a second redeem is 409 and changes nothing', async () => {
    const req = (await get('/redemptionrequest/v1/pending?PageSize=1')).items[0];
    for (const [body, msg] of [
      [{ RedeemRequestId: req.redeemRequestId, RedemptionDetails: 'x' }, 'Status is required.'],
      [{ RedeemRequestId: req.redeemRequestId, Status: 'Approved' }, 'Note is required.'],
      [
        { RedeemRequestId: req.redeemRequestId, Status: 'Pending', RedemptionDetails: 'x' },
        'Status must be Approved or Rejected',
      ],
    ] as const) {
      const r = await h.call('POST', '/Redemption/v1/redeem', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(msg);
    }
    expect(
      (
        await h.call('POST', '/Redemption/v1/redeem', {
          RedeemRequestId: req.redeemRequestId,
          Status: 'Approved',
          RedemptionDetails: 'x',
          RedeemValue: -1,
        })
      ).status,
    ).toBe(400);
    expect((await get('/redemptionrequest/v1/pending?PageSize=1')).items[0]).toEqual(req);
    const ok = await redeem(req.redeemRequestId, 'Rejected', 'Duplicate request');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Redemption request updated');
    expect(ok.body.data).toMatchObject({ status: 'Rejected', note: 'Duplicate request' });
    expect(ok.body.data.RedemptionId).toBeGreaterThan(0);
    const again = await redeem(req.redeemRequestId, 'Approved', 'Changed my mind');
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    const rejected = await get(
      `/redemptionrequest/v1/rejected?PageSize=1000&Search=${encodeURIComponent(req.userName)}`,
    );
    expect(rejected.items.find((x: any) => x.redeemRequestId === req.redeemRequestId)).toMatchObject({
      status: 'Rejected',
      note: 'Duplicate request',
    });
    expect((await redeem(999999)).status).toBe(404);
  });

  it('50 parallel redeems of one Pending request: exactly one success, 49 conflicts', async () => {
    const req = (await get('/redemptionrequest/v1/pending?PageSize=1&SortBy=redeemValue')).items[0];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        redeem(req.redeemRequestId, i % 2 ? 'Approved' : 'Rejected', `attempt ${i}`),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = results.find((r) => r.status === 200)!.body.data;
    const list = winner.status === 'Approved' ? 'approved' : 'rejected';
    const stored = (
      await get(`/redemptionrequest/v1/${list}?PageSize=1000&Search=${encodeURIComponent(req.userName)}`)
    ).items.find((x: any) => x.redeemRequestId === req.redeemRequestId);
    expect(stored.note).toBe(winner.note);
  });

  it('deletes a request', async () => {
    const req = (await get('/redemptionrequest/v1/approved?PageSize=1')).items[0];
    expect((await h.call('DELETE', `/redemptionrequest/v1/${req.redeemRequestId}`)).status).toBe(200);
    expect((await h.call('DELETE', `/redemptionrequest/v1/${req.redeemRequestId}`)).status).toBe(404);
  });
});
