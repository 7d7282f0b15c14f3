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
    for (const n of [key, ...names]) if (Object.prototype.hasOwnProperty.call(o, n) && o[n] !== undefined) return o[n];
    return undefined;
  },
});

export const EXPORT_COLUMNS = {
  vendors: ['id', 'name', 'mobileNo', 'email', 'gender', 'yearOfBirth', 'yearOfExperience', 'mainService', either('imageUrl', 'vendorImage'), 'isActive'],
  'vendor-services': [
    'id', 'venderName', 'vMobile', 'venderEmail', 'serviceName', 'servicesId', 'yearOfExperience', 'rating', 'totalAppointments',
    'isVendorActive', 'isActive', 'serviceUnits', 'serviceRates',
  ],
  shops: ['shopId', 'shopName', 'shopCategory', 'shopAddress', 'shopPhones', 'shopWhatsappNo', 'shopImages', 'isActive', 'isVerified'],
  'shop-categories': ['shopCategoryId', 'shopCategoryName', 'ord', 'isActive', 'shopCategoryIcon'],
  reviews: ['reviewID', 'reviewTitle', 'reviewText', 'rating', 'createdAt', 'moderatorNotes'],
  redemptions: [
    'redeemRequestId', 'RedemptionId', 'requestUserType', 'requestUserId', 'userName', 'redeemMethod', 'redeemTokens', 'redeemRate',
    'redeemValue', 'requestDateTime', 'status', 'note',
  ],
  'referral-codes': ['codeId', 'referralCode', 'userType', 'vendorName', 'clientName', 'isActive'],
  'featured-ads': ['FeaturedAdId', 'VendorId', 'Position', 'StartDate', 'EndDate', 'Priority', 'ImageUrl'],
  'paid-services': [
    'id', 'serviceFor', 'vendorId', 'shopId', 'vendorName', 'shopName', 'mobile', 'subscriptionPlan', 'startDate', 'endDate', 'amountPaid',
    'paymentMethod', 'transactionId', 'isActive',
  ],
} satisfies Record<string, readonly (string | ExportColumn)[]>;

/** A list that can be exported (the panel's route and the CLI's noun). */
export type ExportList = keyof typeof EXPORT_COLUMNS;

const FILE_EXTENSION: Record<ExportFormat, string> = { csv: 'csv', json: 'json', ndjson: 'ndjson' };

/** `<list>-<yyyy-mm-dd>.<ext>`, with the local date: e.g. `vendors-2026-11-24.csv`. */
export function exportFileName(list: string, format: ExportFormat, now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${list}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${FILE_EXTENSION[format]}`;
}
