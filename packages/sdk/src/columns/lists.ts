import { catalogue } from '../catalogue';
import { fieldValue } from '../operations/clientPaging';
import type { ValueKind } from './format';

/** A column header's message id (a key of `catalogue.columns`). */
export type ColumnLabel = keyof typeof catalogue.columns;

/** One column of a list: the panel's grid and the CLI's table draw it from this. */
export interface ColumnDef {
  /** The API field it shows (what `--fields` and the exports name); for a derived column, the field it sorts by. */
  id: string;
  /** Its header, as a message id. */
  label: ColumnLabel;
  /** How its value is written. */
  kind: ValueKind;
  /** The value when it is not the field `id` alone (two spellings, a pair of fields). */
  value?: (row: any) => unknown;
  /** Drawn only by the panel (a thumbnail) or only on a terminal (the id the commands take). */
  only?: 'panel' | 'terminal';
  /** Drawn only on these tabs of the list (a request's note, once it is decided). */
  tabs?: readonly string[];
}

/** A list's columns, in the panel's order. */
export interface ListColumns {
  columns: readonly ColumnDef[];
  /** The column that names a row on a terminal (what `mpa <noun> <verb> ID` takes): never cut. */
  identifies: string;
  /** The column that says how an item stands: never cut. */
  status?: string;
  /** A queue: the date-time field its items' age counts from (the CLI's Age column and `--sort age`). */
  ageFrom?: string;
  /** A tree: the field holding each item's children (drawn under it, their names indented). */
  children?: string;
}

const col = (
  id: string,
  label: ColumnLabel,
  kind: ValueKind = 'text',
  more: Partial<ColumnDef> = {},
): ColumnDef => ({ id, label, kind, ...more });
const either =
  (...names: string[]) =>
  (r: unknown): unknown => {
    for (const n of names) {
      const v = fieldValue(r, n);
      if (v !== undefined && v !== null) return v;
    }
    return undefined;
  };
const hasSubscription = (r: { id?: unknown }): boolean => r.id !== undefined && r.id !== null;

const paidServices = (owner: 'vendor' | 'shop'): ListColumns => ({
  identifies: owner === 'vendor' ? 'vendorName' : 'shopName',
  status: 'isActive',
  columns: [
    col('id', 'id', 'text', { only: 'terminal' }),
    col(owner === 'vendor' ? 'vendorName' : 'shopName', owner, 'text'),
    col('mobile', 'mobile'),
    col('subscriptionPlan', 'subscription', 'text', { value: (r) => r.subscriptionPlan ?? '—' }),
    col('startDate', 'period', 'period', {
      value: (r) => (hasSubscription(r) ? [r.startDate, r.endDate] : undefined),
    }),
    col('amountPaid', 'amountPaid', 'amount', {
      value: (r) => (hasSubscription(r) ? (r.amountPaid ?? 0) : undefined),
    }),
    col('paymentMethod', 'payment', 'text', {
      value: (r) => [r.paymentMethod, r.transactionId].filter(Boolean).join(' · '),
    }),
    col('isActive', 'status', 'word', {
      value: (r) => (!hasSubscription(r) ? 'noSubscription' : r.isActive ? 'active' : 'inactive'),
    }),
  ],
});

/**
 * Every list's columns, in the panel's order with the panel's words: the panel's grids take their headers
 * and cell text from here, the CLI's tables their headers, columns and cell formats.
 */
export const LIST_COLUMNS = {
  vendors: {
    identifies: 'id',
    status: 'isActive',
    columns: [
      col('id', 'id', 'text', { only: 'terminal' }),
      col('name', 'name'),
      col('imageUrl', 'image', 'text', { value: either('imageUrl', 'vendorImage'), only: 'panel' }),
      col('mobileNo', 'mobile'),
      col('email', 'email'),
      col('mainService', 'service'),
      col('gender', 'gender', 'gender'),
      col('yearOfBirth', 'yearOfBirth'),
      col('yearOfExperience', 'experience', 'number'),
      col('isActive', 'status', 'active'),
    ],
  },
  'vendor-services': {
    identifies: 'id',
    status: 'isActive',
    columns: [
      col('id', 'id', 'text', { only: 'terminal' }),
      col('venderName', 'vendor'),
      col('vMobile', 'mobile'),
      col('serviceName', 'service'),
      col('serviceUnits', 'unit'),
      col('serviceRates', 'rate', 'amount'),
      col('yearOfExperience', 'experience', 'number'),
      col('rating', 'rating', 'number'),
      col('isActive', 'status', 'active'),
    ],
  },
  shops: {
    identifies: 'shopId',
    status: 'isActive',
    columns: [
      col('shopId', 'id', 'text', { only: 'terminal' }),
      col('shopName', 'shopName'),
      col('shopImages', 'image', 'list', { only: 'panel' }),
      col('shopCategory', 'category'),
      col('shopAddress', 'address'),
      col('shopPhones', 'phones', 'list'),
      col('shopWhatsappNo', 'whatsApp'),
      col('isActive', 'active', 'active'),
      col('isVerified', 'verified', 'yesNo'),
    ],
  },
  'shop-categories': {
    identifies: 'shopCategoryName',
    status: 'isActive',
    columns: [
      col('ord', 'order', 'number'),
      col('shopCategoryIcon', 'icon', 'text', { only: 'panel' }),
      col('shopCategoryName', 'categoryName'),
      col('isActive', 'active', 'active'),
    ],
  },
  reviews: {
    identifies: 'reviewID',
    ageFrom: 'createdAt',
    columns: [
      col('reviewID', 'id'),
      col('reviewTitle', 'title'),
      col('reviewText', 'reviewText'),
      col('rating', 'rating', 'number'),
      col('createdAt', 'created', 'dateTime'),
      col('moderatorNotes', 'moderatorNotes'),
    ],
  },
  redemptions: {
    identifies: 'redeemRequestId',
    status: 'status',
    ageFrom: 'requestDateTime',
    columns: [
      col('redeemRequestId', 'id'),
      col('userName', 'userName'),
      col('requestUserType', 'userType', 'userType'),
      col('redeemMethod', 'method'),
      col('redeemTokens', 'tokens', 'amount'),
      col('redeemRate', 'rate', 'amount'),
      col('redeemValue', 'value', 'amount'),
      col('requestDateTime', 'requested', 'dateTime'),
      col('status', 'status'),
      col('note', 'note', 'text', { tabs: ['Approved', 'Rejected'] }),
    ],
  },
  'referral-codes': {
    identifies: 'codeId',
    status: 'isActive',
    columns: [
      col('codeId', 'id', 'text', { only: 'terminal' }),
      col('referralCode', 'code'),
      col('userType', 'userType', 'userTypeCode'),
      col('name', 'vendorOrClient', 'text', { value: either('vendorName', 'clientName') }),
      col('isActive', 'active', 'active'),
    ],
  },
  'featured-ads': {
    identifies: 'FeaturedAdId',
    columns: [
      col('FeaturedAdId', 'adId'),
      col('StartDate', 'startDate', 'dateTime'),
      col('EndDate', 'endDate', 'dateTime'),
      col('Priority', 'priority', 'number'),
      col('ImageUrl', 'image', 'text', { only: 'panel' }),
    ],
  },
  'paid-services': paidServices('vendor'),
  'paid-services-shop': paidServices('shop'),
  'token-mappings': {
    identifies: 'mappingId',
    columns: [
      col('mappingId', 'id', 'text', { only: 'terminal' }),
      col('redemptionType', 'redemptionType'),
      col('requiredTokens', 'requiredTokens', 'amount'),
      col('equivalentValue', 'equivalentValue', 'amount'),
    ],
  },
  'referral-configs': {
    identifies: 'configId',
    columns: [
      col('configId', 'id', 'text', { only: 'terminal' }),
      col('referrerUserType', 'referrer', 'userType'),
      col('referredUserType', 'referred', 'userType'),
      col('referrerRewardTokens', 'referrerRewardTokens', 'amount'),
      col('referredRewardTokens', 'referredRewardTokens', 'amount'),
    ],
  },
  'review-flags': {
    identifies: 'flagId',
    status: 'moderatedStatus',
    columns: [
      col('flagId', 'flag', 'text', { only: 'terminal' }),
      col('reviewID', 'review', 'text', { only: 'terminal' }),
      col('reviewTitle', 'title'),
      col('reviewText', 'reviewText'),
      col('moderatedStatus', 'status', 'moderation'),
    ],
  },
  'vendor-linked-services': {
    identifies: 'id',
    status: 'isActive',
    columns: [
      col('id', 'id', 'text', { only: 'terminal' }),
      col('serviceName', 'service'),
      col('serviceUnits', 'unit'),
      col('serviceRates', 'rate', 'amount'),
      col('isActive', 'status', 'active'),
    ],
  },
  'subscription-plans': {
    identifies: 'plan',
    columns: [col('plan', 'subscription')],
  },
  services: {
    identifies: 'id',
    status: 'status',
    children: 'subServices',
    columns: [
      col('id', 'id', 'text', { only: 'terminal' }),
      col('name', 'name'),
      col('status', 'status', 'serviceStatus'),
      col('isFeatured', 'featured', 'yesNo'),
      col('ord', 'order', 'number'),
      col('parentId', 'parent'),
    ],
  },
} satisfies Record<string, ListColumns>;

/** A list with column definitions (the CLI's noun; paid services have one per owner). */
export type ListName = keyof typeof LIST_COLUMNS;

/** The definitions' list for paid services of vendors or shops. */
export const paidServicesList = (owner: string): ListName =>
  owner === 'shop' ? 'paid-services-shop' : 'paid-services';

/** A column's header text. */
export const columnLabel = (c: Pick<ColumnDef, 'label'>): string => catalogue.columns[c.label];

/** The column of `list` showing field `id` (case-insensitive, as `--fields` names them), if it has one. */
export function findColumn(list: ListName, id: string): ColumnDef | undefined {
  const lower = id.toLowerCase();
  return (LIST_COLUMNS[list] as ListColumns).columns.find((c) => c.id.toLowerCase() === lower);
}

/** A column's raw value in a row (before formatting). */
export const columnValue = (c: ColumnDef, row: unknown): unknown =>
  c.value ? c.value(row) : fieldValue(row, c.id);
