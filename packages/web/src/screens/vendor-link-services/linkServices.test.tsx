import { cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { catalogue } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupIcons } from '../../app/icons';
import {
  fakeServer,
  json,
  page,
  renderScreen,
  watchToasts,
  type Answer,
  type SeenRequest,
} from '../../test/renderScreen';
import VendorLinkServicesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
const toasts = watchToasts();
beforeEach(() => toasts.clear());
afterEach(() => cleanup());

const MOBILE = '9000000101';
const VENDOR = { id: 7, name: 'Asha Rao', mobileNo: MOBILE, role: 'V' };
const TREE = [
  {
    id: 1,
    name: 'Plumbing',
    status: 'A',
    subServices: [{ id: 2, name: 'Tap Repair', status: 'A', parentId: 1 }],
  },
];
const LINKS = [
  { id: 40, venderName: 'Asha Rao', vMobile: MOBILE, servicesId: 2, serviceUnits: 'hour', serviceRates: 350 },
];

type Part = 'vendor' | 'links' | 'services';
const partOf = ({ url }: SeenRequest): Part | null =>
  url.pathname.startsWith('/Users/v1/')
    ? 'vendor'
    : url.pathname.startsWith('/VenderServices/v1/mobile/')
      ? 'links'
      : url.pathname === '/Services/v1'
        ? 'services'
        : null;

/** The dev API's answers for a vendor with one link, with `override` answering some parts instead. */
function server(override: Partial<Record<Part, () => Answer>> = {}) {
  return fakeServer((req) => {
    const part = partOf(req);
    if (!part) return undefined;
    if (override[part]) return override[part]!();
    return { vendor: () => page([VENDOR]), links: () => page(LINKS), services: () => page(TREE) }[part]();
  });
}

const open = (s: ReturnType<typeof server>, mobile = MOBILE) =>
  renderScreen(<VendorLinkServicesScreen />, {
    server: s,
    path: `/vendors/${mobile}/services`,
    routePath: '/vendors/:mobileNo/services',
  });

async function expectNotFound(): Promise<void> {
  await screen.findByText(catalogue.vendors.notFound);
  expect(screen.getByRole('link', { name: 'Go to Vendors' }).getAttribute('href')).toBe('/vendors');
  expect(screen.queryByRole('table', { name: 'Services to link' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
}

describe('link services: the vendor (spec §2 "Vendor not found")', () => {
  it('a vendor with links: the services with their units and rates', async () => {
    open(server());
    const table = await screen.findByRole('table', { name: 'Services to link' });
    expect((within(table).getByLabelText('Rate for Tap Repair') as HTMLInputElement).value).toBe('350');
    expect(screen.getByText(`Asha Rao (${MOBILE})`)).toBeTruthy();
  });

  it('a long list of services: the first screenful first, then every service, a link far down with its unit and rate', async () => {
    const many = [
      {
        id: 100,
        name: 'Cleaning',
        status: 'A',
        subServices: Array.from({ length: 40 }, (_, i) => ({
          id: 101 + i,
          name: `Clean ${i + 1}`,
          status: 'A',
          parentId: 100,
        })),
      },
    ];
    const s = server({ services: () => page(many), links: () => page([{ ...LINKS[0], servicesId: 140 }]) });
    open(s);
    const table = await screen.findByRole('table', { name: 'Services to link' });
    expect(within(table).getAllByRole('row').length).toBeLessThan(41);
    // told to assistive technology: rows are still coming
    expect(table.getAttribute('aria-busy')).toBe('true');
    // the rest once the browser has drawn the first rows
    const last = await within(table).findByLabelText('Clean 40');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 41);
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect((last as HTMLInputElement).checked).toBe(true);
    expect((within(table).getByLabelText('Rate for Clean 40') as HTMLInputElement).value).toBe('350');
  });

  it('a vendor without links yet can get some (an empty list of links is not a missing vendor)', async () => {
    open(server({ links: () => page([]) }));
    const table = await screen.findByRole('table', { name: 'Services to link' });
    expect(within(table).getByLabelText('Plumbing')).toBeTruthy();
  });

  it("'Vendor not found' with a link to /vendors when the server answers 404, and no error toast besides", async () => {
    open(
      server({
        links: () => json({ success: false, message: 'Vendor 9000000101 not found' }, 404),
        vendor: () => page([]),
      }),
    );
    await expectNotFound();
    expect(toasts.shown()).toEqual([]);
  });

  it("'Vendor not found' when the server answers an empty list for the vendor (no services can be linked to nobody)", async () => {
    open(server({ vendor: () => page([]), links: () => page([]) }));
    await expectNotFound();
  });

  it("'Vendor not found' for a path that is no mobile number, without asking the server", async () => {
    const s = server();
    open(s, 'abc');
    await expectNotFound();
    expect(s.requests.filter((r) => partOf(r) !== 'services')).toEqual([]);
  });

  it("a 400 for the vendor's links: 'Failed to load vendor details' with the server's text and Retry, which loads the screen", async () => {
    let fail = true;
    open(
      server({
        links: () =>
          fail ? json({ success: false, message: 'Unknown query parameter sortBy' }, 400) : page(LINKS),
      }),
    );
    const failed = await screen.findByText(catalogue.serviceLinking.loadVendorFailed);
    // the screen says it (the toast may say it too, once the toaster has mounted)
    expect(
      within(failed.closest('.bp6-non-ideal-state')!).getByText('Unknown query parameter sortBy'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(toasts.shown()).toEqual([{ message: 'Unknown query parameter sortBy', intent: 'danger' }]),
    ); // the toaster shows it once it has mounted
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Services to link' });
    expect((within(table).getByLabelText('Rate for Tap Repair') as HTMLInputElement).value).toBe('350');
  });

  it("a vendor without links whose lookup fails: 'Failed to load vendor details' and Retry", async () => {
    let fail = true;
    open(
      server({
        links: () => page([]),
        vendor: () => (fail ? json({ success: false }, 500) : page([VENDOR])),
      }),
    );
    await screen.findByText(catalogue.serviceLinking.loadVendorFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Services to link' });
  });

  it("a failing services list: 'Failed to load data' and Retry", async () => {
    let fail = true;
    open(server({ services: () => (fail ? json({ success: false }, 400) : page(TREE)) }));
    await screen.findByText(catalogue.serviceLinking.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Services to link' });
  });
});
