import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, openSignedIn, signedInSdk, signIn, startStack, whileServerFails, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const signedInPage = (): Promise<Page> => openSignedIn(stack);

/** A node SDK client on the same dev API: the expected figures are read from the server, not typed in. */
const sdk = () => signedInSdk(stack.api);

const card = (page: Page, title: string) => page.getByRole('group', { name: title });

describe('dashboard (spec §2 Dashboard; server figures where the API can tell)', () => {
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
    for (const title of ['Active Vendors', 'Pending Approvals', 'Total Services']) {
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

  it('Active Vendors, Pending Approvals and Total Services are the server totals and follow server changes', async () => {
    const client = await sdk();
    const [vendors, services, redemptions, reviews] = await Promise.all([
      client.vendors.list({ page: 1, pageSize: 100 }),
      client.services.list({ page: 1, pageSize: 1 }),
      client.redemptions.list('Pending', { page: 1, pageSize: 1 }),
      client.reviews.list('pending', { page: 1, pageSize: 1 }),
    ]);
    const all = [];
    for await (const v of client.vendors.iterate({ pageSize: 100 })) all.push(v);
    expect(all.length).toBe(vendors.totalCount);
    const active = all.filter((v) => v.isActive).length;
    expect(active).toBeLessThan(vendors.totalCount); // the seed has inactive vendors: the card must not show the total

    const page = await signedInPage();
    const value = (title: string, id: string) => card(page, title).getByTestId(id).filter({ hasText: /^\d+$/ }).textContent();
    expect(await value('Active Vendors', 'active-vendors')).toBe(String(active));
    await card(page, 'Active Vendors').getByText(`Vendors marked active, of ${vendors.totalCount} vendors registered`).waitFor();
    expect(await value('Total Services', 'total-services')).toBe(String(services.totalCount));
    expect(await value('Pending Approvals', 'pending-approvals')).toBe(String(redemptions.totalCount + reviews.totalCount));
    await card(page, 'Pending Approvals')
      .getByText(new RegExp(`^${redemptions.totalCount} pending redemption requests? \\+ ${reviews.totalCount} reviews? awaiting moderation$`))
      .waitFor();

    // deactivate one active vendor and approve one pending review: the cards follow after a reload
    const victim = all.find((v) => v.isActive)!;
    await client.vendors.toggleActive(victim.id);
    const pendingReview = (await client.reviews.list('pending', { page: 1, pageSize: 1 })).items[0]!;
    await client.reviews.moderate({ reviewId: pendingReview.reviewID, status: 'A' });
    await page.reload();
    expect(await value('Active Vendors', 'active-vendors')).toBe(String(active - 1));
    expect(await value('Pending Approvals', 'pending-approvals')).toBe(String(redemptions.totalCount + reviews.totalCount - 1));
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
      expect(await card(page, 'Total Appointments').getByTestId('total-appointments').textContent()).toBe('8');
    });
  });
});
