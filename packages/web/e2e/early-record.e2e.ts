// A record drawn by the page (issue 38): Vendor Details' page sends its reads itself (the vendor's detail chained on
// the search that finds its id) and draws the vendor from them before the app's code has come
// (src/prerender/earlyRecord.tsx); the app then takes the screen over with the same text, in the same place.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appTakesOver,
  holdAppCodeOnly,
  openSignedIn,
  signedInSdk,
  useStack,
  watchLayoutShifts,
  APP,
  FRAME,
} from './harness';

const stack = useStack();

const MARKUP_NAME = `&<b onerror="x">Early</b> "q" 'x'`;

/** The vendor's details as a user sees them: each term and its value, where the card is, the header's links. */
function details(page: Page, scope: string) {
  return page.locator(`${scope} main`).evaluate((main) => ({
    fields: [...main.querySelectorAll('.mpa-detail-list > div')].map((d) => [
      (d.querySelector('dt')?.textContent ?? '').trim(),
      (d.querySelector('dd')?.textContent ?? '').trim(),
    ]),
    card: (({ x, y, width, height }) => ({ x, y, width, height }))(
      main.querySelector('.mpa-detail')!.getBoundingClientRect(),
    ),
    links: [...main.querySelectorAll('.mpa-page-header a')].map((a) => [
      (a.textContent ?? '').trim(),
      a.getAttribute('href'),
    ]),
  }));
}

describe("a vendor's details", () => {
  it('are drawn by the page before the app has come, the same details the app then shows, in the same place', async () => {
    const sdk = await signedInSdk(stack.api);
    const [service] = (await sdk.services.rootLevelActive({ page: 1, pageSize: 1 })).items;
    const mobile = '9555000002';
    await sdk.vendorServices.combinedCreate({
      name: MARKUP_NAME,
      mobileno: mobile,
      gender: 'f',
      yearOfBirth: 1990,
      yearOfExperience: 3,
      service: service.id,
    });
    const page = await openSignedIn(stack, '/settings');
    const shifts = await watchLayoutShifts(page);
    const release = await holdAppCodeOnly(page);
    const detailReads: Request[] = [];
    page.on('request', (r) => {
      if (/\/api\/vendors\/v1\/\d+$/i.test(new URL(r.url()).pathname)) detailReads.push(r);
    });
    await page.goto(`/vendors/${mobile}`, { waitUntil: 'domcontentloaded' });

    // no code of the app has run: the page draws the vendor
    await page.locator(`${FRAME} main .mpa-detail`).waitFor();
    const early = await details(page, FRAME);
    expect(early.fields).toContainEqual(['Name', MARKUP_NAME]);
    expect(early.fields).toContainEqual(['Mobile', mobile]);
    expect(early.fields).toContainEqual(['Gender', 'Female']);
    expect(early.fields).toContainEqual(['Main Service', service.name]);
    expect(await page.locator(`${FRAME} main b, ${FRAME} main [onerror]`).count()).toBe(0);
    expect(early.links).toContainEqual(['Link services', `/vendors/${mobile}/services`]);

    // the card stays on the screen through the take-over (no spinner in its place, even for a frame)
    const app = await appTakesOver(page, {
      release,
      shifts,
      stays: '#root main .mpa-detail',
      ready: `${APP} table[aria-label="Linked services"]`,
      read: () => details(page, APP),
    });
    expect(app).toEqual(early);
    // the app took the page's read of the detail over: it was asked for once
    expect(detailReads).toHaveLength(1);
  });

  it('are left to the app for a vendor the search does not find: the app says there is no such vendor', async () => {
    const page = await openSignedIn(stack, '/settings');
    const release = await holdAppCodeOnly(page);
    await page.goto('/vendors/9555999999', { waitUntil: 'domcontentloaded' });
    // the page's reads have answered: the frame still shows its title row alone
    await page.waitForFunction(() =>
      Promise.all(
        (window as unknown as { __mpaReads: { response?: Promise<Response> }[] }).__mpaReads
          .filter((r) => r.response)
          .map((r) => r.response!.then((a) => a.clone().text()).catch(() => undefined)),
      ).then(() => true),
    );
    expect(await page.locator(`${FRAME} main .mpa-detail`).count()).toBe(0);
    await release();
    await page.getByText('Vendor not found').waitFor();
  });
});
