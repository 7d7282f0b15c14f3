import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import '../words';

type Key = string | number;

export type QueueCursor<T> = ReturnType<typeof useQueueCursor<T>>;

/** A queue's active item (the keys act on it), by index; the next takes its place when it leaves; all said politely. */
export function useQueueCursor<T>({
  rows,
  keyOf,
  describe,
  onReplaced,
}: {
  /** The items shown now (undefined while a tab's first load runs). */
  rows: readonly T[] | undefined;
  keyOf(row: T): Key;
  /** How an item is named when it becomes active ("Review "Tidy work", 3 of 12"). */
  describe(row: T, index: number): string;
  /** After the active item left the list and the one in its place became active (e.g. to focus it). */
  onReplaced?(row: T | undefined, index: number): void;
}) {
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
        next === undefined
          ? t('ui.components.queueNoneLeft', { done })
          : t('ui.components.queueNext', { done, next: latest.current.describe(next, at) }),
      );
    latest.current.onReplaced?.(next, at);
  }, [rows, activeKey, activeIndex, announce]);

  /** Makes the item at `index` active and says which it is. */
  const activate = useCallback(
    (index: number, opts: { silent?: boolean } = {}) => {
      const row = rows?.[index];
      if (row === undefined) return;
      setActiveKey(keyOf(row));
      if (!opts.silent) announce(describe(row, index));
    },
    [rows, keyOf, describe, announce],
  );

  /** Moves by `delta` (from none: to the first); the index now active, -1 at either end (nothing moved). */
  const move = (delta: 1 | -1, opts?: { silent?: boolean }): number => {
    const to = activeIndex < 0 ? 0 : activeIndex + delta;
    if (!rows?.length || to < 0 || to >= rows.length) return -1;
    activate(to, opts);
    return to;
  };

  /** An action that takes `key` out of the list: once gone, `done` is said with the item now in its place. */
  const expectLeaving = useCallback(
    (key: Key, done: string) => {
      leaving.current = { key, done };
      return {
        /** Says what happened if the item stayed (the write failed, or the list is not read yet). */
        settle(ok: boolean, failed: string) {
          if (leaving.current?.key !== key) return;
          leaving.current = null;
          announce(ok ? done : failed);
        },
      };
    },
    [announce],
  );

  return {
    /** The active item's key (kept while it is scrolled out of view), its index in `rows`, the item. */
    activeKey: activeIndex >= 0 ? activeKey : null,
    activeIndex,
    active: activeIndex >= 0 ? rows![activeIndex] : undefined,
    activate,
    /** Makes an item active by its key, quietly (a click or focus inside it). */
    activateKey: setActiveKey,
    move,
    expectLeaving,
    announce,
    /** The live region, drawn once by the screen; a new node per message, so the same words are said again. */
    liveRegion: (
      <div className="mpa-sr-only mpa-queue-live" role="status" aria-live="polite" aria-atomic="true">
        <span key={message.n}>{message.text}</span>
      </div>
    ),
  };
}
