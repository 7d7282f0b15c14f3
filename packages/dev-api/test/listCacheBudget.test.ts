import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Harness } from './helpers';

// The list cache's budget is in bytes of the answers it holds: a shop with a huge phone list, read in
// many different lists, used to be kept once per list (20 000 rows allowed whatever their size).

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The heap in use after a full collection (what the server still holds). */
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;
const PHONES = 20_000; // a phone list of about 260 KB as the database keeps it
const READS = 60;

describe('list cache budget', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ listCacheBytes: 2 * MB });
  });
  afterAll(async () => {
    await h.close();
  });

  it('holds no more than its budget, however many lists the large rows appear in', async () => {
    const shopPhones = Array.from({ length: PHONES }, (_, i) => String(9000000000 + i));
    const created = await h.call('POST', '/Shops/v1', {
      shopName: 'Phonebook Bazaar',
      shopCategory: 'Bakery',
      shopAddress: '1 Long List Road',
      shopPhones,
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const before = heapAfterGc();
    // each page size is another list in the cache, each holding the shop's row
    for (let pageSize = 1; pageSize <= READS; pageSize++) {
      const page = await h.data(`/Shops/v1?searchTerms=Phonebook&pageSize=${pageSize}`);
      expect(page.items.map((s: { shopPhones: string[] }) => s.shopPhones.length)).toEqual([PHONES]);
    }
    const grown = heapAfterGc() - before;
    // kept once per list this would be READS x 0.26 MB, about 15 MB
    expect(grown).toBeLessThan(8 * MB);
  }, 120_000); // 60 reads of a large row: slow on a busy machine
});
