import type { Db } from '../db/client';
import { getMeta, setMeta } from '../db/schema';
import type { Files } from '../files';
import { insertMany } from './bulk';
import { SERVICE_TREE, type ServiceSeed } from './catalog';
import {
  SEED_NOW,
  seedAdsAndPremium,
  seedRedemptions,
  seedReferrals,
  seedReviews,
  seedShops,
  seedUsers,
  seedVendorServices,
} from './parts';
import { Rng } from './random';

export type SeedName = 'demo' | 'large' | 'none';

/**
 * Seeds a new database. The seed is recorded in `meta.seed`; each part is recorded in
 * `meta.seed_parts` so a database seeded by an older dev API gains the parts added since.
 */
export async function seedDatabase(db: Db, files: Files, seed: SeedName | undefined): Promise<void> {
  if (seed) await setMeta(db, 'seed', seed);
  const current = (await getMeta(db, 'seed')) as SeedName | undefined;
  if (!current || current === 'none') return;
  const done = new Set<string>(JSON.parse((await getMeta(db, 'seed_parts')) ?? '[]') as string[]);
  for (const [name, part] of PARTS) {
    if (done.has(name)) continue;
    await part(db, files, current);
    done.add(name);
    await setMeta(db, 'seed_parts', JSON.stringify([...done]));
  }
}

type Part = (db: Db, files: Files, seed: SeedName) => Promise<void>;

const PARTS: [string, Part][] = [
  ['services', seedServices],
  ['users', (db, files, seed) => seedUsers(db, files, seed === 'large' ? 'large' : 'demo')],
  ['vendor-services', (db) => seedVendorServices(db)],
  ['shops', (db, files, seed) => seedShops(db, files, seed === 'large' ? 'large' : 'demo')],
  ['reviews', (db, _files, seed) => seedReviews(db, seed === 'large' ? 'large' : 'demo')],
  ['referrals', (db, _files, seed) => seedReferrals(db, seed === 'large' ? 'large' : 'demo')],
  ['redemptions', (db, _files, seed) => seedRedemptions(db, seed === 'large' ? 'large' : 'demo')],
  ['ads-premium', (db, files, seed) => seedAdsAndPremium(db, files, seed === 'large' ? 'large' : 'demo')],
];

async function seedServices(db: Db): Promise<void> {
  const rng = new Rng('services');
  const rows: unknown[][] = [];
  let nextId = 1;
  const created = new Date(SEED_NOW - 400 * 86400_000).toISOString();
  const walk = (nodes: ServiceSeed[], parent: number | null): void => {
    nodes.forEach(([name, description, children], i) => {
      const sid = nextId++;
      const status = rng.chance(0.1) ? 'I' : 'A';
      rows.push([
        sid,
        name,
        description,
        parent,
        status,
        parent === null && rng.chance(0.4) ? 1 : 0,
        i + 1,
        'HS',
        created,
        created,
      ]);
      if (children) walk(children, sid);
    });
  };
  walk(SERVICE_TREE, null);
  await insertMany(
    db,
    'services',
    [
      'id',
      'name',
      'description',
      'parent_id',
      'status',
      'is_featured',
      'ord',
      'category',
      'created_at',
      'updated_at',
    ],
    rows,
  );
}
