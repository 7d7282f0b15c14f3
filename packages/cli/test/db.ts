import { createClient, type Client } from '@libsql/client';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A second connection to the dev API's SQLite file, to set up data and check the server's state. */
export function openDb(dataDir: string): Client {
  return createClient({ url: pathToFileURL(join(dataDir, 'dev-api.sqlite')).href });
}

export interface RedemptionRow {
  id: number;
  status: string;
  note: string | null;
  processed_at: string | null;
  redemption_id: number | null;
}

export async function redemptionRows(db: Client): Promise<Map<number, RedemptionRow>> {
  const rs = await db.execute(
    'SELECT id, status, note, processed_at, redemption_id FROM redemption_requests',
  );
  return new Map(
    rs.rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        status: String(r.status),
        note: (r.note as string) ?? null,
        processed_at: (r.processed_at as string) ?? null,
        redemption_id: r.redemption_id === null ? null : Number(r.redemption_id),
      },
    ]),
  );
}

/** Adds Pending requests until exactly `n` are Pending (run while the dev API is stopped). */
export async function ensurePending(db: Client, n: number): Promise<void> {
  const have = Number(
    (await db.execute(`SELECT COUNT(*) AS c FROM redemption_requests WHERE status='Pending'`)).rows[0].c,
  );
  if (have > n) throw new Error(`already ${have} pending`);
  const stmts = [];
  for (let i = 0; i < n - have; i++) {
    stmts.push({
      sql: `INSERT INTO redemption_requests (request_user_type, request_user_id, user_name, redeem_method, redeem_tokens, redeem_rate, redeem_value, request_date_time, status)
            VALUES (?, NULL, ?, 'UPI', ?, 0.1, ?, ?, 'Pending')`,
      args: [
        i % 2 ? 'V' : 'C',
        `Bulk User ${i}`,
        100 + i,
        (100 + i) / 10,
        new Date(Date.UTC(2025, 5, 1, 0, 0, i)).toISOString(),
      ],
    });
  }
  await db.batch(stmts, 'write');
}
