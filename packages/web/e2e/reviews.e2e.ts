import { createClient as createDb } from '@libsql/client';
import { catalogue, EXPORT_COLUMNS, type MpaClient, type Review } from '@marketplace-admin/sdk';
import { exportHeaders } from './gridChecks';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Dialog, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  useStack,
  whileServerFails,
} from './harness';
import { sharedScreenTab } from './routeList';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const open = (path: string, dark = false): Promise<Page> => openSignedIn(stack, path, { dark });
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const countText = (page: Page) => page.locator('.mpa-review-count').textContent();
async function allOf(status: 'pending' | 'approved' | 'rejected', searchTerms?: string): Promise<Review[]> {
  const out: Review[] = [];
  for await (const p of sdk.reviews.pages({ status, searchTerms, pageSize: 1000 })) out.push(...p.items);
  return out;
}
/** Gives a pending review a unique title, so a search finds exactly it. */
async function pendingTitled(title: string, text?: string): Promise<Review> {
  const r = (await allOf('pending')).find((x) => !/^E2E/.test(String(x.reviewTitle)))!;
  await sdk.reviews.update(r.reviewID, { reviewTitle: title, ...(text ? { reviewText: text } : {}) });
  return { ...r, reviewTitle: title };
}

describe('Moderate Reviews (/reviews-moderation)', () => {
  // The tests about what the screen does rather than its load share one signed-in tab, which opens the screen afresh
  // from Settings as a sidebar link does; the tab over a reload, the read-back after one, dark mode and the 5,000
  // reviews still load their page.
  const visit = sharedScreenTab(() => openSignedIn(stack, '/settings'), 'Moderate Reviews');

  it('tabs Pending, Rejected, Approved show every review of their status; the tab is in the URL', async () => {
    const page = await open('/reviews-moderation');
    await page.getByRole('heading', { name: 'Moderate Reviews', level: 1 }).waitFor();
    for (const [tab, status] of [
      ['Pending', 'pending'],
      ['Rejected', 'rejected'],
      ['Approved', 'approved'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const n = (await allOf(status)).length;
      await expect.poll(() => countText(page)).toBe(`${n} reviews`);
      expect(await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      if (status !== 'pending') expect(new URL(page.url()).searchParams.get('tab')).toBe(status);
      const first = cards(page).first();
      expect(await first.getByRole('button', { name: /^Delete/ }).count()).toBe(1);
      expect(await first.getByRole('button', { name: /^Approve/ }).count()).toBe(
        status === 'approved' ? 0 : 1,
      );
      expect(await first.getByRole('button', { name: /^Reject/ }).count()).toBe(
        status === 'rejected' ? 0 : 1,
      );
    }
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  // the debounce itself: src/screens/reviews-moderation/reviews.test.tsx
  it('search filters (kept in the URL); nothing found shows the empty text; sort reorders', async () => {
    const r = await pendingTitled('E2E Unique Search Title');
    const page = await visit('/reviews-moderation');
    await cards(page).first().waitFor();
    const search = page.getByPlaceholder('Search reviews...');
    await search.fill('E2E Unique Search');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('E2E Unique Search');
    await expect.poll(() => countText(page)).toBe('1 review');
    await card(page, 'E2E Unique Search Title').waitFor();
    expect(await card(page, 'E2E Unique Search Title').getByText(`#${r.reviewID}`).count()).toBe(1);
    await search.fill('zz-no-such-review-zz');
    await page.getByText(catalogue.reviews.empty).waitFor();
    await search.fill('');
    await expect
      .poll(async () => Number((await countText(page))?.split(' ')[0]))
      .toBe((await allOf('pending')).length);

    await page.getByLabel('Sort reviews').selectOption({ label: 'Newest first' });
    await expect.poll(() => new URL(page.url()).searchParams.get('desc')).toBe('1');
    const newest = [...(await allOf('pending'))].sort((a, b) =>
      String(b.createdAt).localeCompare(String(a.createdAt)),
    )[0];
    await expect
      .poll(() => cards(page).first().locator('time').getAttribute('datetime'))
      .toBe(newest.createdAt);
    await page.getByLabel('Sort reviews').selectOption({ label: 'Oldest first' });
    const oldest = [...(await allOf('pending'))].sort((a, b) =>
      String(a.createdAt).localeCompare(String(b.createdAt)),
    )[0];
    await expect
      .poll(() => cards(page).first().locator('time').getAttribute('datetime'))
      .toBe(oldest.createdAt);
  });

  it('approving a pending review with a note moves it to Approved (read back after a reload); rejecting an approved one moves it to Rejected', async () => {
    const r = await pendingTitled('E2E Approve Me');
    const page = await open('/reviews-moderation?q=E2E+Approve+Me');
    const c = card(page, 'E2E Approve Me');
    await c.getByLabel('Moderator notes for E2E Approve Me').fill('Checked the booking');
    expect(await c.getByText('19/200').count()).toBe(1);
    await c.getByRole('button', { name: /^Approve/ }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.reviews.published }).waitFor();
    await page.getByText(catalogue.reviews.empty).waitFor(); // the pending list reloaded
    await page.reload();
    await page.getByText(catalogue.reviews.empty).waitFor();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await card(page, 'E2E Approve Me').waitFor();
    const server = (await allOf('approved', 'E2E Approve Me')).find((x) => x.reviewID === r.reviewID)!;
    expect(server.moderatorNotes).toBe('Checked the booking');
    expect(server.moderatedStatus).toBe('A');

    await card(page, 'E2E Approve Me')
      .getByRole('button', { name: /^Reject/ })
      .click();
    await page.getByText(catalogue.reviews.empty).waitFor();
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await card(page, 'E2E Approve Me').waitFor();
    expect((await allOf('rejected', 'E2E Approve Me')).map((x) => x.reviewID)).toEqual([r.reviewID]);
  });

  it('moderator notes stop at 200 characters with a counter', async () => {
    await pendingTitled('E2E Long Notes');
    const page = await visit('/reviews-moderation?q=E2E+Long+Notes');
    const input = card(page, 'E2E Long Notes').getByLabel('Moderator notes for E2E Long Notes');
    await input.fill('x'.repeat(250));
    expect((await input.inputValue()).length).toBe(200);
    expect(await card(page, 'E2E Long Notes').getByText('200/200').count()).toBe(1);
  });

  it("delete asks 'Are you sure you want to delete this review?' and removes it on the server", async () => {
    const r = await pendingTitled('E2E Delete Me');
    const page = await visit('/reviews-moderation?q=E2E+Delete+Me');
    await card(page, 'E2E Delete Me')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(catalogue.reviews.confirmDelete).waitFor();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    expect(await card(page, 'E2E Delete Me').count()).toBe(1);
    await card(page, 'E2E Delete Me')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.reviews.deleted }).waitFor();
    await page.getByText(catalogue.reviews.empty).waitFor();
    for (const s of ['pending', 'approved', 'rejected'] as const)
      expect((await allOf(s)).some((x) => x.reviewID === r.reviewID)).toBe(false);
  });

  it('a failing server shows the failure toast and keeps the notes', async () => {
    await pendingTitled('E2E Failing Approve');
    const page = await visit('/reviews-moderation?q=E2E+Failing+Approve');
    const c = card(page, 'E2E Failing Approve');
    await c.getByLabel(/^Moderator notes/).fill('Keep me');
    await whileServerFails(stack, async () => {
      await c.getByRole('button', { name: /^Approve/ }).click();
      await failureToast(page).waitFor();
    });
    expect(await c.getByLabel(/^Moderator notes/).inputValue()).toBe('Keep me');
    expect((await allOf('pending', 'E2E Failing Approve')).length).toBe(1);
  });

  it('bulk: approve several selected pending reviews in one go, with a result per review (one already processed elsewhere)', async () => {
    const titles = ['E2E Bulk One', 'E2E Bulk Two', 'E2E Bulk Three'];
    const reviews = [];
    for (const t of titles) reviews.push(await pendingTitled(t));
    const page = await visit('/reviews-moderation?q=E2E+Bulk');
    await expect.poll(() => countText(page)).toBe('3 reviews');
    await page.getByText('Select all (3)').click();
    await card(page, 'E2E Bulk Two')
      .getByLabel(/^Moderator notes/)
      .fill('bulk note two');
    // Someone else approves one meanwhile: the server answers 409 for it.
    await sdk.reviews.moderate({ reviewId: reviews[0].reviewID, status: 'A' });
    await page.getByRole('button', { name: 'Approve selected (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve selected reviews' });
    await dialog.getByText('3 of 3 processed: 2 succeeded, 1 already processed, 0 failed').waitFor();
    expect(await dialog.locator('tr[data-state="done"]').count()).toBe(2);
    expect(await dialog.locator('tr[data-state="already-processed"]').getByText('E2E Bulk One').count()).toBe(
      1,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText(catalogue.reviews.empty).waitFor();
    const approved = await allOf('approved', 'E2E Bulk');
    expect(approved.map((x) => x.reviewTitle).sort()).toEqual([...titles].sort());
    expect(approved.find((x) => x.reviewTitle === 'E2E Bulk Two')!.moderatorNotes).toBe('bulk note two');
  });

  it('bulk reject under failures: failed ones are reported and retryable', async () => {
    for (const t of ['E2E Flaky A', 'E2E Flaky B']) await pendingTitled(t);
    const page = await visit('/reviews-moderation?q=E2E+Flaky');
    await expect.poll(() => countText(page)).toBe('2 reviews');
    await page.getByText('Select all (2)').click();
    stack.api.setFaults({ failRate: 1 });
    const dialog = page.getByRole('dialog', { name: 'Reject selected reviews' });
    try {
      await page.getByRole('button', { name: 'Reject selected (2)' }).click();
      await dialog.getByText('2 of 2 processed: 0 succeeded, 0 already processed, 2 failed').waitFor();
    } finally {
      stack.api.setFaults({ failRate: 0 });
    }
    await dialog.getByRole('button', { name: 'Retry failed (2)' }).click();
    await dialog.getByText('2 of 2 processed: 2 succeeded, 0 already processed, 0 failed').waitFor();
    expect((await allOf('rejected', 'E2E Flaky')).length).toBe(2);
  });

  it('a review whose text is <img src=x onerror=alert(1)> renders as text and runs nothing', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    await pendingTitled('E2E XSS <b>title</b>', payload);
    const page = await visit('/reviews-moderation?q=E2E+XSS');
    const dialogs: string[] = [];
    const onDialog = (d: Dialog): void => {
      dialogs.push(d.message());
      void d.dismiss();
    };
    page.on('dialog', onDialog);
    onTestFinished(() => void page.off('dialog', onDialog));
    const c = card(page, 'E2E XSS <b>title</b>');
    await c.waitFor();
    expect(await c.getByTestId('review-text').textContent()).toBe(payload);
    expect(await c.locator('img').count()).toBe(0);
    expect(await c.locator('b').count()).toBe(0);
    // the handler could only run from an <img src=x> in the page: there is none, so nothing ran or will
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('flagged reviews with unresolved flags are listed and can be resolved', async () => {
    const page = await visit('/reviews-moderation');
    const before: number[] = [];
    for await (const f of sdk.reviews.iterateFlagged({ onlyUnresolved: true, pageSize: 500 }))
      before.push(f.flagId);
    expect(before.length).toBeGreaterThan(0);
    await page.getByText(`${before.length} flagged review`).waitFor();
    await page.getByRole('button', { name: 'Show flags' }).click();
    const first = page.getByRole('button', { name: /^Resolve flag / }).first();
    const flagId = Number((await first.getAttribute('aria-label'))!.replace('Resolve flag ', ''));
    await first.click();
    await page.getByText(`${before.length - 1} flagged review`).waitFor();
    const after: number[] = [];
    for await (const f of sdk.reviews.iterateFlagged({ onlyUnresolved: true, pageSize: 500 }))
      after.push(f.flagId);
    expect(after).not.toContain(flagId);
    expect(after.length).toBe(before.length - 1);
  });

  it("Export CSV and JSON: every review of the tab as searched (the server's totalCount), the columns of `mpa reviews export`", async () => {
    const term = 'time';
    const total = (await sdk.reviews.list('approved', { searchTerms: term, pageSize: 1 })).totalCount;
    const expected = await allOf('approved', term);
    expect(expected.length).toBe(total);
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThan((await allOf('approved')).length); // the search narrows the tab
    const page = await visit(`/reviews-moderation?tab=approved&q=${term}&sort=rating&desc=1`);
    await expect.poll(() => countText(page)).toBe(`${total} reviews`);
    const exportAs = async (format: 'CSV' | 'JSON') => {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click(),
      ]);
      return download;
    };

    const csv = await exportAs('CSV');
    expect(csv.suggestedFilename()).toMatch(/^reviews-\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = await readFile((await csv.path())!, 'utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true); // UTF-8 for spreadsheet programs
    const [header, ...lines] = raw.slice(1).split('\r\n').filter(Boolean);
    expect(header).toBe(exportHeaders('reviews').join(',')); // the grid's headers; JSON keeps the field names
    expect(lines).toHaveLength(total);
    expect(lines.map((l) => Number(l.split(',')[0])).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.reviewID).sort((a, b) => a - b),
    );
    // sorted as the screen is: highest rating first
    const ratings = lines.map((l) => Number(l.split(',')[3]));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await page
      .locator('.bp6-toast')
      .filter({ hasText: `Exported ${total} rows` })
      .waitFor();

    const json = await exportAs('JSON');
    expect(json.suggestedFilename()).toMatch(/^reviews-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = JSON.parse(await readFile((await json.path())!, 'utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0])).toEqual([...EXPORT_COLUMNS.reviews]);
    const one = expected[0];
    expect(rows.find((r) => r.reviewID === one.reviewID)).toEqual({
      reviewID: one.reviewID,
      reviewTitle: one.reviewTitle,
      reviewText: one.reviewText,
      rating: one.rating,
      createdAt: one.createdAt,
      moderatorNotes: one.moderatorNotes ?? null,
    });
  });

  it.each([false, true])('passes axe (dark %s), with the flags and the export menu open', async (dark) => {
    const page = await open('/reviews-moderation', dark);
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: 'Show flags' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^CSV/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('5,000 pending reviews in one tab: windowed, and every one reachable by scrolling (render and scroll times: npm run bench)', async () => {
    const db = createDb({ url: pathToFileURL(join(stack.api.dataDir, 'dev-api.sqlite')).href });
    const now = Date.now();
    const stmts = Array.from({ length: 5000 }, (_, i) => ({
      sql: `INSERT INTO reviews(vendor_name, client_name, title, text, rating, status, created_at) VALUES(?,?,?,?,?,'P',?)`,
      args: [
        'Load Vendor',
        'Load Client',
        `E2E Load ${String(i + 1).padStart(4, '0')}`,
        `Generated review number ${i + 1}`,
        (i % 5) + 1,
        new Date(now + i * 1000).toISOString(),
      ],
    }));
    await db.batch(stmts, 'write');
    db.close();
    await pendingTitled('E2E Cache Buster'); // any write through the API drops its list cache
    const page = await open('/reviews-moderation?q=E2E+Load');
    await expect.poll(() => countText(page), { timeout: 20_000 }).toBe('5000 reviews');
    expect(await cards(page).count()).toBeLessThan(40);
    await card(page, 'E2E Load 0001').waitFor();
    // a visit that only looks reads the first page: the rest is asked for once the user acts on the page
    const restReads: string[] = [];
    page.on('request', (r) => void (/pageSize=1000/i.test(r.url()) && restReads.push(r.url())));
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
    expect(restReads).toEqual([]);
    expect(await page.getByRole('checkbox', { name: 'Select all (5000)' }).isEnabled()).toBe(false);
    // scrolling the list is acting on it: the count is the server's from the first page; the whole tab is in once
    // "Select all" can be ticked
    await page.locator('.mpa-vlist').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Select all (5000)' }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    expect(restReads.length).toBeGreaterThan(0);
    await page.locator('.mpa-vlist').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await card(page, 'E2E Load 5000').waitFor();
    expect(await cards(page).count()).toBeLessThan(40);
    await page.locator('.mpa-vlist').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    await card(page, 'E2E Load 2500').waitFor();
    expect(await cards(page).count()).toBeLessThan(40);
  });
});
