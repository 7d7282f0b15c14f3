// Link Services drawn by the page (issue 38): /vendors/:mobileNo/services' page draws its title row and the table's
// first rows from its three first reads before the app's code has come (src/prerender/earlyLinks.tsx); the app then
// takes the screen over with the same rows, in the same place, a box ticked meanwhile still ticked.
import { flattenServices, PAGE_SIZES, type MpaClient } from '@marketplace-admin/sdk';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appTakesOver,
  backendPath,
  holdAppCodeOnly,
  openSignedIn,
  signedInSdk,
  useStack,
  watchLayoutShifts,
  APP,
  FRAME,
} from './harness';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const MARKUP_NAME = `&<b onerror="x">Early</b> "q" 'x'`;
const TABLE = 'main table[aria-label="Services to link"]';

/** The screen as a user sees it: the title row's words and each row's name, choice, unit, rate and place. */
function screenOf(page: Page, scope: string, rows: number) {
  return page.locator(`${scope} main`).evaluate(
    (main, n) => ({
      subtitle: (main.querySelector('.mpa-page-subtitle')?.textContent ?? '').trim(),
      actions: [...main.querySelectorAll('.mpa-page-actions :is(a, button)')].map((a) =>
        [(a.textContent ?? '').trim(), a.getAttribute('href'), (a as HTMLButtonElement).disabled].join('|'),
      ),
      rows: [...main.querySelectorAll('table[aria-label="Services to link"] tbody tr')]
        .slice(0, n)
        .map((tr) => {
          const box = tr.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
          const select = tr.querySelector('select')!;
          const rate = tr.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!;
          const at = tr.querySelector('label')!.getBoundingClientRect();
          return {
            name: (tr.querySelector('label')?.textContent ?? '').trim(),
            checked: box.checked,
            unit: select.value,
            unitEnabled: !select.disabled,
            rate: rate.value,
            // where its name starts (its width is the column's: the app's later rows can widen it)
            at: { x: at.x, y: at.y, height: at.height },
          };
        }),
    }),
    rows,
  );
}

/** A new vendor with `name` linked to the first root service (unit piece, rate 10) and to `more`; its links by service. */
async function vendorWithLinks(
  mobile: string,
  name: string,
  more: { servicesId: number; unit: string; rate: number }[],
): Promise<Map<number, [string, string]>> {
  const [service] = (await sdk.services.rootLevelActive({ page: 1, pageSize: 1 })).items;
  await sdk.vendorServices.combinedCreate({
    name,
    mobileno: mobile,
    gender: 'f',
    yearOfBirth: 1990,
    yearOfExperience: 3,
    service: service.id,
  });
  const [link] = (await sdk.vendorServices.byMobile(mobile)).items;
  if (more.length)
    await sdk.vendorServices.replaceLinks(mobile, [
      { id: link.id, servicesId: service.id, serviceUnits: 'piece', serviceRates: 10 },
      ...more.map((m) => ({
        id: null,
        servicesId: m.servicesId,
        serviceUnits: m.unit,
        serviceRates: m.rate,
      })),
    ]);
  return new Map([
    [
      service.id,
      more.length ? ['piece', '10'] : [link.serviceUnits ?? 'piece', String(link.serviceRates ?? '')],
    ],
    ...more.map((m): [number, [string, string]] => [m.servicesId, [m.unit, String(m.rate)]]),
  ]);
}

/** From now on, whether the page's early script has finished (drawn or not): `__earlyDone` (vite.config.ts `boot.done`). */
async function watchEarlyDone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mpaBoot?: { done?: () => void }; __earlyDone?: boolean };
    Object.defineProperty(w, '__mpaBoot', {
      configurable: true,
      set(boot: { done?: () => void }) {
        Object.defineProperty(w, '__mpaBoot', { value: boot, writable: true, configurable: true });
        let done: (() => void) | undefined;
        Object.defineProperty(boot, 'done', {
          set: (f: () => void) => (done = f),
          get: () => () => {
            w.__earlyDone = true;
            done?.();
          },
        });
      },
    });
  });
}

/** The three reads the screen needs, as they reach the server. */
function watchReads(page: Page, mobile: string): Request[][] {
  const reads: Request[][] = [[], [], []];
  page.on('request', (r) => {
    const path = backendPath(r.url());
    if (path === `/VenderServices/v1/mobile/${mobile}`) reads[0].push(r);
    else if (path === '/Users/v1/search-by-mobile') reads[1].push(r);
    else if (path === '/Services/v1') reads[2].push(r);
  });
  return reads;
}

describe('Link Services before the app has come', () => {
  it("draws the vendor's title row and the table's first rows, the same the app then shows, in the same place, reading each once", async () => {
    const mobile = '9555000003';
    const tree = (await sdk.services.list({ page: 1, pageSize: PAGE_SIZES.dropdown, sortBy: 'ord' })).items;
    const flat = flattenServices(tree);
    const shown = Math.min(flat.length, 20);
    // a sub-service among the first rows linked with another unit and a rate with decimals
    const sub = (flat.slice(0, shown).find((r) => r.level > 1) ?? flat[1]).service;
    const links = await vendorWithLinks(mobile, MARKUP_NAME, [
      { servicesId: sub.id, unit: 'kg', rate: 12.5 },
    ]);
    const page = await openSignedIn(stack, '/settings');
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCodeOnly(page);
    const reads = watchReads(page, mobile);
    await page.goto(`/vendors/${mobile}/services`, { waitUntil: 'domcontentloaded' });

    // no code of the app has run: the page draws the screen
    await page.locator(`${FRAME} ${TABLE} tbody tr`).first().waitFor();
    const early = await screenOf(page, FRAME, 40);
    expect(early.subtitle).toBe(`${MARKUP_NAME} (${mobile})`);
    expect(early.actions).toEqual(['Back|/vendors-services|', 'Save||false']);
    expect(await page.locator(`${FRAME} main b, ${FRAME} main [onerror]`).count()).toBe(0);
    // the first rows in the tree's order, each linked one ticked with its unit and rate
    expect(early.rows.map(({ at: _, ...row }) => row)).toEqual(
      flat.slice(0, shown).map(({ service }) => {
        const link = links.get(service.id);
        return {
          name: service.name,
          checked: Boolean(link),
          unit: link?.[0] ?? 'piece',
          unitEnabled: Boolean(link),
          rate: link?.[1] ?? '',
        };
      }),
    );
    expect(early.rows.filter((r) => r.checked).map((r) => r.name)).toContain(sub.name);
    // a sub-service is indented under its parent, as the app draws it
    const level2 = flat.findIndex((r) => r.level === 2);
    if (level2 > 0 && level2 < shown) expect(early.rows[level2].at.x).toBeGreaterThan(early.rows[0].at.x);

    // the rows stay on the screen through the take-over (no spinner in their place, even for a frame)
    const app = await appTakesOver(page, {
      release,
      shifts,
      stays: `#root ${TABLE} tbody tr`,
      ready: `${APP} ${TABLE}`,
      read: () => screenOf(page, APP, early.rows.length),
    });
    expect(app).toEqual(early);
    // the app took the page's reads over: each was asked for once
    expect(reads.map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it('keeps a box ticked on the early rows: the app shows it ticked, its unit and rate to fill in', async () => {
    const mobile = '9555000004';
    await vendorWithLinks(mobile, 'Early Ticker', []);
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCodeOnly(page);
    await page.goto(`/vendors/${mobile}/services`, { waitUntil: 'domcontentloaded' });
    const unticked = page
      .locator(`${FRAME} ${TABLE} tbody tr:has(input[type="checkbox"]:not(:checked))`)
      .first();
    const name = (await unticked.locator('label').textContent())!.trim();
    await unticked.locator('label').click();

    await release();
    const row = page
      .locator(`${APP} ${TABLE} tbody tr`)
      .filter({ has: page.getByText(name, { exact: true }) });
    await row.locator('select:not([disabled])').waitFor();
    expect(await row.locator('input[type="checkbox"]').isChecked()).toBe(true);
    await row.locator('input[inputmode="decimal"]').fill('30');
    expect(await row.locator('input[inputmode="decimal"]').inputValue()).toBe('30');
  });

  it('leaves an unknown vendor and a vendor with no links to the app', async () => {
    const mobile = '9555000005';
    await vendorWithLinks(mobile, 'No Links Yet', []);
    const [link] = (await sdk.vendorServices.byMobile(mobile)).items;
    await sdk.vendorServices.delete(link.id);
    for (const [path, after] of [
      ['/vendors/9555999997/services', 'Vendor not found'],
      [`/vendors/${mobile}/services`, 'No Links Yet (9555000005)'],
    ]) {
      const page = await openSignedIn(stack, '/settings');
      const release = await holdAppCodeOnly(page);
      await watchEarlyDone(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // the page's early script has had the reads' answers: the frame still shows its title row alone
      await page.waitForFunction(() => (window as unknown as { __earlyDone?: boolean }).__earlyDone);
      expect(await page.locator(`${FRAME} main table, ${FRAME} main .mpa-page-subtitle`).count()).toBe(0);
      await release();
      await page.getByText(after, { exact: true }).waitFor();
      await page.close();
    }
  });
});
