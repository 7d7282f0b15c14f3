import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from './db/client';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  o: { N: number; r: number; p: number },
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A hash no password matches, with the same cost as real ones: checked for a mobile that has no
 * account, so that a wrong guess takes as long whether the mobile exists or not.
 */
export const UNMATCHABLE_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opaque bearer tokens, stored hashed with an expiry. A small in-memory cache of valid hashes saves
 * a database read per request; this process is the only writer, so it stays exact.
 */
export class Tokens {
  private readonly cache = new Map<string, { adminId: number; expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  async issue(adminId: number): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = now + this.ttlSeconds * 1000;
    const hash = tokenHash(token);
    await this.db.batch([
      { sql: 'DELETE FROM tokens WHERE expires_at < ?', args: [now] },
      {
        sql: 'INSERT INTO tokens(hash, admin_id, expires_at, created_at) VALUES(?, ?, ?, ?)',
        args: [hash, adminId, expiresAt, now],
      },
    ]);
    this.cache.set(hash, { adminId, expiresAt });
    return { token, expiresAt };
  }

  /** The admin id of a valid, unexpired token, or undefined. */
  async check(token: string): Promise<number | undefined> {
    if (!token) return undefined;
    const hash = tokenHash(token);
    let entry = this.cache.get(hash);
    if (!entry) {
      const row = await this.db.get<{ admin_id: number; expires_at: number }>(
        'SELECT admin_id, expires_at FROM tokens WHERE hash=?',
        [hash],
      );
      if (!row) return undefined;
      entry = { adminId: Number(row.admin_id), expiresAt: Number(row.expires_at) };
      this.cache.set(hash, entry);
    }
    if (entry.expiresAt <= Date.now()) {
      this.cache.delete(hash);
      return undefined;
    }
    return entry.adminId;
  }

  async revoke(token: string): Promise<boolean> {
    const hash = tokenHash(token);
    this.cache.delete(hash);
    return (await this.db.run('DELETE FROM tokens WHERE hash=?', [hash])).changes > 0;
  }

  async revokeAll(): Promise<void> {
    this.cache.clear();
    await this.db.run('DELETE FROM tokens');
  }
}

/** Makes sure the configured administrator exists with the configured password. */
export async function ensureAdmin(db: Db, mobile: string, password: string): Promise<void> {
  const row = await db.get<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM admins WHERE mobile=?',
    [mobile],
  );
  if (row && (await verifyPassword(password, String(row.password_hash)))) return;
  const hash = await hashPassword(password);
  if (row) await db.run('UPDATE admins SET password_hash=? WHERE id=?', [hash, row.id]);
  else
    await db.run('INSERT INTO admins(mobile, password_hash, created_at) VALUES(?, ?, ?)', [
      mobile,
      hash,
      new Date().toISOString(),
    ]);
}

export function bearer(header: string | null | undefined): string {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1] : '';
}
