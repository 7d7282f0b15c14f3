import { cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { catalogue } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { fakeServer, json, page, renderScreen, watchToasts, type Answer } from '../../test/renderScreen';
import VendorDetailScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
const toasts = watchToasts();
beforeEach(() => toasts.clear());
afterEach(() => cleanup());

const MOBILE = '9000000101';
// spec §3: a vendor list row has id and mobileNo; a user record's role and id are not the vendor's to rely on
const VENDOR_ROW = { id: 7, name: 'Asha Rao', mobileNo: MOBILE, mainService: 2, isActive: true };
const NAMESAKE = { id: 8, name: 'Asha Rao', mobileNo: '9000000102', mainService: 2, isActive: true }; // the search matched the name too
const USER_WITHOUT_ROLE = { id: 3, name: 'Asha Rao', mobileNo: MOBILE };
const DETAIL = {
  id: 7,
  vendorId: 7,
  venderName: 'Asha Rao',
  vMobile: MOBILE,
  venderEmail: 'asha@example.com',
  venderGender: 'f',
  venderAge: 34,
  servicesId: 2,
};
const LINKS = [
  {
    id: 40,
    venderName: 'Asha Rao',
    vMobile: MOBILE,
    serviceName: 'Tap Repair',
    servicesId: 2,
    serviceUnits: 'hour',
    serviceRates: 350,
    isActive: true,
    isVendorActive: true,
  },
];

function server(vendors: () => Answer) {
  return fakeServer(({ url }) => {
    if (url.pathname === `/Users/v1/all-mobile/${MOBILE}`)
      return { success: true, data: [USER_WITHOUT_ROLE] };
    if (url.pathname === '/Vendors/v1' && url.searchParams.get('searchTerms') === MOBILE) return vendors();
    if (url.pathname === '/vendors/v1/7') return { success: true, data: DETAIL };
    if (url.pathname === `/VenderServices/v1/mobile/${MOBILE}`) return page(LINKS);
    return undefined;
  });
}
const open = (s: ReturnType<typeof fakeServer>) =>
  renderScreen(<VendorDetailScreen />, {
    server: s,
    path: `/vendors/${MOBILE}`,
    routePath: '/vendors/:mobileNo',
  });

describe('vendor details (/vendors/{mobileNo})', () => {
  it('shows the fields and the linked services', async () => {
    const s = server(() => page([NAMESAKE, VENDOR_ROW]));
    open(s);
    const linked = await screen.findByRole('table', { name: 'Linked services' });
    expect(within(linked).getByText('Tap Repair')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(toasts.shown()).toEqual([]);
    // found through the vendor search's id and mobileNo, not a user record's role or id
    expect(s.requestsTo('/vendors/v1/7')).toHaveLength(1);
    expect(s.requestsTo('/vendors/v1/3')).toHaveLength(0);
  });

  it("a mobile number no vendor has: 'Vendor not found'", async () => {
    open(server(() => page([NAMESAKE])));
    await screen.findByText(catalogue.vendors.notFound);
    expect(toasts.shown()).toEqual([]);
  });

  it("a vendor the server does not know (404): 'Vendor not found' and no error toast", async () => {
    open(server(() => json({ success: false, message: 'No user with mobile 9000000101' }, 404)));
    await screen.findByText(catalogue.vendors.notFound);
    expect(screen.getByRole('link', { name: 'Go to Vendors' }).getAttribute('href')).toBe('/vendors');
    expect(toasts.shown()).toEqual([]);
  });

  it("a failing server: 'Failed to load vendor details' with the server's text, one toast, and Retry loads the details", async () => {
    let fail = true;
    open(
      server(() => (fail ? json({ success: false, message: 'Database is down' }, 500) : page([VENDOR_ROW]))),
    );
    const failed = await screen.findByRole('heading', { name: catalogue.serviceLinking.loadVendorFailed });
    // the screen says it (the toast may say it too, once the toaster has mounted)
    expect(within(failed.closest('.bp6-non-ideal-state')!).getByText('Database is down')).toBeTruthy();
    await waitFor(() => expect(toasts.shown()).toEqual([{ message: 'Database is down', intent: 'danger' }])); // the toaster shows it once it has mounted
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Linked services' });
  });
});
