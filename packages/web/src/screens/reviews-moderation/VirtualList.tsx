import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIdleAfter } from '../../hooks/useIdleAfter';

/** Bring the item at `index` into view (a new object each time it is asked), then hand its element to `then`. */
export interface Reveal {
  index: number;
  then?(item: HTMLElement): void;
}

/**
 * A windowed list: only the items in (and near) the viewport are in the DOM, placed in a spacer as tall as the
 * whole list, so 5,000 items scroll as fast as 50; items carry aria-setsize / aria-posinset (the full length).
 */
export function VirtualList<T>({
  items,
  itemHeight,
  height,
  itemKey,
  renderItem,
  label,
  reveal,
}: {
  items: readonly T[];
  /** Fixed height of every item, in px (gap included). */
  itemHeight: number;
  /** The scrolling viewport's CSS height. */
  height: string;
  itemKey(item: T, index: number): string | number;
  renderItem(item: T, index: number): ReactNode;
  label: string;
  /** Scrolls an item into view by index (drawn or not: the keyboard moves by index). */
  reveal?: Reveal | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(800);
  const revealing = useRef<Reveal | null>(null);

  // scrolled just enough to show the whole item (before paint, so it is drawn at once)
  useLayoutEffect(() => {
    const el = ref.current;
    if (!reveal || !el) return;
    revealing.current = reveal;
    const top = reveal.index * itemHeight;
    const view = el.clientHeight || viewport;
    const next =
      top < el.scrollTop
        ? top
        : top + itemHeight > el.scrollTop + view
          ? top + itemHeight - view
          : el.scrollTop;
    if (next !== el.scrollTop) {
      el.scrollTop = next;
      setScrollTop(next);
    }
  }, [reveal]); // only a new request scrolls (not a resize or a new list)

  // once the item is drawn, it is handed over (e.g. to be focused)
  useEffect(() => {
    const wanted = revealing.current;
    const item = wanted && ref.current?.querySelector<HTMLElement>(`[aria-posinset="${wanted.index + 1}"]`);
    if (!wanted || !item) return;
    revealing.current = null;
    wanted.then?.(item);
  });

  // measured in the next frame, whose layout is due anyway (read here, it forced one into the first render's task)
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setViewport(el.clientHeight || 800);
    const frame = requestAnimationFrame(measure);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      ro?.disconnect();
    };
  }, []);
  // the items beyond the view are drawn once the first ones have painted
  const settled = useIdleAfter(true);

  // a shorter list must not leave the viewport past its end; scrollTop is read only once scrolled (it forces
  // a layout: ~100 ms of the first render's task)
  const scrolled = useRef(0);
  scrolled.current = scrollTop;
  useEffect(() => {
    const el = ref.current;
    if (el && scrolled.current > 0 && el.scrollTop > items.length * itemHeight) {
      el.scrollTop = 0;
      setScrollTop(0);
    }
  }, [items.length, itemHeight]);

  // items drawn above and below the visible ones
  const extra = settled ? 4 : 0;
  const first = Math.max(0, Math.floor(scrollTop / itemHeight) - extra);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / itemHeight) + extra);
  const shown = [];
  for (let i = first; i < last; i++) {
    const item = items[i];
    shown.push(
      <div
        key={itemKey(item, i)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={i + 1}
        className="mpa-vlist-item"
        style={{ position: 'absolute', top: i * itemHeight, left: 0, right: 0, height: itemHeight }}
      >
        {renderItem(item, i)}
      </div>,
    );
  }

  return (
    <div
      ref={ref}
      className="mpa-vlist"
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      tabIndex={0}
      role="list"
      aria-label={label}
    >
      <div role="presentation" style={{ position: 'relative', height: items.length * itemHeight }}>
        {shown}
      </div>
    </div>
  );
}
