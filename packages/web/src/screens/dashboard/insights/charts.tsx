// SVG drawn by React, styled by CSS: why no chart library, see the web README ('The dashboard's charts').
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** One bar: its parts in series order, each with its colour's class (one part for a figure without series). */
export interface Bar {
  key: string;
  label: string;
  parts: { series: string; value: number; colour: string }[];
}

/**
 * A chart's picture, drawn at the width its box has and again as the card resizes (a phone's 390 px, a turned
 * tablet). Hidden from assistive technology: the figure's table says the same and holds the links.
 */
function ChartBox({ height, draw }: { height: number; draw(width: number): ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current!;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="mpa-chart-box" style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" focusable="false" className="mpa-chart">
          {draw(width)}
        </svg>
      )}
    </div>
  );
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

/** Bars, stacked by series when there are several; a click on a part calls `onPick`. */
export function BarChart({ bars, onPick }: { bars: Bar[]; onPick: (bar: Bar, series: string) => void }) {
  const top = scaleTop(Math.max(0, ...bars.map((b) => b.parts.reduce((s, p) => s + p.value, 0))));
  const y = (v: number) => (v / top) * (HEIGHT - LABELS - 6);
  const draw = (width: number) => {
    const slot = bars.length ? Math.max(0, width - AXIS) / bars.length : 0;
    // every nth bar's label is written when they would not fit
    const every = Math.max(1, Math.ceil(44 / Math.max(slot, 1)));
    const gap = Math.min(2, slot * 0.1);
    return (
      <>
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
          const x = AXIS + i * slot + gap;
          const w = Math.max(1, slot - 2 * gap);
          return (
            <g key={bar.key}>
              {bar.parts.map((p) => {
                const h = y(p.value);
                base -= h;
                return p.value > 0 ? (
                  <rect
                    key={p.series}
                    className={`${p.colour} mpa-chart-pick`}
                    data-bar={bar.key}
                    data-series={p.series}
                    x={x}
                    y={base}
                    width={w}
                    height={h}
                    onClick={() => onPick(bar, p.series)}
                  />
                ) : null;
              })}
              {i % every === 0 && (
                <text className="mpa-chart-tick" x={x + w / 2} y={HEIGHT - 4} textAnchor="middle">
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </>
    );
  };
  return <ChartBox height={HEIGHT} draw={draw} />;
}

/** One range on the timeline, in epoch ms. */
interface Range {
  key: string;
  label: string;
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
  onPick: (range: Range) => void;
}) {
  const height = ranges.length * ROW + 34;
  const lo = Math.min(today, ...ranges.map((r) => r.start));
  const hi = Math.max(today + 1, ...ranges.map((r) => r.end));
  const draw = (width: number) => {
    const x = (t: number) => NAMES + ((t - lo) / (hi - lo)) * Math.max(0, width - NAMES - 8);
    return (
      <>
        {ranges.map((r, i) => (
          <g key={r.key}>
            <text className="mpa-chart-tick" x={0} y={i * ROW + 12}>
              {r.label}
            </text>
            <rect
              className={`${r.className} mpa-chart-pick`}
              data-bar={r.key}
              x={x(r.start)}
              y={i * ROW + 3}
              width={Math.max(2, x(r.end) - x(r.start))}
              height={ROW - 6}
              onClick={() => onPick(r)}
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
        {[lo, (lo + hi) / 2, hi].map((t, i) => (
          <text
            key={i}
            className="mpa-chart-tick"
            x={x(t)}
            y={height - 4}
            textAnchor={(['start', 'middle', 'end'] as const)[i]}
          >
            {tick(t)}
          </text>
        ))}
      </>
    );
  };
  return <ChartBox height={height} draw={draw} />;
}
