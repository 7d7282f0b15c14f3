import { catalogue, type MpaClient } from '@marketplace-admin/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failureToast,
  openSignedIn,
  seriousViolations,
  signedInSdk,
  useStack,
  whileServerFails,
} from './harness';
import { grid } from './grid';

const stack = useStack();
let sdk: MpaClient;
beforeAll(async () => {
  sdk = await signedInSdk(stack.api);
});

const open = (path: string, dark = false): Promise<Page> => openSignedIn(stack, path, { dark });

const card = (page: Page, title: string) => page.getByRole('group', { name: title });

describe('Referral Configuration (/referral-config)', () => {
  it('shows one card per config with user types and both token counts', async () => {
    const page = await open('/referral-config');
    await page.getByRole('heading', { name: 'Referral Configuration', level: 1 }).waitFor();
    await page.getByText('View and edit referral reward settings').waitFor();
    const configs = await sdk.referrals.configs.list();
    await expect.poll(() => page.locator('.mpa-cfg-card').count()).toBe(configs.length);
    const c = card(page, 'Vendor refers Client');
    expect(await c.getByText('V Vendor').count()).toBe(1);
    expect(await c.getByText('C Client').count()).toBe(1);
    const server = configs.find((x) => x.referrerUserType === 'V' && x.referredUserType === 'C')!;
    expect(await c.getByTestId('referrer-tokens').textContent()).toBe(String(server.referrerRewardTokens));
    expect(await c.getByTestId('referred-tokens').textContent()).toBe(String(server.referredRewardTokens));
  });

  it('Edit, Save: the tokens are saved on the server and shown after a reload', async () => {
    const page = await open('/referral-config');
    const c = card(page, 'Client refers Vendor');
    await c.getByRole('button', { name: /^Edit/ }).click();
    await c.getByLabel('Referrer reward tokens').fill('321');
    await c.getByLabel('Referred reward tokens').fill('0');
    await c.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.rewards.configUpdated }).waitFor();
    const server = (await sdk.referrals.configs.list()).find(
      (x) => x.referrerUserType === 'C' && x.referredUserType === 'V',
    )!;
    expect([server.referrerRewardTokens, server.referredRewardTokens]).toEqual([321, 0]);
    await page.reload();
    await expect
      .poll(() => card(page, 'Client refers Vendor').getByTestId('referrer-tokens').textContent())
      .toBe('321');
    expect(await card(page, 'Client refers Vendor').getByTestId('referred-tokens').textContent()).toBe('0');
  });

  it('Cancel discards the edit; a negative or empty count gives the validation message and sends nothing', async () => {
    const page = await open('/referral-config');
    const c = card(page, 'Vendor refers Vendor');
    const before = await c.getByTestId('referrer-tokens').textContent();
    await c.getByRole('button', { name: /^Edit/ }).click();
    await c.getByLabel('Referrer reward tokens').fill('999');
    await c.getByRole('button', { name: 'Cancel' }).click();
    expect(await c.getByTestId('referrer-tokens').textContent()).toBe(before);

    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
    await c.getByRole('button', { name: /^Edit/ }).click();
    await c.getByLabel('Referrer reward tokens').fill('-5');
    await c.getByLabel('Referred reward tokens').fill('');
    await c.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => c.getByText(catalogue.rewards.tokensMin).count()).toBe(2);
    expect(puts).toEqual([]);
  });

  it('a failing server shows the failure toast and keeps what was typed', async () => {
    const page = await open('/referral-config');
    const c = card(page, 'Client refers Client');
    await c.getByRole('button', { name: /^Edit/ }).click();
    await c.getByLabel('Referrer reward tokens').fill('77');
    await whileServerFails(stack, async () => {
      await c.getByRole('button', { name: 'Save' }).click();
      await failureToast(page).waitFor();
    });
    expect(await c.getByLabel('Referrer reward tokens').inputValue()).toBe('77');
  });

  it.each([false, true])('passes axe (dark %s), also while editing', async (dark) => {
    const page = await open('/referral-config', dark);
    await page.locator('.mpa-cfg-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.mpa-cfg-card').first().getByRole('button', { name: /^Edit/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('Points Conversion Rate (/points-mapping-config)', () => {
  const mappings = (page: Page) => grid(page, 'Token mappings');
  const actions = async (page: Page, type: string) => mappings(page).cell('Redemption Type', type, 'Actions');

  it('lists the mappings; an inline edit is saved and read back after a reload', async () => {
    const page = await open('/points-mapping-config');
    await page.getByRole('heading', { name: 'Points Conversion Rate', level: 1 }).waitFor();
    await mappings(page).settled();
    for (const h of ['Redemption Type', 'Required Tokens', 'Equivalent Value'])
      await page.getByRole('columnheader', { name: h }).waitFor();
    const server = await sdk.referrals.tokenMappings.list();
    await expect.poll(() => mappings(page).rowCount()).toBe(server.length);
    await (await actions(page, 'UPI')).getByRole('button', { name: 'Edit UPI' }).click();
    // the edit starts in the row's first field
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Redemption Type');
    await page.getByRole('spinbutton', { name: 'Required tokens' }).fill('150');
    await page.getByRole('spinbutton', { name: 'Equivalent value' }).fill('12.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: catalogue.rewards.mappingUpdated }).waitFor();
    const upi = (await sdk.referrals.tokenMappings.list()).find((m) => m.redemptionType === 'UPI')!;
    expect([upi.requiredTokens, upi.equivalentValue]).toEqual([150, 12.5]);
    await page.reload();
    await mappings(page).settled();
    const row = (await mappings(page).column('Redemption Type')).indexOf('UPI');
    expect((await mappings(page).column('Required Tokens'))[row]).toBe('150');
    expect((await mappings(page).column('Equivalent Value'))[row]).toBe('12.5');
  });

  it('rejects negative numbers without a request; a failing server gives "Failed to update mapping"-style toast and keeps the input', async () => {
    const page = await open('/points-mapping-config');
    await mappings(page).settled();
    await (await actions(page, 'Wallet Credit')).getByRole('button', { name: 'Edit Wallet Credit' }).click();
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
    const tokens = page.getByRole('spinbutton', { name: 'Required tokens' });
    await tokens.fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    const said = page.getByText('Required tokens must be 0 or more');
    await said.waitFor();
    // the field is marked and says why, for a screen reader too
    expect(await tokens.getAttribute('aria-invalid')).toBe('true');
    expect(await tokens.getAttribute('aria-describedby')).toBe(await said.getAttribute('id'));
    expect(puts).toEqual([]);
    await tokens.fill('60');
    await whileServerFails(stack, async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await failureToast(page).waitFor();
    });
    expect(await tokens.inputValue()).toBe('60');
    expect(puts.length).toBe(1);
  });

  it('is edited from the keyboard: Enter on the Actions cell edits, the arrows reach each field, Save saves', async () => {
    const page = await open('/points-mapping-config');
    const g = mappings(page);
    await g.settled();
    const type = 'Gift Voucher';
    await (await g.cell('Redemption Type', type, 'Redemption Type')).focus();
    for (const key of ['ArrowRight', 'Enter']) await page.keyboard.press(key);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Redemption Type');
    for (const key of ['Escape', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Required Tokens');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('75');
    for (const key of ['Escape', 'ArrowLeft', 'Enter', 'ArrowRight']) await page.keyboard.press(key);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.keyboard.press('Enter');
    await page.locator('.bp6-toast').filter({ hasText: catalogue.rewards.mappingUpdated }).waitFor();
    const saved = (await sdk.referrals.tokenMappings.list()).find((m) => m.redemptionType === type)!;
    expect(saved.requiredTokens).toBe(75);
  });

  it.each([false, true])('passes axe (dark %s), also while editing', async (dark) => {
    const page = await open('/points-mapping-config', dark);
    await mappings(page).settled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    await page.getByRole('spinbutton', { name: 'Required tokens' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
