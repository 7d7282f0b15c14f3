import { DEFAULT_SORT, PAGE_SIZES, REDEMPTION_SORT_KEYS, VENDOR_SORT_KEYS } from '../rules/constants';
import type { PagingPayload } from '../types/common';

// The lists a view can be of: each panel route that draws a list, with the keys its URL holds
// (packages/web/src/hooks/useListState.ts: q, sort, desc, page, size, tab and the screen's own keys), the
// values each takes, the SDK call the screen makes for them, and the `mpa` verb that lists the same rows.

/** A list's state with its defaults filled in, as the panel's useListState reads it from the URL. */
export interface ViewState {
  page: number;
  pageSize: number;
  search: string;
  sortBy?: string;
  sortDescending: boolean;
  tab?: string;
  /** The screen's own keys (a status filter, vendor or shop). */
  extra: Record<string, string>;
}

/** One key of a list's URL: what it holds and which values it takes. */
export interface ViewKey {
  kind: 'text' | 'count' | 'flag' | 'choice';
  /** A choice's values (a sort's keys, a tab's ids), as the panel writes them. */
  values?: (query: Readonly<Record<string, string>>) => readonly string[];
}

/** The SDK call a screen makes for a state: a method of the client (by its path) and its arguments. */
export interface ViewListCall {
  /** e.g. `vendors.list`, `referrals.codes.list`, `reviews.all` (which returns every row of a tab). */
  method: string;
  args: unknown[];
}

/** The `mpa` command's verbs a view applies to. */
export type ViewVerb = 'list' | 'export';

/** A flag of an `mpa` command line: `--search` with its value, or `--desc` alone. */
export interface ViewFlag {
  flag: string;
  value?: string;
}

export interface ViewListSpec {
  /** The panel's route name (what a view's `list` says). */
  list: string;
  /** The `mpa` noun listing the same rows; none for the panel's sample lists (Clients, Appointments). */
  noun?: string;
  /** The URL keys the list keeps, by name. */
  keys: Readonly<Record<string, ViewKey>>;
  /** The state of a URL holding no key (the screen's useListState defaults). */
  defaults: { sortBy?: string; pageSize?: number; tab?: string; extra?: Record<string, string> };
  /** The SDK call the screen makes for this state; none for the sample lists. */
  call?(state: ViewState): ViewListCall;
  /** The `mpa <noun> <verb>` flags giving the rows of this state. */
  flags?(state: ViewState, query: Readonly<Record<string, string>>, verb: ViewVerb): ViewFlag[];
}

const TEXT: ViewKey = { kind: 'text' };
const COUNT: ViewKey = { kind: 'count' };
const FLAG: ViewKey = { kind: 'flag' };
const choice = (
  values: readonly string[] | ((q: Readonly<Record<string, string>>) => readonly string[]),
) => ({
  kind: 'choice' as const,
  values: typeof values === 'function' ? values : () => values,
});
/** The keys of a paged list with a search and sortable columns. */
const sortedList = (sorts: readonly string[]) => ({
  q: TEXT,
  sort: choice(sorts),
  desc: FLAG,
  page: COUNT,
  size: COUNT,
});

/** The paging payload the screens send (useListState's `paging`): the search trimmed, absent when empty. */
function pagingOf(s: ViewState): PagingPayload & { page: number; pageSize: number } {
  const searchTerms = s.search.trim();
  return {
    page: s.page,
    pageSize: s.pageSize,
    sortDescending: s.sortDescending,
    ...(searchTerms ? { searchTerms } : {}),
    ...(s.sortBy ? { sortBy: s.sortBy } : {}),
  };
}

/** The search, sort and direction flags (a direction only with a sort key). */
function searchSortFlags(s: ViewState, o: { sort?: boolean; desc?: boolean } = {}): ViewFlag[] {
  const flags: ViewFlag[] = [];
  const search = s.search.trim();
  if (search) flags.push({ flag: '--search', value: search });
  if (o.sort !== false && s.sortBy) flags.push({ flag: '--sort', value: s.sortBy });
  if (o.desc !== false && s.sortBy && s.sortDescending) flags.push({ flag: '--desc' });
  return flags;
}

/** A list verb shows the screen's page; an export writes every row of the search. */
const pageFlags = (s: ViewState, verb: ViewVerb): ViewFlag[] =>
  verb === 'list'
    ? [
        { flag: '--page', value: String(s.page) },
        { flag: '--page-size', value: String(s.pageSize) },
      ]
    : [];

const VENDOR_SERVICE_SORTS = [
  'vendorname',
  'mobileno',
  'service',
  'serviceRates',
  'yearOfExperience',
] as const;
const REDEMPTION_TABS = ['Pending', 'Approved', 'Rejected'] as const;
const REVIEW_TABS = ['pending', 'rejected', 'approved'] as const;
const REVIEW_SORTS = ['ReviewDate', 'rating', 'VendorName'] as const;
const PAID_FOR = ['vendor', 'shop'] as const;
const paidSorts = (q: Readonly<Record<string, string>>) => [
  DEFAULT_SORT.paidServices,
  q.for === 'shop' ? 'shopName' : 'vendorName',
  'subscriptionPlan',
  'isActive',
];

/** Every list a view can be of, by the panel's route name. */
export const VIEW_LISTS: Readonly<Record<string, ViewListSpec>> = {
  vendors: {
    list: 'vendors',
    noun: 'vendors',
    keys: sortedList(VENDOR_SORT_KEYS),
    defaults: { sortBy: 'vendorname' },
    call: (s) => ({ method: 'vendors.list', args: [pagingOf(s)] }),
    flags: (s, _q, verb) => [...searchSortFlags(s), ...pageFlags(s, verb)],
  },
  'vendors-services': {
    list: 'vendors-services',
    noun: 'vendor-services',
    keys: sortedList(VENDOR_SERVICE_SORTS),
    defaults: { sortBy: 'vendorname' },
    // the URL's page is how many pages the screen shows ('Load more' adds one): the same rows as one read
    call: (s) => ({
      method: 'vendorServices.list',
      args: [{ ...pagingOf(s), page: 1, pageSize: s.page * s.pageSize }],
    }),
    flags: (s, _q, verb) => [
      ...searchSortFlags(s),
      ...pageFlags({ ...s, page: 1, pageSize: s.page * s.pageSize }, verb),
    ],
  },
  shops: {
    list: 'shops',
    noun: 'shops',
    // spec §7: the shop list is sorted by shopName only, with no direction
    keys: { q: TEXT, page: COUNT, size: COUNT },
    defaults: { sortBy: DEFAULT_SORT.shops },
    call: (s) => ({
      method: 'shops.list',
      args: [
        {
          page: s.page,
          pageSize: s.pageSize,
          searchTerms: pagingOf(s).searchTerms,
          sortBy: DEFAULT_SORT.shops,
        },
      ],
    }),
    flags: (s, _q, verb) => [...searchSortFlags(s, { sort: false, desc: false }), ...pageFlags(s, verb)],
  },
  'shop-categories': {
    list: 'shop-categories',
    noun: 'shop-categories',
    keys: sortedList([DEFAULT_SORT.shopCategories, 'ord', 'isActive']),
    defaults: { sortBy: DEFAULT_SORT.shopCategories, pageSize: PAGE_SIZES.shopCategories },
    call: (s) => ({ method: 'shopCategories.listPage', args: [pagingOf(s)] }),
    flags: (s, _q, verb) => [...searchSortFlags(s), ...pageFlags(s, verb)],
  },
  services: {
    list: 'services',
    noun: 'services',
    // the screen reads the whole tree under its search, in the services' order
    keys: { q: TEXT },
    defaults: {},
    call: (s) => ({
      method: 'services.list',
      args: [{ page: 1, pageSize: PAGE_SIZES.dropdown, sortBy: 'ord', searchTerms: s.search.trim() }],
    }),
    flags: (s, _q, verb) => [
      ...searchSortFlags({ ...s, sortBy: 'ord', sortDescending: false }),
      ...pageFlags({ ...s, page: 1, pageSize: PAGE_SIZES.dropdown }, verb),
    ],
  },
  'referral-codes': {
    list: 'referral-codes',
    noun: 'referral-codes',
    keys: sortedList(['referralCode', 'userType', 'name', 'isActive']),
    defaults: { sortBy: 'referralCode' },
    call: (s) => ({ method: 'referrals.codes.list', args: [pagingOf(s)] }),
    flags: (s, _q, verb) => [...searchSortFlags(s), ...pageFlags(s, verb)],
  },
  redemptions: {
    list: 'redemptions',
    noun: 'redemptions',
    keys: { ...sortedList(REDEMPTION_SORT_KEYS), tab: choice(REDEMPTION_TABS) },
    defaults: { tab: 'Pending', sortBy: DEFAULT_SORT.redemptions },
    call: (s) => {
      const p = pagingOf(s);
      return {
        method: 'redemptions.list',
        args: [
          s.tab,
          {
            page: p.page,
            pageSize: p.pageSize,
            sortBy: p.sortBy,
            search: p.searchTerms,
            sortDescending: p.sortDescending,
          },
        ],
      };
    },
    flags: (s, _q, verb) => [
      { flag: '--status', value: (s.tab ?? 'Pending').toLowerCase() },
      ...searchSortFlags(s),
      ...pageFlags(s, verb),
    ],
  },
  'featured-ads': {
    list: 'featured-ads',
    noun: 'featured-ads',
    // spec §7: the list takes Page, PageSize and Search only
    keys: { q: TEXT, page: COUNT, size: COUNT },
    defaults: {},
    call: (s) => ({
      method: 'featuredAds.list',
      args: [{ page: s.page, pageSize: s.pageSize, search: pagingOf(s).searchTerms }],
    }),
    flags: (s, _q, verb) => [...searchSortFlags(s, { sort: false, desc: false }), ...pageFlags(s, verb)],
  },
  'premium-services': {
    list: 'premium-services',
    noun: 'paid-services',
    keys: { ...sortedList([]), sort: choice(paidSorts), for: choice(PAID_FOR) },
    defaults: {
      sortBy: DEFAULT_SORT.paidServices,
      pageSize: PAGE_SIZES.paidServices,
      extra: { for: 'vendor' },
    },
    call: (s) => ({ method: 'premiumServices.list', args: [s.extra.for, pagingOf(s)] }),
    flags: (s, _q, verb) => [
      ...(s.extra.for === 'shop' ? [{ flag: '--for', value: 'shop' }] : []),
      ...searchSortFlags(s),
      ...pageFlags(s, verb),
    ],
  },
  'reviews-moderation': {
    list: 'reviews-moderation',
    noun: 'reviews',
    // the screen shows a tab whole (a windowed list), not a page of it
    keys: { q: TEXT, sort: choice(REVIEW_SORTS), desc: FLAG, tab: choice(REVIEW_TABS) },
    defaults: { tab: 'pending', sortBy: DEFAULT_SORT.reviews },
    call: (s) => {
      const { searchTerms, sortBy, sortDescending } = pagingOf(s);
      return { method: 'reviews.all', args: [{ status: s.tab, searchTerms, sortBy, sortDescending }] };
    },
    flags: (s, _q, verb) => [
      ...(s.tab && s.tab !== 'pending' ? [{ flag: '--status', value: s.tab }] : []),
      ...searchSortFlags(s),
      ...(verb === 'list' ? [{ flag: '--all' }, { flag: '--page-size', value: '100' }] : []),
    ],
  },
  // The panel's sample screens (no server list, no mpa noun): their views live in the panel only.
  clients: {
    list: 'clients',
    keys: { q: TEXT, status: choice(['all', 'active', 'inactive']) },
    defaults: { extra: { status: 'all' } },
  },
  appointments: {
    list: 'appointments',
    keys: {
      q: TEXT,
      tab: choice(['all', 'upcoming', 'completed', 'canceled']),
      status: choice(['', 'all', 'upcoming', 'completed', 'canceled']),
    },
    defaults: { tab: 'all', extra: { status: '' } },
  },
};

/** The URL keys with a name of their own in ViewState (the others are a screen's extra keys). */
const STATE_KEYS = new Set(['q', 'sort', 'desc', 'page', 'size', 'tab']);

/** A list's state for a view's query (defaults filled in), as the screen's useListState reads its URL. */
export function viewStateOf(spec: ViewListSpec, query: Readonly<Record<string, string>>): ViewState {
  const d = spec.defaults;
  const extra: Record<string, string> = { ...d.extra };
  for (const [k, v] of Object.entries(query)) if (!STATE_KEYS.has(k)) extra[k] = v;
  return {
    page: query.page ? Number(query.page) : 1,
    pageSize: query.size ? Number(query.size) : (d.pageSize ?? PAGE_SIZES.default),
    search: query.q ?? '',
    sortBy: query.sort ?? d.sortBy,
    sortDescending: query.desc === undefined ? false : query.desc === '1',
    tab: query.tab ?? d.tab,
    extra,
  };
}
