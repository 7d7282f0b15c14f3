/**
 * Reads CSV text back into records of cells: RFC 4180 (quoted cells with commas, doubled quotes and
 * line breaks) with CRLF or LF between records, a leading byte order mark dropped. It reads what
 * `csvEncoder` writes — the cells as written, formula guard included — so a script or a test can
 * check an export, or take a list of ids from a spreadsheet.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = (): void => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = '';
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (ch === '\n') endRecord();
    else cell += ch;
  }
  if (cell !== '' || record.length) endRecord();
  return records;
}
