import { createClient } from '@libsql/client';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReader } from '../src/db/reader';
import { tempDir } from './helpers';

// The list reader (src/db/reader.ts): its own read-only connection, on this thread or on workers, reading
// what the writing connection has committed.

const dir = tempDir();
const file = join(dir, 'r.sqlite');
const writer = createClient({ url: pathToFileURL(file).href });

beforeAll(async () => {
  await writer.execute('PRAGMA journal_mode=WAL');
  await writer.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  await writer.execute(`INSERT INTO t(name) VALUES ('a'), ('b'), (NULL)`);
});

afterAll(() => {
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([0, 2])('reader with %i worker threads', (threads) => {
  const reader = openReader(file, threads);
  afterAll(() => reader.close());

  it('answers rows as objects by column name, with arguments', async () => {
    expect(await reader.all('SELECT id, name FROM t WHERE id BETWEEN ? AND 3 ORDER BY id', [2])).toEqual([
      { id: 2, name: 'b' },
      { id: 3, name: null },
    ]);
    // the same statement again (kept prepared), other arguments
    expect(await reader.all('SELECT id, name FROM t WHERE id BETWEEN ? AND 3 ORDER BY id', [3])).toEqual([
      { id: 3, name: null },
    ]);
  });

  it('reads what the writer committed since', async () => {
    await writer.execute(`INSERT INTO t(name) VALUES ('c${threads}')`);
    expect((await reader.all('SELECT name FROM t ORDER BY id DESC LIMIT 1', []))[0]).toEqual({
      name: `c${threads}`,
    });
  });

  it('rejects a bad statement and a write, and goes on answering', async () => {
    await expect(reader.all('SELECT nope FROM t', [])).rejects.toThrow(/no such column/);
    await expect(reader.all(`INSERT INTO t(name) VALUES ('x')`, [])).rejects.toThrow();
    await expect(reader.all(`INSERT INTO t(name) VALUES ('x') RETURNING id`, [])).rejects.toThrow(
      /readonly|query_only|attempt to write/i,
    );
    expect(await reader.all(`SELECT COUNT(*) AS n FROM t WHERE name = 'x'`, [])).toEqual([{ n: 0 }]);
  });

  it('answers concurrent reads each with its own rows', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 1, 2, 3].map((id) => reader.all('SELECT id FROM t WHERE id = ?', [id])),
    );
    expect(ids.map((r) => r[0].id)).toEqual([1, 2, 3, 1, 2, 3]);
  });
});

it('a closed reader refuses to read', async () => {
  for (const threads of [0, 1]) {
    const reader = openReader(file, threads);
    await reader.close();
    await expect(reader.all('SELECT 1', [])).rejects.toThrow(/closed/);
  }
});
