import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, csvLine } from './csv';

describe('csv', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "\"'\rx\""],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [12, '12'],
    [true, 'true'],
  ])('cell %j -> %j', (input, out) => {
    expect(csvCell(input)).toBe(out);
  });

  it('lines end with CRLF', () => {
    expect(csvLine(['a', '=b', 3])).toBe("a,'=b,3\r\n");
  });

  it('builds the file from a stream in chunks, with progress', async () => {
    async function* rows() {
      for (let i = 0; i < 1203; i++) yield { n: i, name: i === 5 ? '=HYPERLINK("x")' : `r${i}` };
    }
    const progress: number[] = [];
    const { blob, rows: n } = await csvBlob(['N', 'Name'], rows(), (r) => [r.n, r.name], { chunkRows: 500, onProgress: (w) => progress.push(w) });
    expect(n).toBe(1203);
    expect(progress).toEqual([500, 1000, 1203]);
    const text = await blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('N,Name');
    expect(lines.length).toBe(1205); // header + rows + trailing ''
    expect(lines[6]).toBe('5,"\'=HYPERLINK(""x"")"');
  });
});
