import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { roomForGrids } from '../../test/grid';
import { currentUrl, fakeServer, page, renderScreen, watchToasts } from '../../test/renderScreen';
import VendorsScreen from '../../screens/vendors/index';

// The saved views of the signed-in administrator of renderScreen's client ('9000000000').
const STORE = 'mpa-views:9000000000';
const toasts = watchToasts();
let giveBack: () => void;
beforeAll(async () => {
  await setupIcons();
  giveBack = roomForGrids();
});
afterAll(() => giveBack());
beforeEach(() => {
  localStorage.clear();
  toasts.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const VENDORS = [
  { id: 1, name: 'Asha Rao', mobileNo: '9000000101', mainService: null, isActive: true },
  { id: 2, name: 'Bilal Khan', mobileNo: '9000000102', mainService: null, isActive: true },
];
const server = () => fakeServer(({ url }) => (url.pathname === '/Vendors/v1' ? page(VENDORS) : undefined));
const saved = () => JSON.parse(localStorage.getItem(STORE) ?? '[]') as Array<Record<string, unknown>>;

async function openViews(name: RegExp | string = /^Views/): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu', { name: 'Saved views' });
}

/** Picks `file` in the file chooser 'Import views…' opens. */
async function importFile(text: string): Promise<void> {
  const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(within(await openViews()).getByRole('menuitem', { name: 'Import views…' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const chooser = click.mock.contexts.at(-1) as HTMLInputElement;
  expect(chooser.type).toBe('file');
  Object.defineProperty(chooser, 'files', { value: [new File([text], 'views.json')] });
  chooser.dispatchEvent(new Event('change'));
}

describe('Views on a list', () => {
  it("saves the list's search and sort under a name, shows it on the toolbar, and marks it modified after a change", async () => {
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors?q=khan&sort=mobileno&desc=1' });
    const menu = await openViews();
    expect(within(menu).getByRole('menuitem', { name: 'Manage views…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    // an empty name is refused with a reason, and nothing is saved
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Enter a name.');
    expect(localStorage.getItem(STORE)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Khans by mobile ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved()).toEqual([
      {
        list: 'vendors',
        name: 'Khans by mobile',
        query: { q: 'khan', sort: 'mobileno', desc: '1' },
        columns: { widths: {}, hidden: [] },
      },
    ]);
    expect(toasts.shown()).toContainEqual({ message: 'View ‘Khans by mobile’ saved', intent: 'success' });
    await screen.findByRole('button', { name: 'Views: Khans by mobile' });

    // a header sorts the list another way: the view is modified, and can be saved or saved as new
    const nameHeader = screen.getAllByRole('columnheader').find((h) => /^Name/.test(h.textContent ?? ''))!;
    fireEvent.click(within(nameHeader).getByRole('button'));
    await screen.findByRole('button', { name: 'Views: Khans by mobile (modified)' });
    const again = await openViews('Views: Khans by mobile (modified)');
    expect(within(again).getByRole('menuitem', { name: 'Save as new…' })).toBeTruthy();
    fireEvent.click(within(again).getByRole('menuitem', { name: 'Save ‘Khans by mobile’' }));
    await screen.findByRole('button', { name: 'Views: Khans by mobile' });
    expect(saved()[0].query).toEqual({ q: 'khan', ...Object.fromEntries(currentUrl().searchParams) });
  });

  it('applies a chosen view (its URL), and opens the default view when the URL holds no state', async () => {
    localStorage.setItem(
      STORE,
      JSON.stringify([
        { list: 'vendors', name: 'Khans', query: { q: 'khan' } },
        { list: 'vendors', name: 'By mobile', query: { sort: 'mobileno', desc: '1' }, default: true },
        { list: 'shops', name: 'Other list', query: { q: 'x' } },
      ]),
    );
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors' });
    await waitFor(() => expect(currentUrl().search).toBe('?sort=mobileno&desc=1'));
    await screen.findByRole('button', { name: 'Views: By mobile' });
    expect(currentUrl().search).toBe('?sort=mobileno&desc=1');
    const menu = await openViews('Views: By mobile');
    // this list's views only, the default marked
    expect(within(menu).queryByText('Other list')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /By mobile.*Default/ })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Khans' }));
    await screen.findByRole('button', { name: 'Views: Khans' });
    expect(currentUrl().search).toBe('?q=khan');
  });

  it('marks a chosen view modified when its columns change: a column hidden, or its widths reset', async () => {
    localStorage.setItem(
      STORE,
      JSON.stringify([
        {
          list: 'vendors',
          name: 'Narrow',
          query: { q: 'khan' },
          columns: { widths: { mobileNo: 180 }, hidden: ['email'] },
        },
      ]),
    );
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors' });
    fireEvent.click(within(await openViews()).getByRole('menuitem', { name: 'Narrow' }));
    await screen.findByRole('button', { name: 'Views: Narrow' });

    const chooser = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      return screen.findByRole('group', { name: 'Columns shown' });
    };
    // Email shown again: the grid no longer shows the view's columns
    fireEvent.click(within(await chooser()).getByRole('checkbox', { name: 'Email' }));
    await screen.findByRole('button', { name: 'Views: Narrow (modified)' });
    // hidden again: as the view was
    fireEvent.click(within(await chooser()).getByRole('checkbox', { name: 'Email' }));
    await screen.findByRole('button', { name: 'Views: Narrow' });
    // the view's widths reset to the grid's own
    fireEvent.click(within(await chooser()).getByRole('button', { name: 'Reset columns' }));
    await screen.findByRole('button', { name: 'Views: Narrow (modified)' });
    // 'Save' takes the columns as they are now, and the view is no longer modified
    fireEvent.click(
      within(await openViews('Views: Narrow (modified)')).getByRole('menuitem', { name: 'Save ‘Narrow’' }),
    );
    await screen.findByRole('button', { name: 'Views: Narrow' });
    expect(saved()[0].columns).toEqual({ widths: {}, hidden: [] });
  });

  it('renames, makes default and deletes views in Manage views…', async () => {
    localStorage.setItem(
      STORE,
      JSON.stringify([
        { list: 'vendors', name: 'Khans', query: { q: 'khan' } },
        { list: 'vendors', name: 'Raos', query: { q: 'rao' } },
      ]),
    );
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors?q=zz' });
    fireEvent.click(within(await openViews()).getByRole('menuitem', { name: 'Manage views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage views' });
    // a name another view has is refused
    fireEvent.change(within(dialog).getByLabelText('Name of ‘Khans’'), { target: { value: 'raos' } });
    await within(dialog).findByText('This list already has a view named ‘raos’.');
    expect((within(dialog).getAllByRole('button', { name: 'Rename' })[0] as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('Name of ‘Khans’'), { target: { value: 'Khan family' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Rename' })[0]);
    await waitFor(() => expect(saved().map((v) => v.name)).toEqual(['Khan family', 'Raos']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make ‘Raos’ the default' }));
    await waitFor(() => expect(saved()[1].default).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make ‘Khan family’ the default' }));
    await waitFor(() => expect(saved().map((v) => Boolean(v.default))).toEqual([true, false]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete ‘Raos’' }));
    await waitFor(() => expect(saved().map((v) => v.name)).toEqual(['Khan family']));
  });

  it('imports a view file; names already saved are replaced only after asking', async () => {
    localStorage.setItem(STORE, JSON.stringify([{ list: 'vendors', name: 'Khans', query: { q: 'khan' } }]));
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors' });
    const file = JSON.stringify({
      version: 1,
      views: [
        { list: 'vendors', name: 'khans', query: { q: 'khan', sort: 'mobileno' } },
        { list: 'shops', name: 'Bakeries', query: { q: 'bakery' } },
      ],
    });
    await importFile(file);
    const ask = await screen.findByRole('dialog', { name: 'Replace saved views?' });
    within(ask).getByText('vendors › khans');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the saved ones' }));
    await waitFor(() => expect(saved().map((v) => v.name)).toEqual(['Khans', 'Bakeries']));
    expect(saved()[0].query).toEqual({ q: 'khan' });

    await importFile(file);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace saved views?' })).getByRole('button', {
        name: 'Replace them',
      }),
    );
    await waitFor(() => expect(saved()[0].query).toEqual({ q: 'khan', sort: 'mobileno' }));
    expect(toasts.shown()).toContainEqual({ message: '1 view imported', intent: 'success' });
  });

  it('refuses a malformed view file with one error naming the field, and changes no saved view', async () => {
    const before = JSON.stringify([{ list: 'vendors', name: 'Khans', query: { q: 'khan' } }]);
    localStorage.setItem(STORE, before);
    renderScreen(<VendorsScreen />, { server: server(), path: '/vendors' });
    await importFile(
      JSON.stringify({
        version: 1,
        views: [
          { list: 'vendors', name: 'New', query: { q: 'a' } },
          { list: 'vendors', name: 'Bad', query: { sort: 'nosuchcolumn' } },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Views not imported' });
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /^This file is not a view file: views\[1\]\.query\.sort: unknown sort key "nosuchcolumn"/,
    );
    within(dialog).getByText('No saved view was changed.');
    expect(localStorage.getItem(STORE)).toBe(before);

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await importFile('{ "views": ');
    const again = await screen.findByRole('dialog', { name: 'Views not imported' });
    expect(within(again).getByRole('alert').textContent).toMatch(/: file: not JSON/);
    expect(localStorage.getItem(STORE)).toBe(before);
  });
});

describe('Copy as mpa command', () => {
  it("copies the command of the list's slice, quoted for a shell; where the clipboard is refused, a dialog shows it", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<VendorsScreen />, { server: server(), path: "/vendors?q=o'brien+%26+sons&sort=mobileno" });
    const exportButton = await screen.findByRole('button', { name: /^Export/ });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(exportButton);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy as mpa command' }));
    const command = `mpa vendors export --search 'o'\\''brien & sons' --sort mobileno`;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(command));
    await waitFor(() =>
      expect(toasts.shown()).toContainEqual({ message: `Copied: ${command}`, intent: 'success' }),
    );

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: /^Export/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy as mpa command' }));
    const dialog = await screen.findByRole('dialog', { name: 'mpa command' });
    expect((within(dialog).getByLabelText('The mpa command of this list') as HTMLTextAreaElement).value).toBe(
      command,
    );
  });
});
