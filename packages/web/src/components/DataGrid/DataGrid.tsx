import { Checkbox } from '@blueprintjs/core';
import {
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import i16ColumnLayout from '@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout';
import i16Reset from '@blueprintjs/icons/lib/esm/generated/16px/paths/reset';
import { registerIcons } from '../../app/icons';
import { ColumnChooser } from './ColumnChooser';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { CardSort, GridCards } from './GridCards';
import { LightRows } from './LightRows';
import type { GridTableProps } from './GridTable';
import { cellId, headerId, withKey, type ShownColumn } from './gridCells';
import { LightCheckbox } from '../LightControls';
import { listen, useGridKeys } from './gridKeys';
import { GridCapture, type CapturedGrid } from '../../prerender/gridCapture';
import { useT } from '../../i18n';
import { readGridPrefs, writeGridPrefs, type GridPrefs } from './gridPrefs';
import '../toolbar.css';
import '../text.css';
import './dataGrid.css';

export interface GridColumn<T> {
  /** Stable id: the key of its width and visibility in the user's saved layout. */
  id: string;
  /** Header text (spec words); also its name in the column chooser. */
  header: string;
  /** When set, the header sorts by this key (a second click flips the direction). */
  sortKey?: string;
  /** Cell content. Server text is rendered as text by React (never as HTML). */
  render(row: T, index: number): ReactNode;
  /** The cell as plain text, for Ctrl/Cmd+C; default what `render` returns when that is text or a number. */
  text?(row: T): string;
  /** Width in pixels (default 150); the user may resize it. */
  width?: number;
  /** The cell holds controls (switch, buttons): clicks go to them rather than to cell selection. */
  interactive?: boolean;
  /** It says how the row stands (the list's status column): first on the row's card on a phone. */
  status?: boolean;
}

export interface DataGridProps<T> {
  /** Names the list in the saved layout (localStorage), e.g. 'vendors'. */
  listId: string;
  /** The grid's accessible name (e.g. the screen title). */
  label: string;
  /** The first identifies a row: never hidden, in view when the grid scrolls sideways. */
  columns: ReadonlyArray<GridColumn<T>>;
  /** Rows of the current page; undefined while the first load runs (a skeleton is shown). */
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  loading?: boolean;
  /** Shown when there are no rows (the spec's empty text). */
  emptyText: string;
  sortBy?: string;
  sortDescending?: boolean;
  onSort?(sortKey: string): void;
  /** The row's actions: a column never hidden, in view beside the first. */
  rowActions?(row: T): ReactNode;
  actionsWidth?: number;
  /** Row selection, where a bulk action exists: a checkbox column in front. */
  selection?: {
    selected: ReadonlySet<string | number>;
    onChange(next: Set<string | number>): void;
    rowLabel(row: T): string;
  };
  /** The row the keyboard acts on (a queue's active item): ringed, aria-current, focus follows it. */
  activeRowKey?: string | number | null;
  /** Focus moved into another row (arrow keys, a click): a queue makes it its active row. */
  onRowFocus?(row: T): void;
  /** The spec's column order (`actions`: the row's actions) where all fit; else the first and actions frozen in front. */
  columnOrder?: readonly string[];
  /** The spec's 'Loading...' shown while the first rows load, not only told to screen readers. */
  showLoadingText?: boolean;
  /** A phone card's face: the status column and these (default the first two); the rest behind "More details". */
  cardFace?: readonly string[];
  /** Controls in front of the column chooser (put a `mpa-toolbar-spacer` where they part). */
  toolbar?: ReactNode;
}

registerIcons({ 'column-layout': i16ColumnLayout, reset: i16Reset });

export const ROW_HEIGHT = 34;
export const SCROLLBAR = 16;
/** The grid body's height: the header, `rows` rows (one at least: the empty text), a scrollbar if it overflows. */
export const gridBodyHeight = (rows: number, overflows: boolean): number =>
  (1 + Math.max(1, rows)) * ROW_HEIGHT + (overflows ? SCROLLBAR : 0) + 1;
// a page's usual size: the rows, when they come, do not push down what is below the grid
const SKELETON_ROWS = 10;
// the longest the Table waits for an idle moment before it is brought in anyway
const IDLE_DEADLINE_MS = 3000;
// how often a swap held back by something under way in the light rows is tried again
const SWAP_RETRY_MS = 150;
// the longest a pointer resting on a light row's control holds the swap back (its tooltip, a click about to land)
const HOVER_HOLD_MS = 4000;
const CONTROL_HOVERED =
  'button:hover, a:hover, input:hover, select:hover, label:hover, [role="switch"]:hover';
type GridTableComponent = <T>(p: GridTableProps<T>) => ReactNode;
let loadedTable: GridTableComponent | null = null;
const loadTable = (): Promise<GridTableComponent> =>
  import('./GridTable').then((m) => (loadedTable = m.default as GridTableComponent));

/**
 * The panel's data grid: one set of columns drawn three ways (docs/ARCHITECTURE.md, "The grid"): light rows
 * first, then Blueprint's Table (loaded at first use or when idle) mounted beneath them and taking their place,
 * its rows owning their cells by id (aria-owns: Blueprint issue #6224); cards on a phone, with no Table.
 */
export function DataGrid<T>(p: DataGridProps<T>) {
  const t = useT();
  const phone = useIsMobile();
  const [prefs, setPrefs] = useState<GridPrefs>(() => readGridPrefs(p.listId));
  const save = (next: GridPrefs) => {
    setPrefs(next);
    writeGridPrefs(p.listId, next);
  };
  const [identity, ...rest] = p.columns;
  const shown = useMemo(() => rest.filter((c) => !prefs.hidden.includes(c.id)), [rest, prefs.hidden]);
  const rows = p.rows ?? [];
  const skeleton = p.rows === undefined;
  const sel = p.selection;
  const front = [...selectColumn(t, rows, p.rowKey, sel), identity];
  if (p.rowActions)
    front.push({
      id: '__actions',
      header: t('ui.grid.actions'),
      width: p.actionsWidth ?? 90,
      render: p.rowActions,
      text: () => '',
      interactive: true,
    });
  const widthOf = (c: GridColumn<T>): number => prefs.widths[c.id] ?? c.width ?? 150;
  const body = useRef<HTMLDivElement>(null);
  // measured before the Table mounts, so that it mounts at its final widths (new widths redraw every cell)
  const measured = useWidth(body, phone);
  const available = measured ?? 0;
  const total = [...front, ...shown].reduce((sum, c) => sum + widthOf(c), 0);
  const specOrder = p.columnOrder !== undefined && measured !== null && total <= available;
  const columns = specOrder ? inOrder([...front, ...shown], p.columnOrder!) : [...front, ...shown];
  const frozen = specOrder ? 0 : front.length;
  const widths = columns.map(widthOf);
  // the grid fills its width: the last column takes what the others leave (shown, never saved)
  const shownWidths = widths.map((w, i) =>
    available > total && i === widths.length - 1 ? w + available - total - 1 : w,
  );
  const [wanted, want] = useWanted(!phone && !skeleton);
  const GridTable = useGridTable(!phone && wanted);
  // the Table mounts in a background render, React building it in slices between which the page still answers
  const ready = !skeleton && measured !== null && GridTable !== null;
  const live = useDeferredValue(ready, false) && ready;
  const [tableUp, setTableUp] = useState(false);
  const light = useRef<HTMLDivElement>(null);
  const swapped = useSwap(tableUp, light, body);
  const showLight = !phone && !skeleton && measured !== null && !swapped;
  // busy (for assistive technology and tests) until the Table has taken over, not only until the rows came
  const busy = p.loading || skeleton || (!phone && !swapped);
  const onSort = p.onSort && ((key: string) => (want(), p.onSort!(key)));
  const activeRow = p.activeRowKey == null ? -1 : rows.findIndex((r) => p.rowKey(r) === p.activeRowKey);
  const identityIndex = columns.indexOf(identity);
  const { sortBy, sortDescending } = p;
  const drawn = {
    columns,
    frozen,
    widths: shownWidths,
    rows,
    identityIndex,
    activeRow,
    sortBy,
    sortDescending,
    onSort,
  };
  // the frame's build takes the columns from here for the rows the page draws before the app (src/prerender/earlyRows.tsx)
  useContext(GridCapture)?.({
    ...drawn,
    listId: p.listId,
    label: p.label,
    columns: columns as CapturedGrid['columns'],
    sortable: Boolean(onSort),
    emptyText: p.emptyText,
  });
  const gridId = `mpa-grid-${useId().replace(/[^\w-]/g, '')}`;
  const { onRowFocus } = p;
  const keys = useGridKeys({
    body,
    rowCount: rows.length,
    colCount: columns.length,
    activeRow,
    onRowFocus: onRowFocus && ((r) => rows[r] !== undefined && onRowFocus(rows[r])),
    revealColumn: (c) => {
      const scroller = body.current?.querySelector<HTMLElement>(
        '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
      );
      if (!scroller || c < frozen) return;
      const left = shownWidths.slice(0, c).reduce((a, b) => a + b, 0);
      const frozenWidth = shownWidths.slice(0, frozen).reduce((a, b) => a + b, 0);
      if (left < scroller.scrollLeft + frozenWidth) scroller.scrollLeft = left - frozenWidth;
      else if (left + shownWidths[c] > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = left + shownWidths[c] - scroller.clientWidth;
    },
  });
  const owns = (row: number | 'h'): string =>
    columns.map((_, c) => (row === 'h' ? headerId(gridId, c) : cellId(gridId, row, c))).join(' ');
  const empty = !skeleton && rows.length === 0;
  const loadingText = skeleton && p.showLoadingText;
  const toolbar = (
    <div className="mpa-grid-toolbar">
      {p.toolbar ?? <span className="mpa-toolbar-spacer" />}
      {phone && p.onSort && <CardSort {...p} onSort={p.onSort} />}
      <ColumnChooser
        columns={rest}
        hidden={prefs.hidden}
        onToggle={(id, visible) => (
          want(),
          save({ ...prefs, hidden: visible ? prefs.hidden.filter((h) => h !== id) : [...prefs.hidden, id] })
        )}
        onReset={() => save({ widths: {}, hidden: [] })}
        resettable={prefs.hidden.length > 0 || Object.keys(prefs.widths).length > 0}
      />
    </div>
  );
  const srBusy = busy && (phone || !loadingText) && (
    <span className="bp6-text-muted mpa-sr-only">{t('common.loading')}</span>
  );
  if (phone)
    return (
      <div className="mpa-grid mpa-grid-phone" aria-busy={busy || undefined}>
        {toolbar}
        <GridCards {...p} identity={identity} shown={shown} rows={rows} skeleton={skeleton} />
        {srBusy}
      </div>
    );
  return (
    <div className="mpa-grid" aria-busy={busy || undefined}>
      {toolbar}
      <div
        className={`mpa-grid-body${p.loading && !skeleton ? ' mpa-grid-stale' : ''}`}
        ref={body}
        style={{ height: gridBodyHeight(skeleton ? SKELETON_ROWS : rows.length, total > available) }}
        onKeyDown={(e) => (want(), keys.onKeyDown(e))}
        onFocus={(e) => (want(), keys.onFocus(e))}
        onPointerEnter={want}
        onPointerDown={want}
      >
        {showLight ? (
          <LightRows
            {...drawn}
            rootRef={light}
            label={p.label}
            rowKey={p.rowKey}
            emptyText={p.emptyText}
            busy={busy}
            stale={!!p.loading}
          />
        ) : (
          /* the grid as read: its rows own the cells Blueprint draws below (an owner comes first in the page) */
          <div
            role="grid"
            className="mpa-grid-semantics"
            aria-label={p.label}
            aria-rowcount={rows.length + 1}
            aria-colcount={columns.length}
            aria-busy={busy || undefined}
          >
            {live && swapped && (
              <>
                <div role="row" aria-rowindex={1} aria-owns={owns('h')} />
                {rows.map((row, r) => (
                  <div key={p.rowKey(row)} role="row" aria-rowindex={r + 2} aria-owns={owns(r)} />
                ))}
                {empty && <div role="row" aria-rowindex={2} aria-owns={`${gridId}-empty`} />}
              </>
            )}
          </div>
        )}
        {live && GridTable ? (
          <div className={swapped ? 'mpa-grid-table' : 'mpa-grid-table mpa-grid-table-behind'}>
            <GridTable
              {...drawn}
              onWidthChanged={(index, size) => {
                // the last column's drawn width includes the filler: keep only what the user added or took
                const own = index === columns.length - 1 ? size - (shownWidths[index] - widths[index]) : size;
                save({
                  ...prefs,
                  widths: { ...prefs.widths, [columns[index].id]: Math.max(40, Math.round(own)) },
                });
              }}
              body={body}
              overflows={available > 0 && total > available}
              onMounted={setTableUp}
              gridId={gridId}
              // a cell shows more than its row (a name looked up, a row busy): drawn again with a new render's columns
              deps={[t, rows, p.columns, p.rowActions, columns.length, sel?.selected, prefs, activeRow]}
            />
          </div>
        ) : (
          !showLight && (
            // before the Table: the headers at the columns' widths and one element drawing a skeleton bar per row
            <div className="mpa-grid-placeholder" aria-hidden="true">
              <div className="mpa-grid-placeholder-row mpa-grid-placeholder-head">
                {columns.map((c, i) => (
                  <div key={i} style={{ width: shownWidths[i] }}>
                    {c.header}
                  </div>
                ))}
              </div>
              <div
                className="mpa-grid-placeholder-rows"
                style={{ height: (skeleton ? SKELETON_ROWS : rows.length) * ROW_HEIGHT }}
              />
            </div>
          )
        )}
        {empty && swapped && (
          <div
            className="mpa-grid-empty"
            id={`${gridId}-empty`}
            role="gridcell"
            aria-colspan={columns.length}
          >
            {p.emptyText}
          </div>
        )}
        {loadingText && <div className="mpa-grid-empty mpa-grid-loading">{t('common.loading')}</div>}
      </div>
      {srBusy}
    </div>
  );
}

/** The selection's column, where rows can be selected: a box per row, and one in its header for the page. */
function selectColumn<T>(
  t: ReturnType<typeof useT>,
  rows: readonly T[],
  rowKey: (row: T) => string | number,
  sel: DataGridProps<T>['selection'],
): ShownColumn<T>[] {
  if (!sel) return [];
  const keys = rows.map(rowKey);
  const all = keys.length > 0 && keys.every((k) => sel.selected.has(k));
  const some = keys.some((k) => sel.selected.has(k));
  const setAll = (on: boolean) =>
    sel.onChange(keys.reduce((next, k) => withKey(next, k, on), new Set(sel.selected)));
  return [
    {
      id: '__select',
      header: t('ui.grid.select'),
      width: 44,
      render: (row) => (
        <LightCheckbox
          className="mpa-grid-check"
          label={sel.rowLabel(row)}
          checked={sel.selected.has(rowKey(row))}
          onChange={(e) => sel.onChange(withKey(sel.selected, rowKey(row), e.currentTarget.checked))}
        />
      ),
      text: () => '',
      interactive: true,
      headerControl: (
        <Checkbox
          className="mpa-grid-check"
          aria-label={t('ui.grid.selectAll')}
          tabIndex={-1}
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => setAll(e.currentTarget.checked)}
        />
      ),
    },
  ];
}

/** The columns in the given order of ids (`actions`: the row's actions), the selection first, any not named last. */
function inOrder<T>(columns: GridColumn<T>[], order: readonly string[]): GridColumn<T>[] {
  const rank = (c: GridColumn<T>): number => {
    if (c.id === '__select') return -1;
    const at = order.indexOf(c.id === '__actions' ? 'actions' : c.id);
    return at === -1 ? order.length : at;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** Whether the grid's Table is wanted yet, and the call that wants it: at first use, else when the browser is idle. */
function useWanted(waiting: boolean): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (wanted || !waiting) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(want, { timeout: IDLE_DEADLINE_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(want, 200);
    return () => clearTimeout(id);
  }, [wanted, waiting, want]);
  return [wanted, want];
}

/** Whether the Table has taken the light rows' place: once drawn and nothing is under way in them (a press, a
 * hovered control, an open menu, a focused control); a focused cell hands focus to the Table's same cell. */
function useSwap(
  tableUp: boolean,
  light: React.RefObject<HTMLDivElement | null>,
  body: React.RefObject<HTMLDivElement | null>,
): boolean {
  const [swapped, setSwapped] = useState(false);
  const focusAfter = useRef<{ r: string; c: string } | null>(null);
  // followed from the first paint: a press begun just before the Table is up, and the Table taken between its
  // pointerdown and its mousedown, loses the click
  const pressed = useRef(false);
  useEffect(() => {
    if (swapped) return;
    const up = () => (pressed.current = false);
    return listen(document, {
      pointerdown: () => (pressed.current = true),
      pointerup: up,
      pointercancel: up,
    });
  }, [swapped]);
  useEffect(() => {
    if (!tableUp) return setSwapped(false);
    if (swapped) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const holdUntil = Date.now() + HOVER_HOLD_MS;
    // after a press, once its click has been handled
    const onUp = () => {
      clearTimeout(timer);
      timer = setTimeout(attempt);
    };
    const attempt = () => {
      const root = light.current;
      const active = document.activeElement as HTMLElement | null;
      const inLight = !!root && !!active && root.contains(active);
      const busy =
        pressed.current ||
        !!root?.querySelector('.bp6-popover-open, [aria-expanded="true"]') ||
        (inLight && !active!.matches('[data-row][data-col]')) ||
        (Date.now() < holdUntil && !!root?.querySelector(CONTROL_HOVERED));
      if (busy) {
        timer = setTimeout(attempt, SWAP_RETRY_MS);
        return;
      }
      focusAfter.current = inLight ? { r: active!.dataset.row!, c: active!.dataset.col! } : null;
      // at once, in this task: a click landing between this check and a later render would open a menu (or press a
      // button) in the light rows just before they go
      flushSync(() => setSwapped(true));
    };
    const stop = listen(document, { pointerup: onUp });
    attempt();
    return () => (clearTimeout(timer), stop());
  }, [tableUp, swapped, light]);
  useLayoutEffect(() => {
    const at = focusAfter.current;
    if (!swapped || !at) return;
    focusAfter.current = null;
    body.current
      ?.querySelector<HTMLElement>(`[data-row="${at.r}"][data-col="${at.c}"]`)
      ?.focus({ preventScroll: true });
  }, [swapped, body]);
  return swapped;
}

/** The Table's component once its code is loaded (fetched after the grid's first paint, while its rows load). */
function useGridTable(wanted: boolean): GridTableComponent | null {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loadedTable) return;
    let gone = false;
    const load = () =>
      loadTable().then(
        () => setLoaded(true),
        (error: unknown) => !gone && setFailed({ error }),
      );
    const frame = requestAnimationFrame(() => setTimeout(load));
    return () => ((gone = true), cancelAnimationFrame(frame));
  }, [wanted]);
  // a chunk that failed to load is the screen's error, as it was under Suspense
  if (failed) throw failed.error;
  return loadedTable;
}

/** The element's content width (null until measured), read in the next frame: in the effect it forced a layout. */
function useWidth(ref: React.RefObject<HTMLElement | null>, phone: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => setWidth(el.clientWidth));
    const ro =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => setWidth(el.clientWidth));
    ro?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      ro?.disconnect();
    };
    // the body is there only off a phone: measured again when it comes
  }, [ref, phone]);
  return width;
}
