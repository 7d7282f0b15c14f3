import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

import { ROW_HEIGHT } from './DataGrid';

// The ARIA grid pattern's keyboard over cells found by `data-row`/`data-col` (the header row is -1): one roving
// tab stop; Enter, Space or F2 work a cell's controls, Escape (also in a menu a cell opened) returns to the cell.

/** What works a cell: its buttons, boxes and links. They are kept out of the Tab order (the cell is the stop). */
export const CELL_CONTROLS =
  'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [role=switch], [role=checkbox]';

const TYPING =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select, [contenteditable=true]';

/** Adds listeners to `target` (in the capture phase, where told); the call it returns removes them. */
export function listen(
  target: EventTarget,
  on: Record<string, (e: never) => void>,
  capture = true,
): () => void {
  const all = Object.entries(on) as [string, EventListener][];
  for (const [type, handler] of all) target.addEventListener(type, handler, capture);
  return () => all.forEach(([type, handler]) => target.removeEventListener(type, handler, capture));
}

export interface GridKeysOptions {
  body: RefObject<HTMLDivElement | null>;
  rowCount: number;
  colCount: number;
  /** The row the queue acts on (-1: none): the tab stop follows it, and so does focus inside the grid. */
  activeRow: number;
  /** Focus moved to another data row (by key or pointer). */
  onRowFocus?(row: number): void;
  /** Brings a column into the grid's view (its cells are drawn only once in view). */
  revealColumn(col: number): void;
}

type Cell = { r: number; c: number };

const cellOf = (el: Element | null, body: HTMLElement | null): HTMLElement | null => {
  const cell = el?.closest<HTMLElement>('[data-row][data-col]') ?? null;
  return cell && body?.contains(cell) ? cell : null;
};
const place = (cell: HTMLElement): Cell => ({ r: Number(cell.dataset.row), c: Number(cell.dataset.col) });
const controlsOf = (cell: HTMLElement): HTMLElement[] =>
  [...cell.querySelectorAll<HTMLElement>(CELL_CONTROLS)].filter(
    (el) => !el.matches(':disabled') && el.getClientRects().length > 0,
  );

export function useGridKeys(o: GridKeysOptions) {
  const latest = useRef(o);
  latest.current = o;
  const stop = useRef<Cell>({ r: 0, c: 0 });
  const lastRow = useRef(-1);
  // the cell whose control opened something (a menu): Escape there comes back to it
  const returnTo = useRef<Cell | null>(null);

  const find = useCallback(
    (r: number, c: number): HTMLElement | null =>
      o.body.current?.querySelector<HTMLElement>(`[data-row="${r}"][data-col="${c}"]`) ?? null,
    [o.body],
  );

  /** Makes (r, c) the grid's one tab stop; when it is not drawn, the row's first cell (always drawn: frozen). */
  const setStop = useCallback(
    (r: number, c: number) => {
      const body = o.body.current;
      if (!body) return;
      stop.current = { r, c };
      const el = find(r, c) ?? find(r, 0) ?? find(0, 0) ?? find(-1, 0);
      for (const other of body.querySelectorAll<HTMLElement>('[data-row][tabindex="0"]'))
        if (other !== el) other.tabIndex = -1;
      if (el) el.tabIndex = 0;
    },
    [o.body, find],
  );

  const moveTo = useCallback(
    (r: number, c: number) => {
      const { rowCount, colCount, revealColumn, onRowFocus } = latest.current;
      const row = Math.max(-1, Math.min(rowCount - 1, r));
      const col = Math.max(0, Math.min(colCount - 1, c));
      revealColumn(col);
      let frames = 0;
      // a column brought into view is drawn in a later frame
      const go = () => {
        const el = find(row, col);
        if (!el) {
          if (frames++ < 30) requestAnimationFrame(go);
          return;
        }
        setStop(row, col);
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        if (row >= 0 && row !== lastRow.current) {
          lastRow.current = row;
          onRowFocus?.(row);
        }
      };
      go();
    },
    [find, setStop],
  );

  // after every render the grid keeps one tab stop (a drawn cell), on the active row when there is one
  useLayoutEffect(() => {
    const { r, c } = stop.current;
    // with no rows yet the stop is kept for when they come (the header takes it meanwhile)
    const row = o.activeRow >= 0 ? o.activeRow : o.rowCount > 0 ? Math.min(r, o.rowCount - 1) : r;
    setStop(row, c);
  });

  // the queue moved its active row (j/k): focus inside the grid goes along
  useEffect(() => {
    if (o.activeRow < 0) return;
    const focused = cellOf(document.activeElement, o.body.current);
    if (focused && place(focused).r !== o.activeRow) {
      lastRow.current = o.activeRow;
      moveTo(o.activeRow, place(focused).c);
    }
  }, [o.activeRow, o.body, moveTo]);

  // Escape in a menu or popover a cell opened: focus returns to that cell
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const back = returnTo.current;
      if (e.key !== 'Escape' || !back || o.body.current?.contains(e.target as Node)) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        const inCell = cellOf(now, o.body.current);
        if (
          now === document.body ||
          now === null ||
          now.closest('.bp6-portal') ||
          (inCell && place(inCell).r === back.r && place(inCell).c === back.c)
        ) {
          returnTo.current = null;
          moveTo(back.r, back.c);
        }
      });
    };
    const onFocusIn = (e: globalThis.FocusEvent) => {
      const t = e.target as Element | null;
      if (t && !o.body.current?.contains(t) && !t.closest('.bp6-portal')) returnTo.current = null;
    };
    // capture: an overlay stops its Escape from going further
    const stopKeys = listen(document, { keydown: onKey });
    const stopFocus = listen(document, { focusin: onFocusIn }, false);
    return () => (stopKeys(), stopFocus());
  }, [o.body, moveTo]);

  // a scrolled-away column takes its cells (and maybe the tab stop) along: keep one
  useEffect(() => {
    const body = o.body.current;
    if (!body) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!body.querySelector('[data-row][tabindex="0"]')) setStop(stop.current.r, stop.current.c);
      });
    };
    const stopScroll = listen(body, { scroll: onScroll });
    return () => (cancelAnimationFrame(frame), stopScroll());
  }, [o.body, setStop]);

  const onFocus = (e: FocusEvent) => {
    const cell = cellOf(e.target as Element, o.body.current);
    if (!cell) return;
    const { r, c } = place(cell);
    setStop(r, c);
    if (r >= 0 && r !== lastRow.current) {
      lastRow.current = r;
      latest.current.onRowFocus?.(r);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const cell = cellOf(target, o.body.current);
    if (!cell || e.altKey || e.metaKey) return;
    const { r, c } = place(cell);
    const { rowCount, colCount } = latest.current;
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (target !== cell) {
      // on a control inside the cell
      if (e.key === 'Escape') {
        handled();
        moveTo(r, c);
        return;
      }
      if (target.matches(TYPING)) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const controls = controlsOf(cell);
        const at = controls.findIndex((el) => el === target || el.contains(target));
        const next = controls[at + (e.key === 'ArrowRight' ? 1 : -1)];
        if (at >= 0 && next) {
          handled();
          next.focus();
          return;
        }
      }
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'F2') return; // the control's own
    }
    const page = Math.max(1, Math.floor(window.innerHeight / ROW_HEIGHT) - 2);
    // where each key goes (moveTo keeps it inside the grid; PageUp stops at the first row, not the header)
    const moves: Record<string, [number, number] | undefined> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: e.ctrlKey ? [0, 0] : [r, 0],
      End: e.ctrlKey ? [rowCount - 1, colCount - 1] : [r, colCount - 1],
      PageDown: [r + page, c],
      PageUp: [Math.max(0, r - page), c],
    };
    const move = moves[e.key];
    if (move) return (handled(), moveTo(...move));
    if ((e.key !== 'Enter' && e.key !== ' ' && e.key !== 'F2') || e.ctrlKey || e.shiftKey) return;
    const controls = controlsOf(cell);
    if (controls.length === 0) return;
    handled();
    returnTo.current = { r, c };
    // a field is entered to type in it (a click would not even focus it); a button or a box is worked
    if (controls.length === 1 && e.key !== 'F2' && !controls[0].matches(TYPING)) return controls[0].click();
    // the key's keyup lands on the control now focused: Blueprint's Button clicks on a keyup of Enter or Space
    const key = e.key;
    const swallow = (up: globalThis.KeyboardEvent) => {
      if (up.key !== key) return;
      up.stopPropagation();
      window.removeEventListener('keyup', swallow, true);
    };
    window.addEventListener('keyup', swallow, true);
    controls[0].focus();
  };

  return { onKeyDown, onFocus };
}
