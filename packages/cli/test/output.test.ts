import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellText, csvCell } from '@marketplace-admin/sdk';
import { parseFields, pick } from '../src/output/values';
import { oneLine, visible } from '../src/output/visible';
import { createWriter, type Format } from '../src/output/writer';
import { parseCsv } from './helpers';

/** A fake stdout that collects what is written. */
function sink(highWaterMark = 16): { out: PassThrough; text: () => string } {
  const out = new PassThrough({ highWaterMark });
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return { out, text: () => Buffer.concat(chunks).toString('utf8') };
}

const rows = [
  { id: 1, name: 'Alpha, Inc', tags: ['a', 'b'], nested: { x: 1 }, note: null, ok: true },
  { id: 2, name: 'Say "hi"\nthere', tags: [], nested: null, note: '=1+1', ok: false },
];

async function write(format: Format, o = {}): Promise<string> {
  const { out, text } = sink();
  const w = createWriter(format, out, o);
  for (const r of rows) await w.write(r);
  await w.end();
  return text();
}

describe('output writers', () => {
  it('json is one array that parses back; empty is []', async () => {
    expect(JSON.parse(await write('json'))).toEqual(rows);
    const { out, text } = sink();
    const w = createWriter('json', out);
    await w.end();
    expect(JSON.parse(text())).toEqual([]);
  });

  it('ndjson is one record per line', async () => {
    const lines = (await write('ndjson')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(rows);
  });

  it('csv quotes, joins lists, guards formulas and parses back', async () => {
    const parsed = parseCsv(await write('csv'));
    expect(parsed[0]).toEqual(['id', 'name', 'tags', 'nested', 'note', 'ok']);
    expect(parsed[1]).toEqual(['1', 'Alpha, Inc', 'a;b', '{"x":1}', '', 'true']);
    expect(parsed[2]).toEqual(['2', 'Say "hi"\nthere', '', '', "'=1+1", 'false']);
  });

  it('csv guard: = + - @ tab and CR at the start of text; numbers are left alone', () => {
    for (const bad of ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])
      expect(csvCell(bad).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a"b')).toBe('"a""b"');
  });

  it('csv with --fields and no record is the header alone', async () => {
    const { out, text } = sink();
    await createWriter('csv', out, { fields: ['a', 'b'] }).end();
    expect(text()).toBe('a,b\r\n');
  });

  it('--fields picks and orders fields, case-insensitively and by dotted path', async () => {
    expect(JSON.parse(await write('json', { fields: ['NAME', 'id'] }))).toEqual([
      { NAME: 'Alpha, Inc', id: 1 },
      { NAME: 'Say "hi"\nthere', id: 2 },
    ]);
    expect(pick({ a: { b: 3 } }, ['a.b'])).toEqual({ 'a.b': 3 });
    expect(parseFields(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseFields('')).toBeUndefined();
    expect(cellText([1, null, 'x'])).toBe('1;;x');
  });

  it('table draws the columns and one line per record (newlines folded)', async () => {
    const t = await write('table', { table: { columns: ['id', 'name'] } });
    const lines = t.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+name$/);
    expect(lines[1]).toMatch(/^─+ +─+$/);
    expect(lines).toHaveLength(2 + rows.length);
    expect(t).toContain('Say "hi" there');
    expect(t).not.toContain('tags');
    expect(t).not.toMatch(/[│┌└├]/);
    const { out, text } = sink();
    const w = createWriter('table', out);
    await w.end();
    expect(text()).toBe('No results.\n');
  });

  it('control characters are shown, not run: C0 and DEL as control pictures, C1 as \\x..; tab and newline stay', () => {
    expect(visible('a\x1b[2Kb\x07c\x00\x7f\x9b\x85\td\ne\r')).toBe('a␛[2Kb␇c␀␡\\x9b\\x85\td\ne␍');
    expect(oneLine(' one\r\n  two\x1b ')).toBe(' one two␛ ');
    expect(visible('plain ünïcødé ✓')).toBe('plain ünïcødé ✓');
  });

  it('waits for the stream to drain (back-pressure) and keeps every record in order', async () => {
    const out = new PassThrough({ highWaterMark: 64 });
    const w = createWriter('ndjson', out);
    const got: string[] = [];
    const reading = (async () => {
      for await (const c of out) got.push(String(c));
    })();
    for (let i = 0; i < 2000; i++) await w.write({ i, pad: 'x'.repeat(50) });
    await w.end();
    out.end();
    await reading;
    const lines = got.join('').trim().split('\n');
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(lines[1999]).i).toBe(1999);
  });
});
