import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogue } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import { json, fakeServer, page, renderScreen } from '../../test/renderScreen';
import PremiumServicesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => cleanup());

const ROW = {
  id: 7,
  serviceFor: 'vendor',
  vendorId: 3,
  vendorName: 'Asha Rao',
  mobile: '9000000003',
  subscriptionPlan: 'Gold',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  amountPaid: 100,
  paymentMethod: 'UPI',
  isActive: true,
};

describe('paid services: the subscription is read afresh when its form opens', () => {
  const open = async (details: () => Response | Record<string, unknown>) => {
    const server = fakeServer(({ url }) => {
      if (/GetAllwithPremiumServices\/vendor$/i.test(url.pathname)) return page([ROW]);
      if (/\/PremiumServices\/v1\/7$/i.test(url.pathname)) return details();
      if (/\/PremiumServices\/v1\/subscriptions$/i.test(url.pathname))
        return { success: true, data: ['Basic', 'Gold', 'Platinum'] };
      return undefined;
    });
    renderScreen(<PremiumServicesScreen />, { server, path: '/premium-services' });
    // the grid done drawing (its Table has taken the first page over from the light rows, as a user sees it settle):
    // a menu opened in the light rows as they are replaced went with them on a busy machine
    await waitFor(() =>
      expect(screen.getByRole('grid', { name: /Paid Services/i }).closest('[aria-busy]')).toBeNull(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Rao' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Subscription' }));
    return server;
  };

  it('fills the form with what the server has now, not the row of the list', async () => {
    const server = await open(() => ({
      success: true,
      data: { ...ROW, subscriptionPlan: 'Platinum', transactionId: 'TXN-NOW' },
    }));
    expect(await screen.findByDisplayValue('TXN-NOW')).toBeTruthy();
    expect((screen.getByLabelText(/^Subscription Plan/) as HTMLSelectElement).value).toBe('Platinum');
    expect(server.requestsTo('/PremiumServices/v1/7')).toHaveLength(1);
  });

  it("a failing read says 'Failed to load paid service details' and opens no form", async () => {
    await open(() => json({ success: false, data: null }, 500));
    expect(await screen.findByText(catalogue.paidServices.loadDetailsFailed)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Subscription — / })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Shop' }) as HTMLInputElement).disabled).toBe(false);
  });
});
