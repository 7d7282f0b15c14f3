import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendPath, DEMO, openSignedIn, signedInSdk, signIn, useStack, whileServerFails } from './harness';

const stack = useStack();

const signedInPage = (): Promise<Page> => openSignedIn(stack);

/** A node SDK client on the same dev API: the expected figures are read from the server, not typed in. */
const sdk = () => signedInSdk(stack.api);

const card = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Query parameters the spec names for the calls the panel makes here (spec §3 paging payload, §7 redemptions and flags). */
const SPEC_QUERY_PARAMS = new Set([
  'page',
  'pageSize',
  'searchTerms',
  'sortBy',
  'sortDescending',
  'onlyUnresolved',
  'Page',
  'PageSize',
  'SortBy',
  'Search',
  'SortDescending',
  'Status',
]);

describe('dashboard (spec §2 Dashboard; server figures where a spec call can tell)', () => {
  it('greets the signed-in user and shows the four cards, their sources and the upcoming appointments', async () => {
    const page = await signedInPage();
    await page.getByRole('heading', { name: `Welcome back, ${DEMO.username}!` }).waitFor();
    await page.getByText("Here's an overview of your appointment system").waitFor();
    for (const title of ['Total Appointments', 'Active Vendors', 'Pending Approvals', 'Total Services']) {
      await card(page, title).getByRole('heading', { name: title }).waitFor();
    }
    // appointment figures are sample data and say so; the other three come from the server
    expect(await card(page, 'Total Appointments').getByTestId('total-appointments').textContent()).toBe('8');
    await card(page, 'Total Appointments').getByText('Sample data').waitFor();
    for (const title of ['Pending Approvals', 'Total Services']) {
      await card(page, title).getByText('From the server').waitFor();
    }
    // trend: green up with its text
    const trend = card(page, 'Total Appointments').locator('.mpa-trend');
    expect(await trend.getAttribute('data-trend')).toBe('up');
    expect(await trend.textContent()).toContain('+12%');
    expect(await trend.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(28, 110, 66)');

    const table = page.getByRole('table', { name: 'Upcoming Appointments' });
    const headers = await table.locator('th').allTextContents();
    expect(headers).toEqual(['Client', 'Service', 'Vendor', 'Date', 'Time']);
    expect(await table.locator('tbody tr').count()).toBe(4);
  });

  it('Pending Approvals and Total Services are the server totals and follow server changes; Active Vendors names the registered total', async () => {
    const client = await sdk();
    const [vendors, services, redemptions, reviews] = await Promise.all([
      client.vendors.list({ page: 1, pageSize: 1 }),
      client.services.list({ page: 1, pageSize: 1 }),
      client.redemptions.list('Pending', { page: 1, pageSize: 1 }),
      client.reviews.list('pending', { page: 1, pageSize: 1 }),
    ]);

    const page = await signedInPage();
    const value = (title: string, id: string) =>
      card(page, title).getByTestId(id).filter({ hasText: /^\d+$/ }).textContent();
    expect(await value('Total Services', 'total-services')).toBe(String(services.totalCount));
    expect(await value('Pending Approvals', 'pending-approvals')).toBe(
      String(redemptions.totalCount + reviews.totalCount),
    );
    // the fixed words under each figure, and the server's figures on a line of their own
    await card(page, 'Pending Approvals')
      .getByText('Pending redemption requests + reviews awaiting moderation', { exact: true })
      .waitFor();
    await card(page, 'Pending Approvals')
      .getByText(new RegExp(`^${redemptions.totalCount} requests? \\+ ${reviews.totalCount} reviews?$`))
      .waitFor();
    await card(page, 'Active Vendors')
      .getByText('The server does not tell how many vendors are active', { exact: true })
      .waitFor();
    await card(page, 'Active Vendors')
      .getByText(`${vendors.totalCount} vendors registered`, { exact: true })
      .waitFor();

    // approve one pending review: the card follows after a reload
    const pendingReview = (await client.reviews.list('pending', { page: 1, pageSize: 1 })).items[0]!;
    await client.reviews.moderate({ reviewId: pendingReview.reviewID, status: 'A' });
    await page.reload();
    expect(await value('Pending Approvals', 'pending-approvals')).toBe(
      String(redemptions.totalCount + reviews.totalCount - 1),
    );
  });

  it('against a spec-exact server (400 for a query parameter the spec does not name) every card still loads; Active Vendors says it is not available', async () => {
    const page = await stack.newPage();
    const refused: string[] = [];
    await page.route(
      (u) => u.href.startsWith(`${stack.apiBaseUrl}/`),
      (route) => {
        const u = new URL(route.request().url());
        const unnamed = [...u.searchParams.keys()].filter((k) => !SPEC_QUERY_PARAMS.has(k));
        if (unnamed.length === 0) return route.continue();
        refused.push(`${backendPath(u)} ${unnamed.join(',')}`);
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: `Unknown query parameter ${unnamed[0]}` }),
        });
      },
    );
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    for (const id of ['total-services', 'pending-approvals'])
      await page.getByTestId(id).filter({ hasText: /^\d+$/ }).waitFor();
    const active = card(page, 'Active Vendors');
    await active.getByText(/^\d+ vendors? registered$/).waitFor();
    expect(await active.getByTestId('active-vendors').textContent()).toBe('—');
    await active.getByText('Not available from the server').waitFor();
    // the tooltip's code comes when the focus or the pointer first comes to it; the focus stays where it was
    await active.getByRole('img', { name: 'Not available from the server' }).focus();
    await page.locator('.bp6-tooltip').getByText('Not available from the server').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Not available from the server');
    await active.getByRole('img', { name: 'Not available from the server' }).blur();
    await page.locator('.bp6-tooltip').waitFor({ state: 'detached' });
    await active.getByRole('img', { name: 'Not available from the server' }).hover();
    await page.locator('.bp6-tooltip').getByText('Not available from the server').waitFor();
    expect(await page.locator('.mpa-dash-error').count()).toBe(0);
    expect(refused).toEqual([]);
  });

  it('a failing server shows the error on the server cards, the sample figures stay', async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await whileServerFails(stack, async () => {
      await page.reload();
      await card(page, 'Total Services').locator('.mpa-dash-error').waitFor({ timeout: 20_000 });
      expect(await card(page, 'Total Services').getByTestId('total-services').textContent()).toBe('—');
      expect(await card(page, 'Total Appointments').getByTestId('total-appointments').textContent()).toBe(
        '8',
      );
    });
  });
});
