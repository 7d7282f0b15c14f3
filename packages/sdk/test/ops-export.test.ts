import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  csvCell,
  parseCsv,
  csvEncoder,
  encodeRows,
  exportColumns,
  exportList,
  jsonEncoder,
  ndjsonEncoder,
  type MpaClient,
  type MpaError,
  type PageFetcher,
} from '../src/index';

import { startTestStack, type TestStack } from './dev-api';

const collect = async (chunks: AsyncIterable<string>): Promise<string[]> => {
  const out: string[] = [];
  for await (const c of chunks) out.push(c);
  return out;
};

describe('CSV cells', () => {
  it('guards every text that a spreadsheet would run as a formula with a leading quote', () => {
    for (const s of ['=1+1', '+1', '-2+3+cmd|x', '@SUM(A1)', '\tx', '\rx', '-5'])
      expect(csvCell(s).replace(/^"|"$/g, '')).toBe(`'${s}`);
  });
  it('never guards a number or a boolean: -5 stays a number in the sheet', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell(true)).toBe('true');
  });
  it('quotes (RFC 4180) a quote, comma, CR, LF, and leading or trailing white space', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(' a')).toBe('" a"');
    expect(csvCell('a ')).toBe('"a "');
    expect(csvCell('plain')).toBe('plain');
  });
  it('writes lists as a;b, objects as JSON, null and undefined as empty', () => {
    expect(csvCell(['1', 2])).toBe('1;2');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('guards every text inside a list too, and leaves its numbers alone', () => {
    expect(csvCell(['=HYPERLINK("http://x","y")'])).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(['a', '@SUM(A1)', -5])).toBe(`a;'@SUM(A1);-5`);
    expect(csvCell([-5, 2])).toBe('-5;2');
  });
  it('on a terminal shows control characters as pictures; a file or a pipe keeps the data', () => {
    const raw = 'a\x1b]52;c;ZXZpbA==\x07b\x1b[2Jc\x9b1Ad\x7f\re';
    expect(csvCell(raw, { terminal: true })).toBe(
      'a\u241b]52;c;ZXZpbA==\u2407b\u241b[2Jc\\x9b1Ad\u2421\u240de',
    );
    expect(csvCell(raw)).toBe(`"${raw}"`);
    expect(csvCell('two\nlines\tand tab', { terminal: true })).toBe('"two\nlines\tand tab"');
  });
});

describe('control characters in the encoders', () => {
  const rows = [{ id: 1, name: 'x\u009b2Jy\u007fz\u001b[31m', tags: ['\u009b'] }];
  it('JSON and NDJSON escape DEL and C1 (\\u009b) and read back to the same data', async () => {
    for (const enc of [jsonEncoder(), ndjsonEncoder()]) {
      const text = (await collect(encodeRows(rows, enc))).join('');
      expect(text).not.toMatch(/[\x7f-\x9f]/);
      expect(text).toContain('\\u009b2Jy\\u007fz\\u001b[31m');
      const back =
        enc.format === 'json'
          ? JSON.parse(text)
          : text
              .trim()
              .split('\n')
              .map((l) => JSON.parse(l));
      expect(back).toEqual(rows);
    }
  });
  it('CSV for a terminal has no control character but the record ends; CSV for a file keeps them', async () => {
    const term = (await collect(encodeRows(rows, csvEncoder({ terminal: true })))).join('');
    expect(term.replace(/\r\n/g, '')).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(term).toContain('x\\x9b2Jy\u2421z\u241b[31m');
    const file = (await collect(encodeRows(rows, csvEncoder()))).join('');
    expect(parseCsv(file)[1]).toEqual(['1', rows[0].name, '\u009b']);
  });
});

describe('encoders', () => {
  const rows = [
    { id: 1, name: 'Ravi, "R"', note: '=HYPERLINK("x")', n: -3 },
    { id: 2, name: 'Anu', note: null, n: 4 },
  ];
  it('CSV: CRLF lines, header of column keys, the columns chosen, BOM only when asked', async () => {
    const text = (
      await collect(
        encodeRows(rows, csvEncoder({ columns: ['id', 'name', { key: 'twice', value: (r) => r.n * 2 }] })),
      )
    ).join('');
    expect(text).toBe('id,name,twice\r\n1,"Ravi, ""R""",-6\r\n2,Anu,8\r\n');
    const bom = (await collect(encodeRows(rows, csvEncoder({ bom: true })))).join('');
    expect(bom.startsWith('\uFEFFid,name,note,n\r\n')).toBe(true);
    expect(parseCsv(bom.slice(1))[1]).toEqual(['1', 'Ravi, "R"', `'=HYPERLINK("x")`, '-3']);
  });
  it('parseCsv reads back what the encoder writes: quotes, commas, line breaks in a cell, a BOM, LF or CRLF records', async () => {
    const awkward = [
      { a: 'x,y', b: 'say "hi"', c: 'two\r\nlines', d: ' padded ' },
      { a: '', b: 'é', c: '\n', d: 'end' },
    ];
    const text = (await collect(encodeRows(awkward, csvEncoder({ bom: true })))).join('');
    expect(parseCsv(text)).toEqual([['a', 'b', 'c', 'd'], ...awkward.map((r) => Object.values(r))]);
    expect(parseCsv('id,name\n1,Ravi\n')).toEqual([
      ['id', 'name'],
      ['1', 'Ravi'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });
  it('CSV of no rows is the header when the columns are known, empty otherwise', async () => {
    expect((await collect(encodeRows([], csvEncoder({ columns: ['a', 'b'] })))).join('')).toBe('a,b\r\n');
    expect((await collect(encodeRows([], csvEncoder()))).join('')).toBe('');
  });
  it('JSON is an array and NDJSON a line per row, both read back to the data (no formula guard there)', async () => {
    expect(JSON.parse((await collect(encodeRows(rows, jsonEncoder()))).join(''))).toEqual(rows);
    expect(JSON.parse((await collect(encodeRows([], jsonEncoder()))).join(''))).toEqual([]);
    const lines = (await collect(encodeRows(rows, ndjsonEncoder({ columns: ['id', 'note'] }))))
      .join('')
      .trimEnd()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { id: 1, note: '=HYPERLINK("x")' },
      { id: 2, note: null },
    ]);
  });
  it('streams: one chunk per page (or per chunkRows rows), never the whole file as one string', async () => {
    const pages = (async function* () {
      for (let p = 0; p < 5; p++) yield Array.from({ length: 100 }, (_, i) => ({ id: p * 100 + i }));
    })();
    const chunks = await collect(encodeRows(pages, ndjsonEncoder()));
    expect(chunks).toHaveLength(5);
    const single = await collect(
      encodeRows(
        Array.from({ length: 10 }, (_, i) => ({ i })),
        ndjsonEncoder(),
        { chunkRows: 3 },
      ),
    );
    expect(single.map((c) => c.split('\n').length - 1)).toEqual([3, 3, 3, 1]);
  });
  it('a cancelled export stops with kind aborted', async () => {
    const ctrl = new AbortController();
    const fetch: PageFetcher<{ id: number }> = async (page, pageSize) => {
      if (page === 2) ctrl.abort();
      return {
        items: Array.from({ length: pageSize }, (_, i) => ({ id: (page - 1) * pageSize + i })),
        totalCount: 1e6,
        page,
        pageSize,
      };
    };
    const e = await collect(exportList(fetch, { format: 'csv', signal: ctrl.signal, pageSize: 10 })).catch(
      (x: MpaError) => x,
    );
    expect((e as MpaError).kind).toBe('aborted');
  });
});

describe('exportList against the dev API', () => {
  let stack: TestStack;
  let c: MpaClient;
  beforeAll(async () => {
    stack = await startTestStack();
    c = await stack.client();
  }, 60_000);
  afterAll(() => stack?.close());

  it('exports every row matching the query, whatever the page size, as CSV, JSON and NDJSON', async () => {
    const query = { searchTerms: 'ab', sortBy: 'referralCode' }; // 88 of the demo seed's 3,000 codes: pages of 7 and 3 end mid-page
    const total = (await c.referrals.codes.list({ ...query, pageSize: 1 })).totalCount;
    expect(total).toBeGreaterThan(10);
    const progress: number[] = [];
    const csv = parseCsv(
      (
        await collect(
          exportList(c.referrals.codes, {
            format: 'csv',
            query,
            pageSize: 7,
            onProgress: (p) => progress.push(p.done),
          }),
        )
      ).join(''),
    );
    expect(csv.length - 1).toBe(total);
    expect(progress.at(-1)).toBe(total);
    const json = JSON.parse(
      (
        await collect(
          exportList(c.referrals.codes, { format: 'json', query, columns: ['codeId', 'referralCode'] }),
        )
      ).join(''),
    ) as unknown[];
    expect(json).toHaveLength(total);
    expect(Object.keys(json[0] as object)).toEqual(['codeId', 'referralCode']);
    const nd = (await collect(exportList(c.referrals.codes, { format: 'ndjson', query, pageSize: 3 })))
      .join('')
      .trimEnd()
      .split('\n');
    expect(new Set(nd.map((l) => (JSON.parse(l) as { codeId: number }).codeId)).size).toBe(total);
  });
});

describe('export headers', () => {
  const row = {
    redeemRequestId: 7,
    RedemptionId: 3,
    requestUserType: 'V',
    userName: 'Asha',
    redeemTokens: 9000,
  };

  it("CSV is headed by the labels of the lists' column definitions, JSON and NDJSON keyed by the field names", () => {
    const columns = exportColumns('redemptions', {
      fields: ['redeemRequestId', 'requestUserType', 'RedemptionId', 'redeemTokens'],
    });
    const csv = csvEncoder({ columns });
    expect(parseCsv(csv.start() + csv.row(row) + csv.end())).toEqual([
      ['ID', 'User Type', 'Redemption ID', 'Tokens'],
      ['7', 'V', '3', '9000'],
    ]);
    expect(JSON.parse(jsonEncoder({ columns }).row(row).slice(2))).toEqual({
      redeemRequestId: 7,
      requestUserType: 'V',
      RedemptionId: 3,
      redeemTokens: 9000,
    });
    expect(JSON.parse(ndjsonEncoder({ columns }).row(row))).toEqual({
      redeemRequestId: 7,
      requestUserType: 'V',
      RedemptionId: 3,
      redeemTokens: 9000,
    });
  });

  it("headers 'keys' heads a CSV with the field names; a label function gives another language; a field no column names keeps its key", () => {
    const keyed = csvEncoder({
      columns: exportColumns('redemptions', { fields: ['redeemRequestId', 'userName'], headers: 'keys' }),
    });
    expect(keyed.start()).toBe('redeemRequestId,userName\r\n');
    const other = exportColumns('redemptions', {
      fields: ['userName', 'extra'],
      label: (id) => `<${catalogue.columns[id]}>`,
    });
    expect(other.map((c) => c.header ?? c.key)).toEqual(['<User Name>', 'extra']);
  });

  it('every export column of every list has a label, no two alike in a list', () => {
    for (const list of [
      'vendors',
      'vendor-services',
      'shops',
      'shop-categories',
      'reviews',
      'redemptions',
      'referral-codes',
      'featured-ads',
      'paid-services',
    ] as const) {
      const headers = exportColumns(list).map((c) => c.header);
      expect(
        headers.every((h) => h !== undefined),
        list,
      ).toBe(true);
      expect(new Set(headers).size, list).toBe(headers.length);
    }
  });
});
