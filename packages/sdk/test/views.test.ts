import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  checkViewColumns,
  insightSlice,
  isMpaError,
  mergeViews,
  mpaArgsFor,
  mpaCommandFor,
  parseViewFile,
  shellQuote,
  stringifyViewFile,
  subscriptionSlice,
  viewFlags,
  viewDiffers,
  viewToListCall,
  viewLink,
  viewQueryOfUrl,
  VIEW_LISTS,
  type InsightFigure,
  type View,
} from '../src/index';

const file = (views: unknown[]) => JSON.stringify({ version: 1, views });
const errorOf = (f: () => unknown): { kind: string; message: string; data?: unknown } => {
  try {
    f();
  } catch (e) {
    if (isMpaError(e)) return { kind: e.kind, message: e.message, data: e.data };
    throw e;
  }
  throw new Error('no error');
};

describe('parseViewFile', () => {
  it('reads a file the panel exports, keeping the URL text of each key', () => {
    const text = file([
      {
        list: 'redemptions',
        name: 'Over 500, approved',
        query: { tab: 'approved', sort: 'redeemValue', desc: true, page: 2, size: '50' },
        columns: { widths: { user: 210 }, hidden: ['method'] },
        default: true,
      },
      { list: 'premium-services', name: 'Shops by name', query: { for: 'shop', sort: 'shopName' } },
    ]);
    expect(parseViewFile(text)).toEqual({
      version: 1,
      views: [
        {
          list: 'redemptions',
          name: 'Over 500, approved',
          query: { tab: 'Approved', sort: 'redeemValue', desc: '1', page: '2', size: '50' },
          columns: { widths: { user: 210 }, hidden: ['method'] },
          default: true,
        },
        { list: 'premium-services', name: 'Shops by name', query: { for: 'shop', sort: 'shopName' } },
      ],
    });
  });

  it('round-trips through stringifyViewFile', () => {
    const views: View[] = [
      { list: 'vendors', name: 'Khan', query: { q: 'khan', sort: 'mobileno', desc: '1' } },
    ];
    expect(parseViewFile(stringifyViewFile(views)).views).toEqual(views);
  });

  it.each([
    ['not json', 'file: not JSON'],
    [JSON.stringify({ views: [] }), 'version: must be 1 (got undefined)'],
    [JSON.stringify({ version: 2, views: [] }), 'version: must be 1 (got 2)'],
    [JSON.stringify({ version: 1, views: {} }), 'views: must be a list of views'],
    [file([{ list: 'nope', name: 'x', query: {} }]), 'views[0].list: unknown list "nope"'],
    [file([{ list: 'vendors', name: ' ', query: {} }]), 'views[0].name: must be a name that is not empty'],
    [
      file([
        { list: 'vendors', name: 'a', query: {} },
        { list: 'vendors', name: 'b', query: {} },
        { list: 'vendors', name: 'c', query: { sort: 'foo' } },
      ]),
      'views[2].query.sort: unknown sort key "foo" for list "vendors" (one of: "vendorname", "mobileno"',
    ],
    [
      file([{ list: 'vendors', name: 'a', query: { status: 'x' } }]),
      'views[0].query.status: unknown key for list "vendors"',
    ],
    [
      file([{ list: 'shops', name: 'a', query: { sort: 'shopName' } }]),
      'views[0].query.sort: unknown key for list "shops"',
    ],
    [
      file([{ list: 'vendors', name: 'a', query: { page: 0 } }]),
      'views[0].query.page: must be a whole number of 1 or more (got 0)',
    ],
    [
      file([{ list: 'vendors', name: 'a', query: { desc: 'yes' } }]),
      'views[0].query.desc: must be "1" or "0" (got "yes")',
    ],
    [file([{ list: 'vendors', name: 'a', query: { q: 5 } }]), 'views[0].query.q: must be text (got 5)'],
    [
      file([{ list: 'redemptions', name: 'a', query: { tab: 'Paid' } }]),
      'views[0].query.tab: unknown tab "Paid" for list "redemptions"',
    ],
    // a paid-services sort depends on whom the list is of
    [
      file([{ list: 'premium-services', name: 'a', query: { sort: 'shopName' } }]),
      'views[0].query.sort: unknown sort key "shopName" for list "premium-services"',
    ],
    [
      file([{ list: 'vendors', name: 'a', query: {}, columns: { widths: { name: -1 } } }]),
      'views[0].columns.widths.name: must be a width in pixels above 0',
    ],
    [
      file([{ list: 'vendors', name: 'a', query: {}, columns: { hidden: [3] } }]),
      'views[0].columns.hidden[0]: must be a column id',
    ],
    [file([{ list: 'vendors', name: 'a', query: {}, colour: 'red' }]), 'views[0].colour: unknown key'],
    [
      file([
        { list: 'vendors', name: 'Mine', query: {} },
        { list: 'vendors', name: 'mine', query: {} },
      ]),
      'views[1].name: "mine" appears twice for list "vendors"',
    ],
    [
      file([
        { list: 'vendors', name: 'a', query: {}, default: true },
        { list: 'vendors', name: 'b', query: {}, default: true },
      ]),
      'views[1].default: list "vendors" has a default view already',
    ],
  ])('refuses %s with one error naming the field', (text, message) => {
    const e = errorOf(() => parseViewFile(text));
    expect(e.kind).toBe('validation');
    expect(e.message).toContain(message);
    const { field, reason } = e.data as { field: string; reason: string };
    expect(e.message).toBe(`${field}: ${reason}`);
  });

  it('takes the same name on two lists', () => {
    const v = parseViewFile(
      file([
        { list: 'vendors', name: 'Mine', query: {} },
        { list: 'shops', name: 'Mine', query: {} },
      ]),
    );
    expect(v.views).toHaveLength(2);
  });
});

describe('a view and the URL', () => {
  it("takes the list's keys with the values its screen reads, and gives the view's link", () => {
    const query = viewQueryOfUrl(
      'premium-services',
      '?for=shop&sort=shopName&page=abc&edit=3&desc=1&q=a+%26+b',
    );
    expect(query).toEqual({ for: 'shop', sort: 'shopName', desc: '1', q: 'a & b' });
    expect(viewLink({ list: 'premium-services', query })).toBe(
      '/premium-services?for=shop&sort=shopName&desc=1&q=a+%26+b',
    );
    expect(viewQueryOfUrl('vendors', new URLSearchParams('sort=nope&size=20'))).toEqual({ size: '20' });
    expect(viewLink({ list: 'vendors', query: {} })).toBe('/vendors');
    expect(viewQueryOfUrl('premium-services', 'sort=shopName&for=shop')).toEqual({
      sort: 'shopName',
      for: 'shop',
    });
  });
});

describe('mergeViews', () => {
  const saved: View[] = [
    { list: 'vendors', name: 'Khan', query: { q: 'khan' }, default: true },
    { list: 'shops', name: 'Cafes', query: { q: 'cafe' } },
  ];
  const incoming: View[] = [
    { list: 'vendors', name: 'khan', query: { q: 'khan', desc: '1' } },
    { list: 'shops', name: 'Cafes', query: { q: 'cafe' } },
    { list: 'vendors', name: 'New', query: {}, default: true },
  ];

  it('keeps a saved view whose name is taken and returns it as a conflict', () => {
    const r = mergeViews(saved, incoming);
    expect(r.conflicts.map((v) => v.name)).toEqual(['khan']);
    expect(r.unchanged.map((v) => v.name)).toEqual(['Cafes']);
    expect(r.added.map((v) => v.name)).toEqual(['New']);
    expect(r.views).toEqual([{ list: 'vendors', name: 'Khan', query: { q: 'khan' } }, saved[1], incoming[2]]);
    expect(saved[0].default).toBe(true);
  });

  it('replaces it when told (or when the function says so)', () => {
    const r = mergeViews(saved, incoming, { replace: (v) => v.name === 'khan' });
    expect(r.replaced.map((v) => v.name)).toEqual(['khan']);
    expect(r.conflicts).toEqual([]);
    expect(r.views[0]).toEqual(incoming[0]);
  });
});

describe("a grid's columns in a view", () => {
  it('reads what the grid keeps and names the field at fault', () => {
    expect(checkViewColumns({ widths: { name: 210 }, hidden: ['city'] })).toEqual({
      widths: { name: 210 },
      hidden: ['city'],
    });
    expect(checkViewColumns({})).toEqual({ widths: {}, hidden: [] });
    expect(errorOf(() => checkViewColumns({ widths: { name: 0 } })).message).toBe(
      'columns.widths.name: must be a width in pixels above 0 (got 0)',
    );
    expect(errorOf(() => checkViewColumns(null)).kind).toBe('validation');
  });

  it('says whether the list differs from the view: its query, then its columns where both have them', () => {
    const view: View = {
      list: 'vendors',
      name: 'Khan',
      query: { q: 'khan', sort: 'vendorName' },
      columns: { widths: { name: 210 }, hidden: ['city', 'photo'] },
    };
    const columns = { widths: { name: 210 }, hidden: ['photo', 'city'] };
    expect(viewDiffers(view, { sort: 'vendorName', q: 'khan' }, columns)).toBe(false);
    expect(viewDiffers(view, { q: 'khan' }, columns)).toBe(true);
    expect(viewDiffers(view, { q: 'khan', sort: 'vendorName' }, { ...columns, hidden: ['city'] })).toBe(true);
    expect(viewDiffers(view, { q: 'khan', sort: 'vendorName' }, { ...columns, widths: {} })).toBe(true);
    expect(viewDiffers(view, { q: 'khan', sort: 'vendorName' })).toBe(false);
    expect(viewDiffers({ ...view, columns: undefined }, view.query, { widths: {}, hidden: [] })).toBe(false);
  });
});

describe('viewToListCall', () => {
  it('gives the call each list screen makes for its URL', () => {
    expect(viewToListCall('vendors', {})).toEqual({
      method: 'vendors.list',
      args: [{ page: 1, pageSize: 10, sortBy: 'vendorname', sortDescending: false }],
    });
    expect(
      viewToListCall('vendors', { q: '  khan ', sort: 'mobileno', desc: '1', page: '3', size: '20' }),
    ).toEqual({
      method: 'vendors.list',
      args: [{ page: 3, pageSize: 20, searchTerms: 'khan', sortBy: 'mobileno', sortDescending: true }],
    });
    expect(viewToListCall('redemptions', { tab: 'Approved', q: 'ravi' })).toEqual({
      method: 'redemptions.list',
      args: [
        'Approved',
        { page: 1, pageSize: 10, sortBy: 'requestDateTime', search: 'ravi', sortDescending: false },
      ],
    });
    expect(viewToListCall('premium-services', { for: 'shop' })?.args).toEqual([
      'shop',
      { page: 1, pageSize: 10, sortBy: 'Id', sortDescending: false },
    ]);
    expect(viewToListCall('reviews-moderation', { tab: 'rejected', sort: 'rating', desc: '1' })).toEqual({
      method: 'reviews.all',
      args: [{ status: 'rejected', searchTerms: undefined, sortBy: 'rating', sortDescending: true }],
    });
    // 'Load more': the URL's page is how many pages are shown
    expect(viewToListCall('vendors-services', { page: '3' })?.args[0]).toMatchObject({
      page: 1,
      pageSize: 30,
    });
    expect(viewToListCall('shops', { q: 'x', page: '2' })?.args[0]).toEqual({
      page: 2,
      pageSize: 10,
      searchTerms: 'x',
      sortBy: 'shopName',
    });
    expect(viewToListCall('clients', { status: 'active' })).toBeUndefined();
  });

  it('checks the query first', () => {
    expect(errorOf(() => viewToListCall('vendors', { sort: 'foo' })).message).toBe(
      'query.sort: unknown sort key "foo" for list "vendors" (one of: "vendorname", "mobileno", "service", "gender", "yearOfBirth", "yearOfExperience")',
    );
  });
});

describe('mpaCommandFor', () => {
  it('writes the mpa command of each server list with its real flags', () => {
    expect(mpaCommandFor('vendors', { q: 'khan', sort: 'vendorname' })).toBe(
      'mpa vendors export --search khan --sort vendorname',
    );
    expect(
      mpaCommandFor('vendors', { q: 'khan', sort: 'mobileno', desc: '1', page: '2' }, { verb: 'list' }),
    ).toBe('mpa vendors list --search khan --sort mobileno --desc --page 2 --page-size 10');
    expect(mpaCommandFor('redemptions', { tab: 'Rejected', sort: 'redeemValue', desc: '1' })).toBe(
      'mpa redemptions export --status rejected --sort redeemValue --desc',
    );
    expect(mpaCommandFor('shops', { q: 'cafe' }, { verb: 'list', format: 'json' })).toBe(
      'mpa shops list --search cafe --page 1 --page-size 10 --format json',
    );
    expect(mpaCommandFor('premium-services', { for: 'shop' })).toBe(
      'mpa paid-services export --for shop --sort Id',
    );
    expect(mpaCommandFor('reviews-moderation', { tab: 'approved' }, { verb: 'list' })).toBe(
      'mpa reviews list --status approved --sort ReviewDate --all --page-size 100',
    );
    expect(mpaArgsFor('featured-ads', { q: '-x' })).toEqual(['mpa', 'featured-ads', 'export', '--search=-x']);
    expect(errorOf(() => mpaCommandFor('appointments', {})).message).toContain('no mpa command');
    // zsh expands a word starting with '='
    expect(shellQuote('=ls')).toBe("'=ls'");
  });

  it('has a noun for every list with a server call', () => {
    for (const spec of Object.values(VIEW_LISTS)) expect(Boolean(spec.noun)).toBe(Boolean(spec.call));
  });

  it.each([
    'plain',
    'two words',
    "it's",
    'say "hi"',
    '$HOME and ${PATH}',
    '`id` $(id)',
    'line one\nline two',
    'back\\slash',
    '!event *glob ?x [a] ~ # ; & | < >',
    '',
    "'",
    '=ls',
    '--search=x',
  ])('quotes %j so that sh (dash) and bash pass it unchanged', (word) => {
    const command = `printf '%s\\0' ${shellQuote(word)} ${mpaCommandFor('vendors', { q: word }).replace(/^mpa /, '')}`;
    const search = word.trim();
    for (const shell of ['/bin/sh', '/usr/bin/bash']) {
      const words = execFileSync(shell, ['-c', command], { encoding: 'utf8' }).split('\0').slice(0, -1);
      const searchWords = !search
        ? []
        : search.startsWith('-')
          ? [`--search=${search}`]
          : ['--search', search];
      expect(words).toEqual([word, 'vendors', 'export', ...searchWords, '--sort', 'vendorname']);
    }
  });

  it('gives the flags alone for a caller that runs them itself', () => {
    expect(viewFlags('vendors', { q: 'a b', desc: '1' }, 'export')).toEqual([
      { flag: '--search', value: 'a b' },
      { flag: '--sort', value: 'vendorname' },
      { flag: '--desc' },
    ]);
  });
});

describe('insightSlice', () => {
  const figure = (id: string, rows: [string, number][]) =>
    ({ id, rows: rows.map(([key, value]) => ({ key, label: key, value })) }) as unknown as InsightFigure;
  const ages = figure('pending-redemptions-by-age', [
    ['<1d', 1],
    ['1-3d', 2],
    ['3-7d', 0],
    ['7-30d', 4],
    ['>30d', 25],
  ]);

  it("opens a pending redemption bucket at the page of its oldest request (the older buckets' come first)", () => {
    expect(insightSlice(ages, '>30d')).toBe('/redemptions');
    expect(insightSlice(ages, '7-30d')).toBe('/redemptions?page=3');
    expect(insightSlice(ages, '<1d')).toBe('/redemptions?page=4');
  });

  it("opens a status' tab, sorted so the counted records come first; a bar without series opens none", () => {
    const ratings = figure('reviews-by-rating', [['4', 3]]);
    expect(insightSlice(ratings, '4', 'A')).toBe('/reviews-moderation?tab=approved&sort=rating&desc=1');
    expect(insightSlice(ratings, '2', 'P')).toBe('/reviews-moderation?sort=rating');
    const perDay = figure('redemption-requests-per-day', [['2026-11-01', 2]]);
    expect(insightSlice(perDay, '2026-11-01', 'Approved')).toBe('/redemptions?tab=Approved&desc=1');
    expect(insightSlice(perDay, '2026-11-01')).toBeUndefined();
    expect(subscriptionSlice('shop', 'Gold plan')).toBe('/premium-services?for=shop&q=Gold+plan');
  });

  it('gives links whose every key the list reads, as a saved view would', () => {
    const links = [
      insightSlice(ages, '7-30d'),
      insightSlice(figure('reviews-by-rating', []), '5', 'R'),
      insightSlice(figure('redemption-requests-per-day', []), '2026-11-01', 'Rejected'),
      insightSlice(figure('revenue-by-month', []), '2026-11', 'shop'),
      subscriptionSlice('vendor', 'Basic'),
    ];
    for (const link of links) {
      const [path, search = ''] = link!.split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      expect(viewQueryOfUrl(path.slice(1), search), link).toEqual(query);
    }
  });
});
