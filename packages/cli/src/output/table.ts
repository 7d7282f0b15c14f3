import { getField, type Row } from './values';
import { oneLine } from './visible';

/** A cell: one line, control characters made visible, then cut to `max` characters. */
function clip(s: string, max: number): string {
  const one = oneLine(s);
  return one.length > max ? one.slice(0, max - 1) + '…' : one;
}

/** A plain table (cli-table3, loaded only when a table is drawn). */
export async function renderTable(columns: readonly string[], rows: readonly Row[], maxWidth = 48): Promise<string> {
  const [{ default: Table }, { cellText }] = await Promise.all([import('cli-table3'), import('@marketplace-admin/sdk')]);
  const t = new Table({ head: columns.map(oneLine), style: { head: [], border: [] } });
  for (const r of rows) t.push(columns.map((c) => clip(cellText(getField(r, c)), maxWidth)));
  return t.toString() + '\n';
}

/** One record as a two-column table of field and value. */
export async function renderRecord(rec: Row, fields?: readonly string[]): Promise<string> {
  const [{ default: Table }, { cellText }] = await Promise.all([import('cli-table3'), import('@marketplace-admin/sdk')]);
  const t = new Table({ style: { head: [], border: [] } });
  for (const k of fields ?? Object.keys(rec)) t.push({ [oneLine(k)]: clip(cellText(getField(rec, k)), 100) });
  return t.toString() + '\n';
}
