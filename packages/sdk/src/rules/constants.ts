import { catalogue } from '../catalogue';
/** Spec §9 business constants. */

/** Search debounce per screen (ms). */
export const DEBOUNCE_MS = {
  vendors: 1000,
  shops: 1000,
  shopCategories: 700,
  vendorServices: 500,
  services: 500,
  clients: 500,
  referralCodes: 500,
  appointments: 500,
} as const;

/** Page sizes named by the spec. */
export const PAGE_SIZES = {
  default: 10,
  shopCategories: 10,
  paidServices: 10,
  reviews: 10,
  /** Service dropdowns and the vendor picker. */
  dropdown: 100,
  vendorServicesByMobile: 99999,
  /** CONTRACT §5 (the spec does not show the value). */
  featuredAds: 10,
} as const;

/** Default sort keys. */
export const DEFAULT_SORT = {
  default: 'name',
  shops: 'shopName',
  reviews: 'ReviewDate',
  redemptions: 'requestDateTime',
  shopCategories: 'shopCategoryName',
  paidServices: 'Id',
} as const;

export const VENDOR_SORT_KEYS = [
  'vendorname',
  'mobileno',
  'service',
  'gender',
  'yearOfBirth',
  'yearOfExperience',
] as const;
export const VENDOR_SERVICE_SORT_KEYS = [...VENDOR_SORT_KEYS, 'serviceRates'] as const;
export const REDEMPTION_SORT_KEYS = [
  'userName',
  'requestUserType',
  'redeemMethod',
  'redeemTokens',
  'redeemRate',
  'redeemValue',
  'requestDateTime',
] as const;

export const MOBILE_LENGTH = 10;
export const SERVICE_DESCRIPTION_MAX = 1000;
export const MODERATOR_NOTES_MAX = 200;
export const PASSWORD_MIN = 8;
export const MAX_SERVICE_DEPTH = 3;
export const REWARD_TOKENS_MIN = 0;
export const FEATURED_AD_PRIORITY_MIN = 1;
export const FEATURED_AD_PRIORITY_DEFAULT = 1;
export const AMOUNT_PAID_DEFAULT = 0;

export const UNIT_OPTIONS = ['lumsum', 'feet', 'Sqfeet', 'runfeet', 'kg', 'day', 'hour', 'piece'] as const;
export const DEFAULT_UNIT = 'piece';
export const AD_POSITIONS = ['Homepage Banner', 'Service Page'] as const;
export const DEFAULT_AD_POSITION = 'Homepage Banner';
export const REVIEW_STATUS_CODES = ['A', 'R'] as const;
export const USER_TYPES = ['V', 'C'] as const;
export const SERVICE_STATUSES = ['A', 'I'] as const;
export const REDEMPTION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const DEFAULT_REDEMPTION_STATUS = 'Pending';
/** The vendor form's genders: the code sent, its label and the label's id in `catalogue.values`. */
export const GENDERS = [
  { value: 'm', label: catalogue.values.male, word: 'male' },
  { value: 'f', label: catalogue.values.female, word: 'female' },
  { value: 'o', label: catalogue.values.other, word: 'other' },
] as const;

/** Service status label: A Active, I Inactive, anything else Blocked. */
export function serviceStatusLabel(status: string | null | undefined): 'Active' | 'Inactive' | 'Blocked' {
  return status === 'A'
    ? catalogue.values.active
    : status === 'I'
      ? catalogue.values.inactive
      : catalogue.values.blocked;
}

/** The status a service toggles to: A -> I, anything else -> A. */
export function toggledServiceStatus(status: string | null | undefined): 'A' | 'I' {
  return status === 'A' ? 'I' : 'A';
}

/** User type label: V Vendor, C Client (other values shown as they are). */
export function userTypeLabel(t: string | null | undefined): string {
  return t === 'V' ? catalogue.values.vendor : t === 'C' ? catalogue.values.client : (t ?? '');
}

/** Review status label: A Approved, R Rejected, else Pending. */
export function reviewStatusLabel(code: string | null | undefined): 'Approved' | 'Rejected' | 'Pending' {
  return code === 'A' ? 'Approved' : code === 'R' ? 'Rejected' : 'Pending';
}
