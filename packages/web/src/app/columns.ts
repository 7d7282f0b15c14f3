import {
  columnValue,
  findColumn,
  formatValue,
  LIST_COLUMNS,
  type ListColumns,
  type ListName,
} from '@marketplace-admin/sdk';
import { t } from '../i18n';
import { formatSettings } from './format';

/**
 * A grid column's header and cell text from the SDK's definition of `list`'s column showing `field`: the
 * same words and formats as `mpa`'s tables, in the panel's language (headers and the words for codes by their
 * catalogue ids), dates in the chosen timezone; `status` when it is the list's status column (first on a
 * phone's card). A screen spreads it and adds its id, width, sort and any richer `render` (a link, a tag) of
 * the same text. Called while a screen draws, so a new language shows at once.
 */
export function defined<T>(
  list: ListName,
  field: string,
): { header: string; text(row: T): string; render(row: T): string; status?: true } {
  const c = findColumn(list, field);
  if (!c) throw new Error(`The ${list} list defines no column '${field}'`);
  const options = { ...formatSettings(), words: (id: string) => t(`values.${id}` as never) };
  const text = (row: T): string => formatValue(c.kind, columnValue(c, row), options);
  const status = (LIST_COLUMNS[list] as ListColumns).status === c.id;
  return { header: t(`columns.${c.label}`), text, render: text, ...(status ? { status } : {}) };
}
