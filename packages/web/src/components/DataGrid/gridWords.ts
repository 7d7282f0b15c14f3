import english from 'virtual:messages/en/grid';
import { registerEnglish, type Translate } from '../../i18n';

// the grid's and the pager's own words ('ui.grid.*'), in the chunk of the code that shows them
registerEnglish(english);

/** A sort button's name: the column and how it is sorted now. */
export function sortLabel(t: Translate, header: string, sort: 'ascending' | 'descending' | 'none'): string {
  const id =
    sort === 'ascending'
      ? 'ui.grid.sortedAscending'
      : sort === 'descending'
        ? 'ui.grid.sortedDescending'
        : 'ui.grid.notSorted';
  return t(id, { header });
}
