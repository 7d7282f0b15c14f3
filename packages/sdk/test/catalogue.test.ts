import { describe, expect, it } from 'vitest';
import { AD_POSITIONS, catalogue } from '../src/index';
import { areaRows, INLINE_SECTION_5, INLINE_SECTION_8, quoted, specSection } from './spec-texts';

const values = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : values(v as object)));
const all = new Set([...values(catalogue), ...AD_POSITIONS]);

const AREA: Record<string, keyof typeof catalogue> = {
  'Vendor lists and actions': 'vendors',
  'Vendor services': 'vendorServices',
  'Service linking': 'serviceLinking',
  Services: 'services',
  Shops: 'shops',
  Rewards: 'rewards',
  Redemption: 'redemption',
  'Featured ads': 'featuredAds',
  'Shop categories': 'shopCategories',
  'Paid services': 'paidServices',
  'Reviews (destructive toasts)': 'reviews',
};

describe('catalogue holds every text of spec §5 and §8', () => {
  const s5 = quoted(specSection(5));
  const s8 = specSection(8);
  it('the inline copies match the spec', () => {
    expect(quoted(INLINE_SECTION_5)).toEqual(s5);
    expect(quoted(INLINE_SECTION_8)).toEqual(quoted(s8));
  });
  it.each(s5)('§5: %s', (text) => expect(all.has(text)).toBe(true));
  it.each(quoted(s8.slice(0, s8.indexOf('### Failures'))))('§8 transport: %s', (text) =>
    expect(all.has(text)).toBe(true),
  );
  const rows = areaRows(s8);
  it('the §8 table has its 11 areas', () => expect(rows.map((r) => r.area)).toEqual(Object.keys(AREA)));
  it.each(rows.map((r) => [r.area, r]))(
    '§8 %s: every failure and success text sits in its area',
    (_a, row) => {
      const area = values(catalogue[AREA[row.area]]);
      for (const t of [...row.failures, ...row.successes]) expect(area, t).toContain(t);
    },
  );
});
