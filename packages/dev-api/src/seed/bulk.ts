import type { InStatement } from '@libsql/client';
import type { Db } from '../db/client';

type Value = string | number | null;

/** Multi-row INSERTs, all in one transaction. */
export async function insertMany(
  db: Db,
  table: string,
  cols: string[],
  rows: unknown[][],
  rowsPerStatement = 0,
): Promise<void> {
  if (!rows.length) return;
  const per = rowsPerStatement || Math.max(1, Math.floor(30000 / cols.length));
  const one = `(${cols.map(() => '?').join(',')})`;
  const stmts: InStatement[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    stmts.push({
      sql: `INSERT INTO ${table}(${cols.join(',')}) VALUES ${chunk.map(() => one).join(',')}`,
      args: chunk.flat() as Value[],
    });
  }
  await db.batch(stmts);
}
