import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Key = string | number;

export interface QueueCursorOptions<T> {
  /** The items shown now (undefined while a tab's first load runs). */
  rows: readonly T[] | undefined;
  keyOf(row: T): Key;
  /** How an item is named when it becomes active ("Review "Tidy work", 3 of 12"). */
  describe(row: T, index: number): string;
  /** After the active item left the list and the one in its place became active (e.g. to focus it). */
  onReplaced?(row: T | undefined, index: number): void;
}

export interface QueueCursor<T> {
  /** The active item's key (kept while it is scrolled out of view; null when none). */
  activeKey: Key | null;
  /** Its index in `rows`, -1 when none. */
  activeIndex: number;
  active: T | undefined;
  /** Makes the item at `index` active and says which it is. */
  activate(index: number, opts?: { silent?: boolean }): void;
  /** Makes an item active by its key, quietly (a click or focus inside it). */
  activateKey(key: Key | null): void;
  /** Moves by `delta` and returns the index now active; -1 at either end (nothing moved). With none active, the first item becomes active. */
  move(delta: 1 | -1, opts?: { silent?: boolean }): number;
  /**
   * An action on `key` that takes it out of the list: when it has gone, the item in its place becomes
   * active and `done` is said with it ("Review "X" approved. Next: ..."). `settle` says what happened when
   * the item stayed (a failure).
   */
  expectLeaving(key: Key, done: string): { settle(ok: boolean, failed: string): void };
  /** Says `text` in the polite live region. */
  announce(text: string): void;
  /** The live region: render it once in the screen. */
  liveRegion: ReactNode;
}

/**
 * The active item of a queue: one item the keys act on, moved by index (so it outlives the window of
 * a virtual list), kept in place when the item leaves the list (the next one takes its place), and
 * every change said to screen readers in a polite live region.
 */
export function useQueueCursor<T>({
  rows,
  keyOf,
  describe,
  onReplaced,
}: QueueCursorOptions<T>): QueueCursor<T> {
  const [activeKey, setActiveKey] = useState<Key | null>(null);
  const [message, setMessage] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  const activeIndex = rows && activeKey !== null ? rows.findIndex((r) => keyOf(r) === activeKey) : -1;
  const lastIndex = useRef(-1);
  if (activeIndex >= 0) lastIndex.current = activeIndex;
  const leaving = useRef<{ key: Key; done: string } | null>(null);
  const latest = useRef({ describe, onReplaced, keyOf });
  latest.current = { describe, onReplaced, keyOf };

  // the active item left the list (decided, deleted, moved elsewhere): the one now in its place is active
  useEffect(() => {
    if (!rows || activeKey === null || activeIndex >= 0) return;
    const at = Math.min(lastIndex.current, rows.length - 1);
    const next = at >= 0 ? rows[at] : undefined;
    const done = leaving.current?.key === activeKey ? leaving.current.done : null;
    if (done !== null) leaving.current = null;
    setActiveKey(next === undefined ? null : latest.current.keyOf(next));
    if (done !== null)
      announce(
        next === undefined ? `${done} None left.` : `${done} Next: ${latest.current.describe(next, at)}.`,
      );
    latest.current.onReplaced?.(next, at);
  }, [rows, activeKey, activeIndex, announce]);

  const activate = useCallback(
    (index: number, opts: { silent?: boolean } = {}) => {
      const row = rows?.[index];
      if (row === undefined) return;
      setActiveKey(keyOf(row));
      if (!opts.silent) announce(describe(row, index));
    },
    [rows, keyOf, describe, announce],
  );

  const move = (delta: 1 | -1, opts?: { silent?: boolean }): number => {
    if (!rows?.length) return -1;
    const to = activeIndex < 0 ? 0 : activeIndex + delta;
    if (to < 0 || to >= rows.length) return -1;
    activate(to, opts);
    return to;
  };

  const expectLeaving = useCallback(
    (key: Key, done: string) => {
      leaving.current = { key, done };
      return {
        settle(ok: boolean, failed: string) {
          // still waiting: the write failed, or it worked and the list has not been read again
          if (leaving.current?.key !== key) return;
          leaving.current = null;
          announce(ok ? done : failed);
        },
      };
    },
    [announce],
  );

  const liveRegion = (
    <div className="mpa-sr-only mpa-queue-live" role="status" aria-live="polite" aria-atomic="true">
      {/* a new node per message: the same words said twice are still said */}
      <span key={message.n}>{message.text}</span>
    </div>
  );

  return {
    activeKey: activeIndex >= 0 ? activeKey : null,
    activeIndex,
    active: activeIndex >= 0 ? rows![activeIndex] : undefined,
    activate,
    activateKey: setActiveKey,
    move,
    expectLeaving,
    announce,
    liveRegion,
  };
}
