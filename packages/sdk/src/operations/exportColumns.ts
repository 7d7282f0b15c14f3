import { catalogue } from '../catalogue';
import { findColumn, type ColumnLabel, type ListName } from '../columns/lists';
import type { ExportColumn, ExportFormat } from './export';

/**
 * The columns of each list's export — the same in the panel's Export menu and in `mpa <noun> export`,
 * so a file from either reads the same. Keys are the spec §3 field names; where the spec allows two
 * spellings of a field, the column takes whichever the server sent.
 */
const either = <T>(key: string, ...names: string[]): ExportColumn<T> => ({
  key,
  value: (r) => {
    const o = r as Record<string, unknown>;
    for (const n of [key, ...names])
      if (Object.prototype.hasOwnProperty.call(o, n) && o[n] !== undefined) return o[n];
    return undefined;
  },
});

export const EXPORT_COLUMNS = {
  vendors: [
    'id',
    'name',
    'mobileNo',
    'email',
    'gender',
    'yearOfBirth',
    'yearOfExperience',
    'mainService',
    either('imageUrl', 'vendorImage'),
    'isActive',
  ],
  'vendor-services': [
    'id',
    'venderName',
    'vMobile',
    'venderEmail',
    'serviceName',
    'servicesId',
    'yearOfExperience',
    'rating',
    'totalAppointments',
    'isVendorActive',
    'isActive',
    'serviceUnits',
    'serviceRates',
  ],
  shops: [
    'shopId',
    'shopName',
    'shopCategory',
    'shopAddress',
    'shopPhones',
    'shopWhatsappNo',
    'shopImages',
    'isActive',
    'isVerified',
  ],
  'shop-categories': ['shopCategoryId', 'shopCategoryName', 'ord', 'isActive', 'shopCategoryIcon'],
  reviews: ['reviewID', 'reviewTitle', 'reviewText', 'rating', 'createdAt', 'moderatorNotes'],
  redemptions: [
    'redeemRequestId',
    'RedemptionId',
    'requestUserType',
    'requestUserId',
    'userName',
    'redeemMethod',
    'redeemTokens',
    'redeemRate',
    'redeemValue',
    'requestDateTime',
    'status',
    'note',
  ],
  'referral-codes': ['codeId', 'referralCode', 'userType', 'vendorName', 'clientName', 'isActive'],
  'featured-ads': ['FeaturedAdId', 'VendorId', 'Position', 'StartDate', 'EndDate', 'Priority', 'ImageUrl'],
  'paid-services': [
    'id',
    'serviceFor',
    'vendorId',
    'shopId',
    'vendorName',
    'shopName',
    'mobile',
    'subscriptionPlan',
    'startDate',
    'endDate',
    'amountPaid',
    'paymentMethod',
    'transactionId',
    'isActive',
  ],
  // the root services, as the Services screen lists them (their sub-services are in each one's own read)
  services: ['id', 'name', 'status', 'isFeatured', 'ord', 'parentId'],
} satisfies Record<string, readonly (string | ExportColumn)[]>;

/** A list that can be exported (the panel's route and the CLI's noun). */
export type ExportList = keyof typeof EXPORT_COLUMNS;

/** The column definitions an export's headers are read from (paid services: the vendor's, then the shop's). */
const DEFINITIONS: Record<ExportList, readonly ListName[]> = {
  vendors: ['vendors'],
  'vendor-services': ['vendor-services'],
  shops: ['shops'],
  'shop-categories': ['shop-categories'],
  reviews: ['reviews'],
  redemptions: ['redemptions'],
  'referral-codes': ['referral-codes'],
  'featured-ads': ['featured-ads'],
  'paid-services': ['paid-services', 'paid-services-shop'],
  services: ['services'],
};

// Fields an export holds that no column shows as it is (the panel's grids draw the start and end dates as one
// period, a payment as method and transaction together), or that no grid of the list shows at all.
const EXPORT_ONLY: Record<string, ColumnLabel> = {
  venderEmail: 'email',
  servicesId: 'serviceId',
  totalAppointments: 'appointments',
  isVendorActive: 'vendorActive',
  RedemptionId: 'redemptionId',
  requestUserId: 'userId',
  vendorName: 'vendor',
  clientName: 'client',
  VendorId: 'vendorId',
  vendorId: 'vendorId',
  shopId: 'shopId',
  Position: 'position',
  serviceFor: 'serviceFor',
  startDate: 'startDate',
  endDate: 'endDate',
  paymentMethod: 'paymentMethod',
  transactionId: 'transactionId',
  shopCategoryId: 'id',
};

/**
 * The header message id of an export's field: the label of the list's column showing that field as it is (the
 * panel's grid header and the CLI's table header), else the export's own, else that of a column showing the
 * field written otherwise ('Amount Paid'); undefined for a field none names.
 */
export function exportLabel(list: ExportList, key: string): ColumnLabel | undefined {
  const columns = DEFINITIONS[list].flatMap((l) => findColumn(l, key) ?? []);
  const own = Object.keys(EXPORT_ONLY).find((k) => k.toLowerCase() === key.toLowerCase());
  return (columns.find((c) => !c.value) ?? (own ? { label: EXPORT_ONLY[own] } : columns[0]))?.label;
}

export interface ExportColumnsOptions {
  /** Only these fields, in this order (letter case ignored; a field no export column names is read from the row as it is). */
  fields?: readonly string[];
  /**
   * CSV headers: 'labels' (default) the panel's column headers ('User Type'), 'keys' the API's field names
   * (`requestUserType`) that a script reads by. JSON and NDJSON keys are always the field names.
   */
  headers?: 'labels' | 'keys';
  /** A label's text (the panel's language); default the catalogue's English. */
  label?: (id: ColumnLabel) => string;
}

/** A list's export columns with their CSV headers: what the panel's Export menu and `mpa <noun> export` write. */
export function exportColumns(list: ExportList, o: ExportColumnsOptions = {}): ExportColumn[] {
  const all = (EXPORT_COLUMNS[list] as readonly (string | ExportColumn)[]).map((c) =>
    typeof c === 'string' ? { key: c } : c,
  );
  const chosen = o.fields
    ? o.fields.map((f) => all.find((c) => c.key.toLowerCase() === f.toLowerCase()) ?? { key: f })
    : all;
  if (o.headers === 'keys') return chosen;
  const text = o.label ?? ((id: ColumnLabel) => catalogue.columns[id]);
  return chosen.map((c) => {
    const id = exportLabel(list, c.key);
    return id ? { ...c, header: text(id) } : c;
  });
}

const FILE_EXTENSION: Record<ExportFormat, string> = { csv: 'csv', json: 'json', ndjson: 'ndjson' };

/** `<list>-<yyyy-mm-dd>.<ext>`, with the local date: e.g. `vendors-2026-11-24.csv`. */
export function exportFileName(list: string, format: ExportFormat, now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${list}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${FILE_EXTENSION[format]}`;
}
