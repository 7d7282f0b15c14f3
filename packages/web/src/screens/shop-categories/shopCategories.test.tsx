import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogue, DEBOUNCE_MS, exportList, type ShopCategory } from '@marketplace-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { gridColumn, gridHeaders, roomForGrids } from '../../test/grid';
import { currentUrl, fakeClock, fakeServer, json, page, renderScreen } from '../../test/renderScreen';
import ShopCategoriesScreen from './index';
import { setLanguage } from '../../i18n';

const t = catalogue.shopCategories;

let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
});
afterAll(() => giveBack());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

// Stored order (ord) differs from the name order: Bakery is 3rd, Dairy 1st.
const SEED: Array<[string, number]> = [
  ['Dairy', 1],
  ['Electronics', 2],
  ['Bakery', 3],
  ['Pharmacy', 4],
  ['Apparel', 5],
  ['Hardware', 6],
  ['Grocery', 7],
  ['Florist', 8],
  ['Cafe', 9],
  ['Jewellery', 10],
  ['Kitchen', 11],
  ['Lighting', 12],
];

/** The dev API's category store: reorder writes the orders it is sent (spec §7). */
function categoryServer(
  opts: {
    reorder?: (body: Array<{ id: number; order: number }>) => Response | undefined;
    listAnswered?: Promise<void>;
  } = {},
) {
  const store: ShopCategory[] = SEED.map(([name, ord], i) => ({
    shopCategoryId: i + 1,
    shopCategoryName: name,
    shopCategoryIcon: '',
    isActive: true,
    ord,
  }));
  const bodies: Array<Array<{ id: number; order: number }>> = [];
  const server = fakeServer(async ({ method, url, body: sent }) => {
    if (url.pathname === '/Shops/v1/all-categories')
      return (opts.listAnswered ?? Promise.resolve()).then(() =>
        page([...store].sort((a, b) => a.ord - b.ord)),
      );
    if (method === 'POST' && url.pathname === '/Shops/v1/category/reorder') {
      const body = JSON.parse(String(sent)) as Array<{ id: number; order: number }>;
      bodies.push(body);
      const answer = opts.reorder?.(body);
      if (answer) return answer;
      for (const { id, order } of body) store.find((c) => c.shopCategoryId === id)!.ord = order;
      return { success: true, message: t.orderUpdated };
    }
    return undefined;
  });
  return { server, bodies };
}

const open = (server: ReturnType<typeof fakeServer>, path = '/shop-categories') =>
  renderScreen(<ShopCategoriesScreen />, { server, path });
const names = () => gridColumn('Shop Categories', 'Category Name');
/** An arrow, and whether it can be used (the arrows are AnchorButtons: aria-disabled, so a tooltip can say why). */
const arrow = (name: string, direction: 'up' | 'down') => {
  const el = screen.getByRole('button', { name: `Move ${name} ${direction}` });
  return { el, disabled: el.getAttribute('aria-disabled') === 'true' };
};

/** The text of the open tooltip, if any. */
const tooltip = () => document.querySelector('.bp6-tooltip')?.textContent ?? null;

describe('shop categories: search (spec §9: 700 ms)', () => {
  it('filters the rows 700 ms after the last keystroke', async () => {
    open(categoryServer().server);
    await screen.findByText('Apparel');
    const clock = fakeClock();
    const box = screen.getByRole('searchbox', { name: 'Search categories...' });
    fireEvent.change(box, { target: { value: 'ph' } });
    await clock.advance(DEBOUNCE_MS.shopCategories - 1);
    fireEvent.change(box, { target: { value: 'phar' } });
    await clock.advance(DEBOUNCE_MS.shopCategories - 1);
    expect(names()).toHaveLength(10);
    expect(currentUrl().searchParams.get('q')).toBeNull();
    await clock.advance(1);
    expect(names()).toEqual(['Pharmacy']);
    expect(currentUrl().searchParams.get('q')).toBe('phar');
  });
});

describe('shop categories: order arrows act on the rows as shown (spec §4)', () => {
  it('sorted by name (the default), no arrow moves anything, and the tooltip says why', async () => {
    open(categoryServer().server);
    await screen.findByText('Apparel');
    expect(names().slice(0, 3)).toEqual(['Apparel', 'Bakery', 'Cafe']);
    for (const name of names()) {
      expect(arrow(name, 'up').disabled).toBe(true);
      expect(arrow(name, 'down').disabled).toBe(true);
    }
    fireEvent.mouseEnter(arrow('Bakery', 'up').el);
    await waitFor(() => expect(tooltip()).toBe('Sort by Order (ascending) to change the order'));
  });

  it('sorted by Order: the first shown row cannot move up, the last shown cannot move down; a move saves the two 1-based positions and the row moves on screen', async () => {
    const { server, bodies } = categoryServer();
    open(server, '/shop-categories?sort=ord');
    await screen.findByText('Dairy');
    expect(names()).toEqual([
      'Dairy',
      'Electronics',
      'Bakery',
      'Pharmacy',
      'Apparel',
      'Hardware',
      'Grocery',
      'Florist',
      'Cafe',
      'Jewellery',
    ]);
    expect(arrow('Dairy', 'up').disabled).toBe(true);
    expect(arrow('Dairy', 'down').disabled).toBe(false);
    // the last row of this page: its neighbour below is not on screen
    expect(arrow('Jewellery', 'down').disabled).toBe(true);
    fireEvent.click(arrow('Bakery', 'up').el);
    await waitFor(() => expect(names().slice(0, 4)).toEqual(['Dairy', 'Bakery', 'Electronics', 'Pharmacy']));
    expect(bodies).toEqual(
      [
        [
          { id: 3, order: 2 },
          { id: 2, order: 3 },
        ],
      ].map((b) => expect.arrayContaining(b)),
    );
    await screen.findByText(t.orderUpdated);
  });

  it('page 2 sorted by Order: its first row cannot move up (the row above is on page 1)', async () => {
    open(categoryServer().server, '/shop-categories?sort=ord&page=2');
    await screen.findByText('Kitchen');
    expect(names()).toEqual(['Kitchen', 'Lighting']);
    expect(arrow('Kitchen', 'up').disabled).toBe(true);
    expect(arrow('Kitchen', 'down').disabled).toBe(false);
    expect(arrow('Lighting', 'down').disabled).toBe(true);
  });

  it.each([
    ['searching', '/shop-categories?sort=ord&q=a', 'Clear the search to change the order'],
    [
      'sorted by Order descending',
      '/shop-categories?sort=ord&desc=1',
      'Sort by Order (ascending) to change the order',
    ],
  ])('%s: the arrows are disabled with a tooltip', async (_case, path, why) => {
    open(categoryServer().server, path);
    await screen.findByText('Bakery');
    for (const name of names()) expect(arrow(name, 'up').disabled && arrow(name, 'down').disabled).toBe(true);
    // a pointer over the grid brings in the Table (drawn under the light rows, the cells drawn again): hovered again then
    fireEvent.mouseEnter(arrow('Bakery', 'down').el);
    await waitFor(() => expect(document.querySelector('.mpa-grid .bp6-table-container')).not.toBeNull());
    await waitFor(
      () => {
        if (tooltip() === null) {
          fireEvent.mouseLeave(arrow('Bakery', 'down').el);
          fireEvent.mouseEnter(arrow('Bakery', 'down').el);
        }
        expect(tooltip()).toBe(why);
      },
      { interval: 400 },
    );
  });
});

describe('shop categories: failures (spec §8)', () => {
  it("a reorder the server refuses without a message says 'Failed to reorder'; the rows stay", async () => {
    open(
      categoryServer({ reorder: () => json({ success: false }, 500) }).server,
      '/shop-categories?sort=ord',
    );
    await screen.findByText('Dairy');
    fireEvent.click(arrow('Bakery', 'up').el);
    await screen.findByText(t.reorderFailed);
    expect(names().slice(0, 3)).toEqual(['Dairy', 'Electronics', 'Bakery']);
  });

  it("a reorder answered without success and without a message says 'reOrderCategory API not implemented' (spec §8); the rows stay", async () => {
    open(
      categoryServer({ reorder: () => json({ success: false }, 200) }).server,
      '/shop-categories?sort=ord',
    );
    await screen.findByText('Dairy');
    fireEvent.click(arrow('Bakery', 'up').el);
    await screen.findByText(t.reorderNotImplemented);
    expect(names().slice(0, 3)).toEqual(['Dairy', 'Electronics', 'Bakery']);
  });

  it("a create the server refuses without a message says 'Create failed', keeping the input", async () => {
    const server = fakeServer(({ method, url }) =>
      method === 'POST' && url.pathname === '/Shops/v1/category'
        ? json({ success: false }, 500)
        : url.pathname === '/Shops/v1/all-categories'
          ? page([])
          : undefined,
    );
    open(server);
    await screen.findByText(t.empty);
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Toys' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText(t.createFailed);
    expect(screen.queryByText(t.operationFailed)).toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Toys');
  });

  it("a category write that fails with no text at all (not an SDK error) says 'Operation failed', keeping the input", async () => {
    const { server } = categoryServer();
    // an error in the page while the write runs: no server message, and no operation text from the SDK
    vi.spyOn(server.client.shopCategories, 'create').mockRejectedValue(
      new TypeError("Cannot read properties of undefined (reading 'name')"),
    );
    open(server);
    await screen.findByText('Apparel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Toys' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText(t.operationFailed);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Toys');
  });
});

describe("shop categories: what the Export menu reads (the SDK's shopCategories.pages)", () => {
  it('every category matching the search, in the sort shown, page after page from one read of the list', async () => {
    const { server } = categoryServer();
    const query = { searchTerms: 'e', sortBy: 'ord', sortDescending: true };
    let text = '';
    for await (const chunk of exportList(server.client.shopCategories, {
      format: 'json',
      columns: ['shopCategoryName', 'ord'],
      query,
      pageSize: 3,
    }))
      text += chunk;
    const expected = SEED.filter(([name]) => name.toLowerCase().includes('e'))
      .sort((a, b) => b[1] - a[1])
      .map(([shopCategoryName, ord]) => ({ shopCategoryName, ord }));
    expect(expected.length).toBeGreaterThan(3); // more than one page of 3
    expect(JSON.parse(text)).toEqual(expected);
    expect(server.requestsTo('/Shops/v1/all-categories')).toHaveLength(1);
  });
});

describe('shop categories: as spec §2 draws them', () => {
  const headers = () => gridHeaders('Shop Categories');

  it("shows 'Loading...' while the categories load, then the columns Order, Icon, Category Name, Active, Actions", async () => {
    let answer = () => undefined as void;
    open(categoryServer({ listAnswered: new Promise<void>((r) => (answer = r)) }).server);
    // visible to everyone, not only a screen reader's text
    const loading = await screen.findByText(t.loading);
    expect(loading.closest('.mpa-sr-only')).toBeNull();
    answer();
    await screen.findByText('Apparel');
    await waitFor(() => expect(screen.queryByText(t.loading)).toBeNull());
    expect(headers()).toEqual(['Order', 'Icon', 'Category Name', 'Active', 'Actions']);
  });

  it('where the columns do not all fit (a phone), Category Name and the actions come first, frozen in view', async () => {
    giveBack();
    giveBack = roomForGrids(390, 844);
    try {
      open(categoryServer().server);
      await screen.findByText('Apparel');
      await waitFor(() => expect(headers()).toEqual(['Category Name', 'Actions', 'Order', 'Icon', 'Active']));
    } finally {
      giveBack();
      giveBack = roomForGrids();
    }
  });

  it('the form reads Name, Icon, Order, then Active', async () => {
    open(categoryServer().server);
    await screen.findByText('Apparel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = (await screen.findByRole('button', { name: 'Create' })).closest('form')!;
    const fields = [...form.querySelectorAll('input')].map((i) =>
      i.type === 'checkbox' ? 'Active' : (i.labels?.[0]?.textContent ?? i.getAttribute('aria-label') ?? ''),
    );
    expect(fields.map((f) => f.replace('(required)', '').trim())).toEqual([
      'Name',
      'Icon',
      'Order',
      'Active',
    ]);
  });
});

describe('shop categories in German', () => {
  afterEach(() => setLanguage('en'));

  it("shows the title, the empty list, the form's labels and its validation in German", async () => {
    await setLanguage('de');
    renderScreen(<ShopCategoriesScreen />, { server: fakeServer(), path: '/shop-categories' });
    expect(screen.getByRole('heading', { level: 1, name: 'Geschäftskategorien' })).toBeTruthy();
    expect(await screen.findByText('Keine Kategorien gefunden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Kategorie hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Reihenfolge' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Erstellen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kategoriename ist erforderlich');
  });
});
