import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Shop } from '@marketplace-admin/sdk';
import english from 'virtual:messages/en/shops';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { registerEnglish, t } from '../../i18n';
import { currentUrl, fakeServer, json, page, renderScreen } from '../../test/renderScreen';
import type { ListSource } from '../../hooks/listSource';
import { defineList, ListScreen, useList } from './index';

// The worked example of docs/ARCHITECTURE.md ("Adding a list"): a source, a definition, a screen.
registerEnglish(english);

const SHOPS_BY_NAME: ListSource<Shop> = {
  key: 'example.shops',
  defaults: { sortBy: 'shopName' },
  read: (sdk) => (paging) => sdk.shops.list(paging),
};

const SHOPS_LIST = defineList({
  id: 'example-shops',
  source: SHOPS_BY_NAME,
  title: 'ui.nav.shops',
  loadFailed: 'shops.loadFailed',
  empty: 'ui.shops.empty',
  rowKey: (s: Shop) => s.shopId,
  search: { delayMs: 1000, placeholder: 'ui.shops.search' },
  area: (sdk) => sdk.shops,
  export: 'shops',
});

function ShopsByName() {
  const list = useList(SHOPS_LIST);
  return (
    <ListScreen list={list} columns={[{ id: 'name', header: 'Name', render: (s: Shop) => s.shopName }]} />
  );
}

const SHOP = { shopId: 1, shopName: 'Corner Bakery', shopPhones: [], shopImages: [], isActive: true };

beforeAll(async () => {
  await setupIcons();
});
afterEach(cleanup);

describe('a list drawn from its definition', () => {
  it("shows the title, the source's page for the URL's state, the search box, the pager and the Export menu", async () => {
    const server = fakeServer(({ url }) => (url.pathname === '/Shops/v1' ? page([SHOP], 11) : undefined));
    renderScreen(<ShopsByName />, { server, path: '/shops?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: t('ui.nav.shops') })).toBeTruthy();
    await screen.findByText('Corner Bakery');
    const asked = server.requestsTo('/Shops/v1')[0].url.searchParams;
    expect([asked.get('page'), asked.get('sortBy')]).toEqual(['2', 'shopName']);
    expect(screen.getByRole('searchbox', { name: t('ui.shops.search') })).toBeTruthy();
    expect(screen.getByText('Showing 11 to 11 of 11 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(currentUrl().searchParams.get('page')).toBe('2');
  });

  it("says the definition's empty text when there are no rows, and its failure when the read fails", async () => {
    renderScreen(<ShopsByName />, { server: fakeServer(), path: '/shops' });
    await screen.findByText(t('ui.shops.empty'));
    cleanup();
    const failing = fakeServer(() => json({ success: false, message: '' }, 400));
    renderScreen(<ShopsByName />, { server: failing, path: '/shops' });
    const said = await screen.findAllByText(t('shops.loadFailed'));
    expect(said.some((e) => e.closest('.mpa-list-alert'))).toBe(true);
  });

  it("draws the definition's Edit and Delete on each row: Edit opens the screen's form, Delete asks its question, then deletes", async () => {
    const WITH_DELETE = defineList({
      ...SHOPS_LIST,
      // deleted through the area's delete, by the row's key
      remove: { confirm: 'shops.confirmDelete', failed: 'shops.deleteFailed' },
      editDelete: {
        editRow: 'ui.shops.editName',
        deleteRow: 'ui.shops.deleteName',
        values: (s) => ({ name: s.shopName }),
      },
    });
    const onEdit = vi.fn();
    function Editable() {
      const list = useList(WITH_DELETE);
      return (
        <ListScreen
          list={list}
          columns={[{ id: 'name', header: 'Name', render: (s: Shop) => s.shopName }]}
          onEdit={onEdit}
        />
      );
    }
    const server = fakeServer(({ url, method }) =>
      method === 'GET' && url.pathname === '/Shops/v1'
        ? page([SHOP], 1)
        : { success: true, message: 'Deleted' },
    );
    renderScreen(<Editable />, { server, path: '/shops' });
    fireEvent.click(
      await screen.findByRole('button', { name: t('ui.shops.editName', { name: 'Corner Bakery' }) }),
    );
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ shopId: 1, shopName: 'Corner Bakery' }));
    fireEvent.click(
      screen.getByRole('button', { name: t('ui.shops.deleteName', { name: 'Corner Bakery' }) }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(t('shops.confirmDelete'))).toBeTruthy();
    expect(server.requests.some((r) => r.method !== 'GET')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: t('ui.components.delete') }));
    await waitFor(() => expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(1));
  });
});
