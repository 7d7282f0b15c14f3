import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';

const {
  validateLogin,
  validateVendorForm,
  sanitizeMobile,
  clampExperience,
  ageFromYearOfBirth,
  yearOfBirthFromAge,
  duplicateIds,
  validateServiceLinks,
  validateServiceForm,
  canAddSubServiceFromButtons,
  canAddSubServiceFromContextMenu,
  removeServiceBlock,
  swapServiceOrder,
  reverseSwap,
  flattenServices,
  validateShopForm,
  validateRedemptionForm,
  validatePasswordChange,
  validateClientDialog,
  validateAppointment,
  featuredAdDefaults,
  validateFeaturedAdForm,
  validateShopCategoryForm,
  parseCategoryOrder,
  swapCategoryOrder,
  validatePremiumServiceForm,
  normalizeAmount,
  premiumServiceBody,
  premiumRowActions,
  trimSearchTerms,
  validateModeratorNotes,
  validateRewardTokens,
  reviewTabActions,
  reviewLoadFailure,
  serviceStatusLabel,
  toggledServiceStatus,
  userTypeLabel,
  canMove,
  nextSort,
  showingText,
  isImageFile,
} = sdk;

const NOW = new Date('2025-06-15T10:00:00.000Z');

describe('§5 Login', () => {
  it("empty username or password: 'Username and password are required'", () => {
    expect(validateLogin({ mobile: '', password: 'x' })).toBe('Username and password are required');
    expect(validateLogin({ mobile: '9', password: ' ' })).toBe('Username and password are required');
    expect(validateLogin({ mobile: '9', password: 'x' })).toBeNull();
    expect(sdk.catalogue.auth.loginFailed).toBe('Login failed. Please check your credentials.');
  });
});

describe('§5 Appointment create', () => {
  const full = { client: 'A', service: 'Plumbing', vendor: 'V', date: '2025-06-15', time: '9:00 AM' };
  it.each(Object.keys(full))("missing %s: 'Please fill all fields'", (k) => {
    expect(validateAppointment({ ...full, [k]: '' })).toBe('Please fill all fields');
  });
  it('complete form passes; success toast text', () => {
    expect(validateAppointment(full)).toBeNull();
    expect(sdk.catalogue.appointments.created).toBe('Appointment created successfully');
  });
});

describe('§5 Vendor form', () => {
  const full = { name: 'Asha', mobileno: '9876543210', gender: 'f', age: 30, service: 3 };
  it.each(Object.keys(full))('missing %s: the required-fields alert', (k) => {
    expect(validateVendorForm({ ...full, [k]: '' })).toBe(
      'Please fill required fields: name, mobile, gender, age, service',
    );
  });
  it('complete form passes; email optional', () => expect(validateVendorForm(full)).toBeNull());
  it('mobile keeps digits only, max 10', () =>
    expect(sanitizeMobile('+91 98765-43210 99')).toBe('9198765432'));
  it('experience minimum 0', () =>
    expect([clampExperience(-3), clampExperience('4'), clampExperience('')]).toEqual([0, 4, undefined]));
  it('age and year of birth sync from the current year', () => {
    expect(ageFromYearOfBirth(1990, NOW)).toBe(35);
    expect(yearOfBirthFromAge('35', NOW)).toBe(1990);
    expect(ageFromYearOfBirth('', NOW)).toBeUndefined();
    expect(yearOfBirthFromAge(20)).toBe(new Date().getFullYear() - 20);
  });
  it('duplicate vendor ids are detected', () => {
    expect(duplicateIds([{ id: 1 }, { id: 2 }, { id: 1 }])).toEqual([1]);
    expect(sdk.catalogue.vendors.duplicatePrimaryService).toBe('Duplicate primary service found in records!');
  });
});

describe('§5 Service linking', () => {
  const sel = [{ serviceUnits: 'kg', serviceRates: 10 }];
  it('messages in order', () => {
    expect(validateServiceLinks({ mobile: '', selected: sel })).toBe('Mobile number is required');
    expect(validateServiceLinks({ mobile: '9', selected: [] })).toBe('Please select at least one service');
    expect(validateServiceLinks({ mobile: '9', selected: [{ serviceUnits: 'kg', serviceRates: 0 }] })).toBe(
      'Please provide valid rates and units for all selected services',
    );
    expect(validateServiceLinks({ mobile: '9', selected: [{ serviceUnits: '', serviceRates: 5 }] })).toBe(
      'Please provide valid rates and units for all selected services',
    );
    expect(validateServiceLinks({ mobile: '9', selected: sel })).toBeNull();
  });
});

describe('§5 Service form and tree', () => {
  it("name required: 'Service name is required'; description max 1000", () => {
    expect(validateServiceForm({ name: '  ' })).toBe('Service name is required');
    expect(validateServiceForm({ name: 'A', description: 'x'.repeat(1001) })).toBe(
      'Description must be at most 1000 characters',
    );
    expect(validateServiceForm({ name: 'A', description: 'x'.repeat(1000) })).toBeNull();
  });
  it('add sub-service: buttons below level 2, context menu below level 3 (levels 1-based)', () => {
    expect([1, 2, 3].map(canAddSubServiceFromButtons)).toEqual([true, false, false]);
    expect([1, 2, 3].map(canAddSubServiceFromContextMenu)).toEqual([true, true, false]);
    expect(sdk.MAX_SERVICE_DEPTH).toBe(3);
  });
  it('removal blocked with sub-services', () => {
    expect(removeServiceBlock({ subServices: [{ id: 2, name: 'b' }] })).toBe(
      'Cannot remove service with sub-services. Please remove sub-services first.',
    );
    expect(removeServiceBlock({ subServices: [] })).toBeNull();
  });
  it('moving swaps ord values with the neighbour; none at the ends', () => {
    const sibs = [
      { id: 1, name: 'a', ord: 10 },
      { id: 2, name: 'b', ord: 20 },
      { id: 3, name: 'c', ord: 30 },
    ];
    const r = swapServiceOrder(sibs, 2, 'up');
    expect(r?.changes).toEqual([
      { id: 3, order: 20 },
      { id: 2, order: 30 },
    ]);
    expect(r?.siblings.map((s) => [s.id, s.ord])).toEqual([
      [1, 10],
      [3, 20],
      [2, 30],
    ]);
    expect(swapServiceOrder(sibs, 0, 'up')).toBeNull();
    // its undo puts each back where it was
    expect(reverseSwap(r!.changes)).toEqual([
      { id: 3, order: 30 },
      { id: 2, order: 20 },
    ]);
    expect(swapServiceOrder(sibs, 2, 'down')).toBeNull();
    expect([
      canMove(0, 3, 'up'),
      canMove(1, 3, 'up'),
      canMove(2, 3, 'down'),
      canMove(1, 3, 'down', true),
    ]).toEqual([false, true, false, false]);
  });
  it('flattens with levels, siblings by ord', () => {
    const tree = [
      { id: 2, name: 'b', ord: 2 },
      {
        id: 1,
        name: 'a',
        ord: 1,
        subServices: [{ id: 3, name: 'c', ord: 1, subServices: [{ id: 4, name: 'd' }] }],
      },
    ];
    expect(flattenServices(tree).map((r) => [r.service.id, r.level, r.parentId])).toEqual([
      [1, 1, null],
      [3, 2, 1],
      [4, 3, 3],
      [2, 1, null],
    ]);
  });
  it('status labels and toggling', () => {
    expect(['A', 'I', 'B', undefined].map((s) => serviceStatusLabel(s))).toEqual([
      'Active',
      'Inactive',
      'Blocked',
      'Blocked',
    ]);
    expect([toggledServiceStatus('A'), toggledServiceStatus('I'), toggledServiceStatus('X')]).toEqual([
      'I',
      'A',
      'A',
    ]);
  });
});

describe('§5 Shop', () => {
  it('every message in form order', () => {
    expect(validateShopForm({ shopPhones: [' '] })).toEqual([
      'Shop Name is required',
      'Shop Category is required',
      'Shop Address is required',
      'At least one phone number is required',
    ]);
    expect(
      validateShopForm({ shopName: 'A', shopCategory: 'My own', shopAddress: 'x', shopPhones: ['', '1'] }),
    ).toEqual([]);
  });
});

describe('§5 Redemption, password, client dialog', () => {
  it('redemption form', () => {
    expect(validateRedemptionForm({})).toEqual(['Status is required.', 'Note is required.']);
    expect(validateRedemptionForm({ status: 'Approved', note: ' ' })).toEqual(['Note is required.']);
    expect(validateRedemptionForm({ status: 'Approved', note: 'ok' })).toEqual([]);
  });
  it('password change', () => {
    expect(validatePasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toBe(
      'New passwords do not match',
    );
    expect(validatePasswordChange({ newPassword: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(validatePasswordChange({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBeNull();
  });
  it('client dialog', () => {
    expect(validateClientDialog({ name: 'A', email: '', phone: '1' })).toBe(
      'Please fill all required fields',
    );
    expect(validateClientDialog({ name: 'A', email: 'a@b', phone: '1' })).toBeNull();
  });
});

describe('§5 Featured ad', () => {
  it('defaults: Homepage Banner, start now, end one year later, priority 1', () => {
    const d = featuredAdDefaults(NOW);
    expect(d).toEqual({
      Position: 'Homepage Banner',
      StartDate: NOW,
      EndDate: new Date('2026-06-15T10:00:00.000Z'),
      Priority: 1,
    });
    expect(sdk.AD_POSITIONS).toEqual(['Homepage Banner', 'Service Page']);
  });
  it('dates and priority required, priority >= 1, images only', () => {
    expect(validateFeaturedAdForm({ StartDate: '', EndDate: '2026-01-01', Priority: '' })).toEqual([
      'Start date and end date are required',
      'Priority is required',
    ]);
    expect(validateFeaturedAdForm({ StartDate: NOW, EndDate: NOW, Priority: 0 })).toEqual([
      'Priority must be a number of at least 1',
    ]);
    expect(
      validateFeaturedAdForm({
        StartDate: NOW,
        EndDate: NOW,
        Priority: 'abc',
        Image: { type: 'application/pdf' },
      }),
    ).toEqual(['Priority must be a number of at least 1', 'Only image files are allowed']);
    expect(
      validateFeaturedAdForm({ StartDate: NOW, EndDate: NOW, Priority: '3', Image: { type: 'image/png' } }),
    ).toEqual([]);
    expect([isImageFile({ name: 'a.JPG' }), isImageFile({ name: 'a.txt' })]).toEqual([true, false]);
  });
});

describe('§5 Shop category', () => {
  it('name required, icon image only', () => {
    expect(validateShopCategoryForm({ shopCategoryName: ' ' })).toBe('Category name is required');
    expect(validateShopCategoryForm({ shopCategoryName: 'A', icon: { type: 'text/plain' } })).toBe(
      'Only image files are allowed',
    );
    expect(validateShopCategoryForm({ shopCategoryName: 'A' })).toBeNull();
  });
  it('order: blank allowed, zero/negative ignored', () => {
    expect([
      parseCategoryOrder('', 4),
      parseCategoryOrder('0', 4),
      parseCategoryOrder('-2', null),
      parseCategoryOrder('3', 4),
    ]).toEqual([null, 4, null, 3]);
  });
  it('up/down swaps with the neighbour and saves 1-based orders of the two', () => {
    const rows = [1, 2, 3].map((id) => ({
      shopCategoryId: id,
      shopCategoryName: `c${id}`,
      isActive: true,
      ord: id,
    }));
    const r = swapCategoryOrder(rows, 1, 'up');
    expect(r?.rows.map((c) => [c.shopCategoryId, c.ord])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
    expect(r?.changes).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ]);
    expect(swapCategoryOrder(rows, 0, 'up')).toBeNull();
    expect(swapCategoryOrder(rows, 2, 'down')).toBeNull();
  });
  it('sort headers flip on a second click', () => {
    expect(nextSort({ sortBy: 'ord', sortDescending: false }, 'ord')).toEqual({
      sortBy: 'ord',
      sortDescending: true,
    });
    expect(nextSort({ sortBy: 'ord', sortDescending: true }, 'isActive')).toEqual({
      sortBy: 'isActive',
      sortDescending: false,
    });
  });
});

describe('§5 Paid service', () => {
  it("required fields: 'Please fill all required fields.'", () => {
    expect(
      validatePremiumServiceForm({
        serviceFor: 'vendor',
        subscriptionPlan: '',
        startDate: 'a',
        endDate: 'b',
      }),
    ).toBe('Please fill all required fields.');
    expect(
      validatePremiumServiceForm({
        serviceFor: 'vendor',
        subscriptionPlan: 'Gold',
        startDate: 'a',
        endDate: 'b',
      }),
    ).toBeNull();
  });
  it('amount: empty, missing or negative becomes 0', () => {
    expect([
      normalizeAmount(''),
      normalizeAmount(undefined),
      normalizeAmount(-1),
      normalizeAmount('12.5'),
      normalizeAmount('x'),
    ]).toEqual([0, 0, 0, 12.5, 0]);
    expect(
      premiumServiceBody({
        serviceFor: 'shop',
        subscriptionPlan: 'G',
        startDate: 'a',
        endDate: 'b',
        amountPaid: null,
        transactionId: ' ',
      }),
    ).toEqual({ serviceFor: 'shop', subscriptionPlan: 'G', startDate: 'a', endDate: 'b', amountPaid: 0 });
  });
  it('transaction id: a cleared one is sent as null on update (the server clears it); left out, it is not sent', () => {
    const f = { serviceFor: 'shop', subscriptionPlan: 'G', startDate: 'a', endDate: 'b' };
    expect(premiumServiceBody({ ...f, transactionId: '' }, 'update')).toEqual({
      ...f,
      amountPaid: 0,
      transactionId: null,
    });
    expect(premiumServiceBody(f, 'update')).toEqual({ ...f, amountPaid: 0 });
    expect(premiumServiceBody({ ...f, transactionId: '' })).toEqual({ ...f, amountPaid: 0 });
  });
  it('search terms trimmed and dropped when empty', () => {
    expect([trimSearchTerms('  gold '), trimSearchTerms('   '), trimSearchTerms(undefined)]).toEqual([
      'gold',
      undefined,
      undefined,
    ]);
  });
  it('row menu: activate/deactivate, edit with id or add without, delete', () => {
    expect(premiumRowActions({ id: 1, isActive: true })).toEqual(['deactivate', 'edit', 'delete']);
    expect(premiumRowActions({ id: null, isActive: false })).toEqual(['activate', 'add', 'delete']);
  });
});

describe('§5 Reviews and rewards', () => {
  it('moderator notes at most 200', () => {
    expect(validateModeratorNotes('x'.repeat(201))).toBe('Moderator notes must be at most 200 characters');
    expect(validateModeratorNotes('x'.repeat(200))).toBeNull();
  });
  it('tab actions: approve hidden on Approved, reject hidden on Rejected, delete everywhere', () => {
    expect(reviewTabActions('pending')).toEqual({ approve: true, reject: true, delete: true });
    expect(reviewTabActions('approved')).toEqual({ approve: false, reject: true, delete: true });
    expect(reviewTabActions('rejected')).toEqual({ approve: true, reject: false, delete: true });
    expect(['pending', 'approved', 'rejected'].map((t) => reviewLoadFailure(t as 'pending'))).toEqual([
      'Failed to fetch reviews for moderation',
      'Failed to fetch approved reviews',
      'Failed to fetch rejected reviews',
    ]);
  });
  it('reward tokens are numbers >= 0', () => {
    expect([
      validateRewardTokens(0),
      validateRewardTokens('5'),
      validateRewardTokens(-1),
      validateRewardTokens(''),
      validateRewardTokens('x'),
    ]).toEqual([
      null,
      null,
      'Reward tokens must be 0 or more',
      'Reward tokens must be 0 or more',
      'Reward tokens must be 0 or more',
    ]);
    expect([userTypeLabel('V'), userTypeLabel('C')]).toEqual(['Vendor', 'Client']);
  });
  it('delete confirmations', () => {
    const c = sdk.catalogue;
    expect([
      c.featuredAds.confirmDelete,
      c.shopCategories.confirmDelete,
      c.paidServices.confirmDelete,
      c.reviews.confirmDelete,
    ]).toEqual([
      'Delete this ad?',
      'Delete this category?',
      'Are you sure you want to delete this paid service?',
      'Are you sure you want to delete this review?',
    ]);
  });
});

describe('§9 constants', () => {
  it('debounce, page sizes, units, codes, paging defaults', () => {
    expect(sdk.DEBOUNCE_MS).toEqual({
      vendors: 1000,
      shops: 1000,
      shopCategories: 700,
      vendorServices: 500,
      services: 500,
      clients: 500,
      referralCodes: 500,
      appointments: 500,
    });
    expect(sdk.UNIT_OPTIONS).toEqual(['lumsum', 'feet', 'Sqfeet', 'runfeet', 'kg', 'day', 'hour', 'piece']);
    expect(sdk.DEFAULT_UNIT).toBe('piece');
    expect([sdk.PAGE_SIZES.dropdown, sdk.PAGE_SIZES.vendorServicesByMobile]).toEqual([100, 99999]);
    expect(sdk.PAGING_DEFAULTS).toEqual({ page: 1, pageSize: 10, sortDescending: false });
    expect([sdk.REVIEW_STATUS_CODES, sdk.USER_TYPES]).toEqual([
      ['A', 'R'],
      ['V', 'C'],
    ]);
    expect(showingText(2, 10, 25)).toBe('Showing 11 to 20 of 25 items');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 items');
    expect(sdk.showingRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(sdk.pageWindow(50, 100)).toEqual([1, null, 49, 50, 51, null, 100]);
    expect(sdk.pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(sdk.pageWindow(1, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(sdk.pageWindow(10, 10)).toEqual([1, null, 7, 8, 9, 10]);
  });
});
