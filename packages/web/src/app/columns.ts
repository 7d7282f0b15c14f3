import { columnLabel, columnValue, findColumn, formatValue, type ListName } from '@marketplace-admin/sdk';
import { formatSettings } from './format';

/**
 * A grid column's header and cell text from the SDK's definition of `list`'s column showing `field`: the
 * same words and formats as `mpa`'s tables, dates in the chosen timezone, dates and numbers in the chosen language. A screen spreads it and adds its id, width, sort and any
 * richer `render` (a link, a tag) of the same text.
 */
export function defined<T>(list: ListName, field: string): { header: string; text(row: T): string; render(row: T): string } {
  const c = findColumn(list, field);
  if (!c) throw new Error(`The ${list} list defines no column '${field}'`);
  const text = (row: T): string => formatValue(c.kind, columnValue(c, row), formatSettings());
  return { header: columnLabel(c), text, render: text };
}
