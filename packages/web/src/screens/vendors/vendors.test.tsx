import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogue, DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { gridCell, roomForGrids } from '../../test/grid';
import { currentUrl, fakeClock, fakeServer, json, page, renderScreen } from '../../test/renderScreen';
import VendorsScreen from './index';
import { setLanguage } from '../../i18n';

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

// Spec §3 "Vendor (list)": mainService is a service id; nothing else names the service.
const VENDORS = [
  { id: 1, name: 'Asha Rao', mobileNo: '9000000101', mainService: 3, isActive: true },
  { id: 2, name: 'Bilal Khan', mobileNo: '9000000102', mainService: 99, isActive: true },
  { id: 3, name: 'Chitra Das', mobileNo: '9000000103', mainService: null, isActive: false },
  { id: 4, name: 'Dev Patel', mobileNo: '9000000104', mainService: 99, isActive: true },
  { id: 5, name: 'Esha Jain', mobileNo: '9000000105', mainService: 77, isActive: true },
];
// a sub-service (or an inactive one): not in the root-level active list, known to GET /Services/v1/{id}
const SUB_SERVICE = { id: 99, name: 'Tap Repair', parentId: 3, status: 'I' };
const SERVICES = [
  { id: 3, name: 'Plumbing' },
  { id: 4, name: 'Electrical' },
];

/** `servicesAnswer`: the services list is answered once it resolves (default at once). */
function specExactServer(servicesAnswer: Promise<void> = Promise.resolve()) {
  return fakeServer(async ({ url }) => {
    if (url.pathname === '/Vendors/v1') return page(VENDORS);
    if (url.pathname === '/Services/v1/root-level-active-only')
      return servicesAnswer.then(() => page(SERVICES));
    if (url.pathname === '/Services/v1/99') return { success: true, data: SUB_SERVICE };
    if (url.pathname === '/Services/v1/77')
      return json({ success: false, message: 'Service 77 not found' }, 404);
    return undefined;
  });
}

/** The text of `column` in the row of `vendor`. */
const cell = (vendor: string, column: string): string =>
  gridCell('Vendors', 'Name', vendor, column).textContent ?? '';

describe('vendors list', () => {
  it("names each vendor's main service (the list answer only has the service id): sub-services and inactive ones too, read once per id", async () => {
    const server = specExactServer();
    renderScreen(<VendorsScreen />, { server, path: '/vendors' });
    await waitFor(() => expect(cell('Asha Rao', 'Service')).toBe('Plumbing'));
    // an id the root-level active list does not hold is named through GET /Services/v1/{id}: never an id
    await waitFor(() => expect(cell('Bilal Khan', 'Service')).toBe('Tap Repair'));
    expect(cell('Dev Patel', 'Service')).toBe('Tap Repair');
    // no service, or one the server no longer has: a dash, never an empty cell
    expect(cell('Chitra Das', 'Service')).toBe('—');
    await waitFor(() => expect(cell('Esha Jain', 'Service')).toBe('—'));
    expect(server.requestsTo('/Services/v1/99')).toHaveLength(1); // two vendors, one read
    expect(server.requestsTo('/Services/v1/3')).toHaveLength(0); // the root-level list already named it
  });

  it('the rows shown before the service names arrive get them when they do (the grid draws its cells again)', async () => {
    let answer = () => undefined as void;
    renderScreen(<VendorsScreen />, {
      server: specExactServer(new Promise<void>((r) => (answer = r))),
      path: '/vendors',
    });
    await screen.findByText('Asha Rao');
    expect(cell('Asha Rao', 'Service')).toBe(catalogue.common.loading); // a skeleton while the names load
    expect(cell('Chitra Das', 'Service')).toBe('—');
    answer();
    await waitFor(() => expect(cell('Asha Rao', 'Service')).toBe('Plumbing'));
    await waitFor(() => expect(cell('Bilal Khan', 'Service')).toBe('Tap Repair'));
  });

  it('searches 1000 ms after the last keystroke, with one request for what was typed', async () => {
    const server = specExactServer();
    renderScreen(<VendorsScreen />, { server, path: '/vendors' });
    await screen.findByText('Asha Rao');
    const searches = () =>
      server
        .requestsTo('/Vendors/v1')
        .map((r) => r.url.searchParams.get('searchTerms'))
        .filter((q) => q !== null);
    const clock = fakeClock();
    const box = screen.getByRole('searchbox', { name: 'Search vendors...' });
    fireEvent.change(box, { target: { value: 'as' } });
    await clock.advance(DEBOUNCE_MS.vendors - 1);
    fireEvent.change(box, { target: { value: 'ash' } }); // typing again starts the wait again
    await clock.advance(DEBOUNCE_MS.vendors - 1);
    expect(searches()).toEqual([]);
    expect(currentUrl().searchParams.get('q')).toBeNull();
    await clock.advance(1);
    expect(currentUrl().searchParams.get('q')).toBe('ash');
    expect(searches()).toEqual(['ash']);
  });
});

describe('vendors in German', () => {
  afterEach(() => setLanguage('en'));

  it("shows the title, the row menu, the form's labels and its validation in German", async () => {
    await setLanguage('de');
    renderScreen(<VendorsScreen />, { server: specExactServer(), path: '/vendors' });
    expect(screen.getByRole('heading', { level: 1, name: 'Anbieter' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Aktionen für Asha Rao' }));
    expect(await screen.findByRole('menuitem', { name: 'Leistungen zuordnen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anbieter hinzufügen' });
    expect(within(dialog).getByLabelText(/^Geschlecht/)).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Weiblich' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bitte füllen Sie die Pflichtfelder aus: Name, Mobil, Geschlecht, Alter, Leistung',
    );
  });
});
