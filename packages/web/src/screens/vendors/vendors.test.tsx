import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { gridCell, roomForGrids } from '../../test/grid';
import { currentUrl, fakeClock, fakeServer, page, renderScreen } from '../../test/renderScreen';
import VendorsScreen from './index';

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
];
const SERVICES = [
  { id: 3, name: 'Plumbing' },
  { id: 4, name: 'Electrical' },
];

/** `servicesAnswer`: the services list is answered once it resolves (default at once). */
function specExactServer(servicesAnswer: Promise<void> = Promise.resolve()) {
  return fakeServer(async ({ url }) => {
    if (url.pathname === '/Vendors/v1') return page(VENDORS);
    if (url.pathname === '/Services/v1/root-level-active-only') return servicesAnswer.then(() => page(SERVICES));
    return undefined;
  });
}

/** The text of `column` in the row of `vendor`. */
const cell = (vendor: string, column: string): string => gridCell('Vendors', 'Name', vendor, column).textContent ?? '';

describe('vendors list', () => {
  it("names each vendor's main service from the services list (the list answer only has the service id)", async () => {
    renderScreen(<VendorsScreen />, { server: specExactServer(), path: '/vendors' });
    await waitFor(() => expect(cell('Asha Rao', 'Service')).toBe('Plumbing'));
    // an id the services list does not hold is shown as the id, no service as a dash: never an empty cell
    expect(cell('Bilal Khan', 'Service')).toBe('Service #99');
    expect(cell('Chitra Das', 'Service')).toBe('—');
  });

  it('the rows shown before the service names arrive get them when they do (the grid draws its cells again)', async () => {
    let answer = () => undefined as void;
    renderScreen(<VendorsScreen />, { server: specExactServer(new Promise<void>((r) => (answer = r))), path: '/vendors' });
    await screen.findByText('Asha Rao');
    expect(cell('Asha Rao', 'Service')).toBe('Loading'); // a skeleton while the names load
    expect(cell('Chitra Das', 'Service')).toBe('—');
    answer();
    await waitFor(() => expect(cell('Asha Rao', 'Service')).toBe('Plumbing'));
    expect(cell('Bilal Khan', 'Service')).toBe('Service #99');
  });

  it('searches 1000 ms after the last keystroke, with one request for what was typed', async () => {
    const server = specExactServer();
    renderScreen(<VendorsScreen />, { server, path: '/vendors' });
    await screen.findByText('Asha Rao');
    const searches = () => server.requestsTo('/Vendors/v1').map((r) => r.url.searchParams.get('searchTerms')).filter((q) => q !== null);
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
