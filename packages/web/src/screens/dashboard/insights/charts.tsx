// The figures' charts: SVG drawn by React, no chart library. Measured before choosing (Vite build of the panel,
// tree-shaken, what bars, stacked bars and a timeline with today marked need, React outside):
//   uPlot 1.6.32 25.0 KB gzip (22.2 brotli), canvas: nothing for a screen reader, colours set from JS (a redraw
//     for the dark theme), no stacked bars nor timeline of its own (drawn in hooks)
//   Observable Plot 0.6.17 88.7 KB (74.2), SVG; ECharts 6.1 (echarts/core, SVG renderer) 188.0 KB (155.9);
//   Recharts 3.11 117.0 KB (94.7)
//   this file ~1 KB for the same three kinds, SVG styled by the panel's CSS (dark theme for free)
// Drawing the three kinds at 360 px in Chromium (median of 10, each including one frame): uPlot 12-16 ms,
// Plot 14-15 ms, this 16 ms, ECharts 28-44 ms, Recharts 60-66 ms. The panel's chunk rules (vite.config.ts) also put
// any package's code in the layout chunk every route loads: a library would come before the cards paint.
// The numbers stay readable without the picture: each figure's table holds them (FigureCard).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** One bar: its parts in series order (one part for a figure without series). */
export interface Bar {
  key: string;
  label: string;
  parts: { series: string; value: number }[];
}

/** The width the chart has, in CSS pixels, followed as the card resizes (a phone's 390 px, a turned tablet). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const AXIS = 28; // room for the value axis' labels
const LABELS = 18; // room under the bars for their labels
const HEIGHT = 160;

/** A round top for the value axis (1, 2 or 5 times a power of ten) and its three ticks. */
function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max)!;
}

const short = (n: number): string =>
  n >= 1e6 ? `${+(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${+(n / 1e3).toFixed(1)}k` : String(n);

/**
 * Bars, stacked by series when there are several; a click on a bar (or a part of it) calls `onPick`. The picture is
 * hidden from assistive technology: the figure's table says the same and holds the links.
 */
export function BarChart({
  bars,
  seriesClass,
  onPick,
  label,
}: {
  bars: Bar[];
  /** The CSS class of a series' colour. */
  seriesClass: (series: string) => string;
  onPick?: (bar: Bar, series: string) => void;
  /** Every nth bar's label is written when they would not fit. */
  label?: (bar: Bar) => string;
}) {
  const [ref, width] = useWidth();
  const top = scaleTop(Math.max(0, ...bars.map((b) => b.parts.reduce((s, p) => s + p.value, 0))));
  const plot = Math.max(0, width - AXIS);
  const slot = bars.length ? plot / bars.length : 0;
  const every = Math.max(1, Math.ceil(44 / Math.max(slot, 1)));
  const y = (v: number) => (v / top) * (HEIGHT - LABELS - 6);
  let drawn: ReactNode = null;
  if (width > 0) {
    drawn = (
      <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className="mpa-chart">
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line
              className="mpa-chart-grid"
              x1={AXIS}
              x2={width}
              y1={HEIGHT - LABELS - y(v)}
              y2={HEIGHT - LABELS - y(v)}
            />
            <text className="mpa-chart-tick" x={AXIS - 4} y={HEIGHT - LABELS - y(v) + 4} textAnchor="end">
              {short(v)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          let base = HEIGHT - LABELS;
          const x = AXIS + i * slot + Math.min(2, slot * 0.1);
          const w = Math.max(1, slot - 2 * Math.min(2, slot * 0.1));
          return (
            <g key={bar.key}>
              {bar.parts.map((p) => {
                const h = y(p.value);
                base -= h;
                return p.value > 0 ? (
                  <rect
                    key={p.series}
                    className={`${seriesClass(p.series)}${onPick ? ' mpa-chart-pick' : ''}`}
                    data-bar={bar.key}
                    data-series={p.series}
                    x={x}
                    y={base}
                    width={w}
                    height={h}
                    onClick={onPick ? () => onPick(bar, p.series) : undefined}
                  />
                ) : null;
              })}
              {i % every === 0 && (
                <text className="mpa-chart-tick" x={x + w / 2} y={HEIGHT - 4} textAnchor="middle">
                  {label ? label(bar) : bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    );
  }
  return (
    <div ref={ref} className="mpa-chart-box" style={{ height: HEIGHT }}>
      {drawn}
    </div>
  );
}

/** One range on the timeline. */
export interface Range {
  key: string;
  label: string;
  /** Epoch ms. */
  start: number;
  end: number;
  className: string;
}

const ROW = 16;
const NAMES = 56;

/** Ranges on a time axis, one a row, today marked by a line; a click on a range calls `onPick`. */
export function TimelineChart({
  ranges,
  today,
  todayLabel,
  tick,
  onPick,
}: {
  ranges: Range[];
  today: number;
  todayLabel: string;
  /** An axis tick's text (a day). */
  tick: (t: number) => string;
  onPick?: (range: Range) => void;
}) {
  const [ref, width] = useWidth();
  const height = ranges.length * ROW + 34;
  const lo = Math.min(today, ...ranges.map((r) => r.start));
  const hi = Math.max(today + 1, ...ranges.map((r) => r.end));
  const x = (t: number) => NAMES + ((t - lo) / (hi - lo)) * Math.max(0, width - NAMES - 8);
  let drawn: ReactNode = null;
  if (width > 0) {
    const ticks = [lo, (lo + hi) / 2, hi];
    drawn = (
      <svg width={width} height={height} aria-hidden="true" focusable="false" className="mpa-chart">
        {ranges.map((r, i) => (
          <g key={r.key}>
            <text className="mpa-chart-tick" x={0} y={i * ROW + 12}>
              {r.label}
            </text>
            <rect
              className={`${r.className}${onPick ? ' mpa-chart-pick' : ''}`}
              data-bar={r.key}
              x={x(r.start)}
              y={i * ROW + 3}
              width={Math.max(2, x(r.end) - x(r.start))}
              height={ROW - 6}
              onClick={onPick ? () => onPick(r) : undefined}
            />
          </g>
        ))}
        <line className="mpa-chart-today" x1={x(today)} x2={x(today)} y1={0} y2={ranges.length * ROW + 2} />
        <text
          className="mpa-chart-today-text"
          x={x(today)}
          y={ranges.length * ROW + 14}
          textAnchor={x(today) > width - 40 ? 'end' : x(today) < NAMES + 40 ? 'start' : 'middle'}
        >
          {todayLabel}
        </text>
        {ticks.map((t, i) => (
          <text
            key={i}
            className="mpa-chart-tick"
            x={x(t)}
            y={height - 4}
            textAnchor={i === 0 ? 'start' : i === 2 ? 'end' : 'middle'}
          >
            {tick(t)}
          </text>
        ))}
      </svg>
    );
  }
  return (
    <div ref={ref} className="mpa-chart-box" style={{ height }}>
      {drawn}
    </div>
  );
}
