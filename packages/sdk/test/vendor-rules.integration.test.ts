import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type MpaClient, type MpaError } from '../src/index';
import { startTestStack, type TestStack } from './dev-api';

// The rules the panel and mpa share for vendors (SDK domains), against the real dev API: "set active"
// over a server that only toggles, and replacing a vendor's service links.
let s: TestStack;
let c: MpaClient;
/** Requests the client sent, as "METHOD /path". */
const sent: string[] = [];
/** Runs once, just before the next toggle reaches the server: another administrator's change. */
let beforeNextToggle: (() => Promise<void>) | undefined;

beforeAll(async () => {
  s = await startTestStack();
  c = await s.client({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const line = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      sent.push(line);
      if (line.includes('toggle-active') && beforeNextToggle) {
        const race = beforeNextToggle;
        beforeNextToggle = undefined;
        await race();
      }
      return fetch(input, init);
    }) as typeof fetch,
  });
}, 60_000);
afterAll(() => s?.close());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: MpaError) => e,
  );
const toggles = () => sent.filter((l) => l.includes('toggle-active'));
const vendorActive = async (id: number) =>
  (await s.db().execute({ sql: 'SELECT is_active FROM users WHERE id=?', args: [id] })).rows[0].is_active ===
  1;
const linkActive = async (id: number) =>
  (await s.db().execute({ sql: 'SELECT is_active FROM vendor_services WHERE id=?', args: [id] })).rows[0]
    .is_active === 1;

describe('setActive (vendors and vendor services)', () => {
  it('a vendor: sends one toggle when the state differs, none when it is already so', async () => {
    const id = Number(
      (await s.db().execute(`SELECT id FROM users WHERE role='V' AND is_active=1 ORDER BY id LIMIT 1`))
        .rows[0].id,
    );
    sent.length = 0;
    const off = await c.vendors.setActive(id, false);
    expect([off.changed, off.message, await vendorActive(id), toggles().length]).toEqual([
      true,
      catalogue.vendors.statusUpdated,
      false,
      1,
    ]);
    sent.length = 0;
    const again = await c.vendors.setActive(id, false);
    expect([again.changed, again.message, toggles().length, await vendorActive(id)]).toEqual([
      false,
      catalogue.vendors.alreadyInState(false),
      0,
      false,
    ]);
  });

  it('a vendor: when another administrator changed it between the read and the toggle, it is toggled back to what was asked', async () => {
    const id = Number(
      (
        await s
          .db()
          .execute(`SELECT id FROM users WHERE role='V' AND is_active=1 ORDER BY id LIMIT 1 OFFSET 1`)
      ).rows[0].id,
    );
    await s.db().execute({ sql: 'UPDATE users SET is_active=0 WHERE id=?', args: [id] });
    // read: inactive, so a toggle is due; meanwhile someone activates it, so that toggle deactivates it
    beforeNextToggle = async () =>
      void (await s.db().execute({ sql: 'UPDATE users SET is_active=1 WHERE id=?', args: [id] }));
    sent.length = 0;
    const r = await c.vendors.setActive(id, true);
    expect([r.changed, toggles().length, await vendorActive(id)]).toEqual([true, 2, true]);
  });

  it('a vendor service: the same rules', async () => {
    const id = Number(
      (await s.db().execute(`SELECT id FROM vendor_services WHERE is_active=1 ORDER BY id LIMIT 1`)).rows[0]
        .id,
    );
    sent.length = 0;
    expect((await c.vendorServices.setActive(id, true)).changed).toBe(false);
    expect(toggles()).toEqual([]);
    beforeNextToggle = async () =>
      void (await s.db().execute({ sql: 'UPDATE vendor_services SET is_active=0 WHERE id=?', args: [id] }));
    const r = await c.vendorServices.setActive(id, false);
    expect([r.changed, toggles().length, await linkActive(id)]).toEqual([true, 2, false]);
  });
});

describe('vendors.findByMobile', () => {
  it("the list row with exactly this mobile number: not a row whose number only contains it, nor an empty one's", async () => {
    const [{ id, mobile }] = (
      await s.db().execute("SELECT id, mobileno AS mobile FROM users WHERE role='V' ORDER BY id LIMIT 1")
    ).rows as unknown as { id: number; mobile: string }[];
    const row = await c.vendors.findByMobile(String(mobile));
    expect(row).toMatchObject({ id: Number(id), mobileNo: String(mobile) });
    expect(await c.vendors.findByMobile(String(mobile).slice(0, 6))).toBeUndefined();
    expect(await c.vendors.findByMobile('  ')).toBeUndefined();
    expect(await c.vendors.findByMobile('0000000001')).toBeUndefined();
  });
});

describe('vendorServices.replaceLinks', () => {
  const linksOf = async (mobile: string) =>
    (await c.vendorServices.byMobile(mobile)).items.map((r) => ({
      id: r.id,
      servicesId: r.servicesId,
      serviceRates: Number(r.serviceRates),
    }));
  const serviceIds = async () =>
    (await s.db().execute('SELECT id FROM services ORDER BY id LIMIT 3')).rows.map((r) => Number(r.id));

  it('a vendor with links: one bulk update, the links it keeps keep their ids, the rest as given', async () => {
    const row = (
      await s
        .db()
        .execute(
          `SELECT u.mobileno AS m, vs.id AS id, vs.service_id AS sid FROM vendor_services vs JOIN users u ON u.id = vs.vendor_id ORDER BY vs.id LIMIT 1`,
        )
    ).rows[0];
    const mobile = String(row.m);
    const kept = Number(row.sid);
    const added = (await serviceIds()).find((x) => x !== kept)!;
    sent.length = 0;
    await c.vendorServices.replaceLinks(mobile, [
      { servicesId: kept, serviceUnits: 'hour', serviceRates: 321 },
      { servicesId: added, serviceUnits: 'piece', serviceRates: 5 },
    ]);
    expect(sent.filter((l) => !l.startsWith('GET'))).toEqual([`PUT /VenderServices/v1/bulk/${mobile}`]);
    const now = await linksOf(mobile);
    expect(now.map((l) => l.servicesId).sort()).toEqual([kept, added].sort());
    expect(now.find((l) => l.servicesId === kept)).toEqual({
      id: Number(row.id),
      servicesId: kept,
      serviceRates: 321,
    });
  });

  it('a vendor without links: one bulk create', async () => {
    const vendor = (
      await s.db().execute(`SELECT id, mobileno FROM users WHERE role='V' ORDER BY id DESC LIMIT 1`)
    ).rows[0];
    await s.db().execute({ sql: 'DELETE FROM vendor_services WHERE vendor_id=?', args: [vendor.id] });
    const mobile = String(vendor.mobileno);
    const [a] = await serviceIds();
    sent.length = 0;
    await c.vendorServices.replaceLinks(mobile, [{ servicesId: a, serviceUnits: 'piece', serviceRates: 10 }]);
    expect(sent.filter((l) => !l.startsWith('GET'))).toEqual(['POST /VenderServices/v1/bulk']);
    expect((await linksOf(mobile)).map((l) => l.servicesId)).toEqual([a]);
  });

  it('no such vendor: Vendor not found (404), nothing written; links breaking the rules: nothing sent', async () => {
    const [a] = await serviceIds();
    sent.length = 0;
    const e = await fail(
      c.vendorServices.replaceLinks('9999999990', [
        { servicesId: a, serviceUnits: 'piece', serviceRates: 1 },
      ]),
    );
    expect([e.kind, e.status, e.message]).toEqual(['http', 404, catalogue.vendors.notFound]);
    expect(sent.filter((l) => !l.startsWith('GET'))).toEqual([]);
    sent.length = 0;
    const bad = await fail(c.vendorServices.replaceLinks('9999999990', []));
    expect(bad.kind).toBe('validation');
    expect(sent).toEqual([]);
  });
});

describe('shopCategories.pages / iterate / all (a list the server sends whole)', () => {
  it('every category matching the query, page after page in the sort asked, from one read of the list per walk', async () => {
    const names = (await c.shopCategories.list()).map((x) => x.shopCategoryName);
    expect(names.length).toBeGreaterThan(3);
    const query = { searchTerms: 'a', sortBy: 'name', sortDescending: true };
    const expected = names.filter((n) => n.toLowerCase().includes('a')).sort((a, b) => b.localeCompare(a));
    sent.length = 0;
    const pages = [];
    for await (const p of c.shopCategories.pages({ ...query, pageSize: 2 })) pages.push(p);
    expect(pages.flatMap((p) => p.items.map((x) => x.shopCategoryName))).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / 2));
    expect(sent).toEqual(['GET /Shops/v1/all-categories']);
    expect((await c.shopCategories.all(query)).map((x) => x.shopCategoryName)).toEqual(expected);
    const seen = [];
    for await (const x of c.shopCategories.iterate({ ...query, pageSize: 1 })) seen.push(x.shopCategoryName);
    expect(seen).toEqual(expected);
  });
});
