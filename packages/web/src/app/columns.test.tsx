import { cleanup, screen, waitFor } from '@testing-library/react';
import { catalogue, columnLabel, formatValue, LIST_COLUMNS, type ListColumns } from '@marketplace-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from './icons';
import { roomForGrids } from '../test/grid';
import { fakeServer, page, renderScreen } from '../test/renderScreen';
import RedemptionsScreen from '../screens/redemptions/index';

// The panel's grid headers and cells and mpa's table headers come from the same definitions (the SDK's
// LIST_COLUMNS): a header renamed or a format changed there changes both.
let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
});
afterAll(() => giveBack());
afterEach(() => cleanup());

const REQUEST = {
  redeemRequestId: 7,
  RedemptionId: null,
  requestUserType: 'C',
  requestUserId: 7,
  userName: 'Asha Rao',
  redeemMethod: 'UPI',
  redeemTokens: 9000,
  redeemRate: 0.12,
  redeemValue: 1080,
  requestDateTime: '2025-03-16T15:34:00Z',
  status: 'Pending',
};

describe('the grids read the column definitions', () => {
  it('Redemptions: the grid headers are the definitions labels, in their order, and its cells their words and formats', async () => {
    const server = fakeServer(({ url }) =>
      url.pathname === '/redemptionrequest/v1/pending' ? page([REQUEST]) : undefined,
    );
    renderScreen(<RedemptionsScreen />, { server, path: '/redemptions' });
    await screen.findByRole('button', { name: 'Redeem request 7' });

    const def = LIST_COLUMNS.redemptions as ListColumns;
    const shown = def.columns.filter((c) => c.only !== 'terminal' && (!c.tabs || c.tabs.includes('Pending')));
    // the light rows first, then Blueprint's Table, which draws frozen columns in more than one quadrant: each text once, in order
    const light = () => document.querySelector('.mpa-grid .mpa-light') !== null;
    const text = (sel: string) => [
      ...new Set([...document.querySelectorAll(`.mpa-grid ${sel}`)].map((e) => e.textContent?.trim() ?? '')),
    ];
    const headerTexts = () =>
      text(light() ? '.mpa-light-head .mpa-grid-header-text' : '.bp6-table-column-name-text');
    const cellTexts = () =>
      text(light() ? '.mpa-light-row:not(.mpa-light-head) .mpa-light-cell' : '.bp6-table-cell');
    await waitFor(() => {
      expect(headerTexts().filter((h) => shown.map(columnLabel).includes(h))).toEqual(shown.map(columnLabel));
      for (const c of shown)
        expect(cellTexts(), c.id).toContain(formatValue(c.kind, (REQUEST as Record<string, unknown>)[c.id]));
    });
    const cells = cellTexts();
    // the words, not the codes; numbers with thousands separators
    expect(cells).toEqual(expect.arrayContaining(['Client', '9,000', '1,080']));
  });

  it('a header renamed in the catalogue is renamed in the grid (no copy of it in the screen)', async () => {
    const headers = catalogue.columns as Record<string, string>;
    const before = { ...headers };
    Object.assign(headers, { userName: 'Requester (renamed)', requested: 'Asked on (renamed)' });
    try {
      const server = fakeServer(({ url }) =>
        url.pathname === '/redemptionrequest/v1/pending' ? page([REQUEST]) : undefined,
      );
      renderScreen(<RedemptionsScreen />, { server, path: '/redemptions' });
      await screen.findByRole('button', { name: 'Redeem request 7' });
      await waitFor(() => {
        const shown = [...document.querySelectorAll('.mpa-grid .bp6-table-column-name-text')].map((e) =>
          e.textContent?.trim(),
        );
        expect(shown).toEqual(expect.arrayContaining(['Requester (renamed)', 'Asked on (renamed)']));
        expect(shown).not.toContain('User Name');
      });
    } finally {
      Object.assign(headers, before);
    }
  });
});
