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
const USER = { id: 7, name: 'Asha Rao', mobileNo: MOBILE, role: 'V' };
const DETAIL = { id: 7, vendorId: 7, venderName: 'Asha Rao', vMobile: MOBILE, venderEmail: 'asha@example.com', venderGender: 'f', venderAge: 34, servicesId: 2 };
const LINKS = [{ id: 40, venderName: 'Asha Rao', vMobile: MOBILE, serviceName: 'Tap Repair', servicesId: 2, serviceUnits: 'hour', serviceRates: 350, isActive: true, isVendorActive: true }];

function server(user: () => Answer) {
  return fakeServer(({ url }) => {
    if (url.pathname === `/Users/v1/all-mobile/${MOBILE}`) return user();
    if (url.pathname === '/vendors/v1/7') return { success: true, data: DETAIL };
    if (url.pathname === `/VenderServices/v1/mobile/${MOBILE}`) return page(LINKS);
    return undefined;
  });
}
const open = (s: ReturnType<typeof fakeServer>) => renderScreen(<VendorDetailScreen />, { server: s, path: `/vendors/${MOBILE}`, routePath: '/vendors/:mobileNo' });

describe('vendor details (/vendors/{mobileNo})', () => {
  it('shows the fields and the linked services', async () => {
    open(server(() => ({ success: true, data: [USER] })));
    const linked = await screen.findByRole('table', { name: 'Linked services' });
    expect(within(linked).getByText('Tap Repair')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
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
    open(server(() => (fail ? json({ success: false, message: 'Database is down' }, 500) : { success: true, data: [USER] })));
    const failed = await screen.findByRole('heading', { name: catalogue.serviceLinking.loadVendorFailed });
    // the screen says it (the toast may say it too, once the toaster has mounted)
    expect(within(failed.closest('.bp6-non-ideal-state')!).getByText('Database is down')).toBeTruthy();
    await waitFor(() => expect(toasts.shown()).toEqual([{ message: 'Database is down', intent: 'danger' }])); // the toaster shows it once it has mounted
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Linked services' });
  });
});
