import type { ExportList, MpaClient, PagedSource } from '@marketplace-admin/sdk';
import type { ListSource } from '../../hooks/listSource';
import type { Id } from '../../i18n';

/**
 * What makes a list itself (spec §2): its words, where its rows come from, its search and export. The
 * screen adds what needs its own state (columns that read other data, row actions, dialogs) and
 * `<ListScreen>` draws the rest, the same for every list. docs/ARCHITECTURE.md, "Adding a list".
 */
export interface ListDefinition<Row, Q = unknown> {
  /** The grid's name in the saved column layout (localStorage). */
  id: string;
  // the answer's type is the source's own (a page, or a whole list it pages itself)
  source: ListSource<Row, Q, unknown>;
  /** The title row's words (message ids). */
  title: Id;
  subtitle?: Id;
  /** The title row's Add button ('Add Shop'): opens the screen's form (`<ListScreen form>`) empty. */
  add?: Id;
  /** The grid's accessible name; default the title. */
  gridLabel?: Id;
  /** Said when the list cannot be read (an error toast and a callout above the grid). */
  loadFailed: Id;
  /** Said when there are no rows. */
  empty: Id;
  rowKey(row: Row): string | number;
  /** The SDK area of its rows: Export reads its pages, `remove` and `toggle` call its delete and setActive by key. */
  area?(sdk: MpaClient): ListArea<Row>;
  /** 'Loading...' shown, not only told to screen readers, while the first rows load (spec §2: shop categories). */
  loadingText?: boolean;
  /** A failed read empties the list, its failure said instead (spec §8: paid services). */
  emptiedOnFailure?: boolean;
  /** The debounced search box (spec §9's delay). */
  search?: { delayMs: number; placeholder: Id };
  /**
   * Tabs over the list (in the URL's `tab`; the first when it names none): each tab's title, and its own grid
   * name and empty text where it has them.
   */
  tabs?: { id: string; items: ReadonlyArray<ListTab> };
  /** Rows per page the user may choose, beside the pager. */
  pageSizes?: readonly number[];
  /** The row actions' column width. */
  actionsWidth?: number;
  /** The spec's column order where every column fits (`actions` for the row actions): see DataGrid. */
  columnOrder?: readonly string[];
  /** The columns on a phone card's face (DataGrid's `cardFace`). */
  cardFace?: readonly string[];
  /** Deleting a row (`list.removeRow`): the question asked first, then the delete. */
  remove?: RemoveDefinition<Row>;
  /** A row's on/off flag (`list.toggleRow`, RowMenu's Activate/Deactivate), its success toast offering Undo. */
  toggle?: ToggleDefinition<Row>;
  /** Edit and Delete buttons on every row: the screen's `onEdit` opens its form, Delete is `remove`. */
  editDelete?: EditDeleteDefinition<Row>;
  /** The Export menu (its columns and file name): every row of `area` as the list is searched and sorted. */
  export?: ExportList;
}

/** What a list's SDK area offers the list screen (a row's key is what its delete and setActive take). */
interface ListArea<Row> extends PagedSource<Row, unknown> {
  delete?(key: never): Promise<{ message: string }>;
  setActive?(key: never, active: boolean): Promise<{ message: string }>;
}

interface RemoveDefinition<Row> {
  confirm: Id;
  /** The delete; default the area's, by the row's key. */
  send?(sdk: MpaClient, row: Row): Promise<{ message: string }>;
  failed: Id;
  /** false: a delete that empties a page stays on it. */
  stepBack?: boolean;
}

/** A row's on/off flag; default its `isActive`, set through the area's `setActive` (which undoes a race). */
interface ToggleDefinition<Row> {
  now?(row: Row): boolean;
  /** Sets it (a flag the server only flips: the flip, whatever the value). */
  send?(sdk: MpaClient, row: Row, value: boolean): Promise<{ message: string }>;
  failed: Id;
  /** Said once Undo has set it back. */
  restored: Id;
}

/** A row's Edit and Delete buttons: their accessible names, which name the row (`values`). */
interface EditDeleteDefinition<Row> {
  editRow: Id;
  deleteRow: Id;
  values(row: Row): Record<string, string | number>;
  /** One write at a time: Delete is off on every row while any runs (a spinner on the row's own otherwise). */
  oneAtATime?: boolean;
}

/** The flag's value now on a row. */
export const flagOf = <Row>(toggle: ToggleDefinition<Row>, row: Row): boolean =>
  toggle.now ? toggle.now(row) : Boolean((row as { isActive?: boolean | null }).isActive);

export interface ListTab {
  id: string;
  title: Id;
  gridLabel?: Id;
  empty?: Id;
}

/** The tab the URL names, the first when it names none or an unknown one. */
export const currentTab = (tabs: ReadonlyArray<ListTab>, tab: string | undefined): ListTab =>
  tabs.find((x) => x.id === tab) ?? tabs[0];

/** Declares a list (the types checked, nothing else). */
export const defineList = <Row, Q = unknown>(definition: ListDefinition<Row, Q>) => definition;
