import { catalogue, type InsightFigure, type InsightRow } from '@marketplace-admin/sdk';
import { oneLine } from '../../output/visible';

export interface RenderOptions {
  /** The line width to fit. */
  width: number;
  /** Unicode blocks on a terminal; ASCII when the text goes to a file or a pipe. */
  unicode: boolean;
}

/** One character per series of a stacked bar (the first series the solid one). */
const BAR_CHARS = { unicode: ['█', '▓', '░', '▒'], plain: ['#', '=', '-', '+'] };
const MIN_BAR = 10;

const amount = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = (n: number) => n.toLocaleString('en-US');

/** '3 d 4 h', '5 h', '12 min': an age to the two largest units that matter. */
function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return `${hours} h`;
  return `${Math.max(0, minutes)} min`;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));
const padStart = (text: string, width: number) => ' '.repeat(Math.max(0, width - [...text].length)) + text;
const clip = (text: string, width: number) =>
  [...text].length > width ? [...text].slice(0, Math.max(0, width - 1)).join('') + '…' : text;

/** A bar of `value` out of `max` in `width` characters, stacked by the row's parts in series order. */
function bar(
  row: InsightRow,
  series: readonly string[],
  max: number,
  width: number,
  chars: string[],
): string {
  if (max <= 0 || row.value <= 0) return '';
  const total = Math.round((row.value / max) * width);
  if (!row.parts || series.length === 0) return chars[0].repeat(Math.max(1, total));
  // each part's share of the bar, rounded so the parts add up to the whole bar
  let drawn = 0;
  let sum = 0;
  let out = '';
  series.forEach((key, i) => {
    sum += row.parts![key] ?? 0;
    const upTo = Math.round((sum / row.value) * Math.max(1, total));
    out += chars[i % chars.length].repeat(upTo - drawn);
    drawn = upTo;
  });
  return out;
}

/** The lines under a figure's table that its extras add (the oldest item, the subscriptions, the ads). */
function extraLines(f: InsightFigure, width: number): string[] {
  switch (f.id) {
    case 'pending-redemptions-by-age':
    case 'pending-reviews-by-age':
      return f.oldest
        ? [`${catalogue.insights.oldest(f.oldest.id, ageText(f.oldest.ageMs))} (${f.oldest.since})`]
        : [];
    case 'subscriptions-ending':
      return f.subscriptions.map((s) =>
        clip(`  ${s.endDay}  ${oneLine(s.name)} (${s.serviceFor}) — ${oneLine(s.plan)}`, width),
      );
    case 'featured-ads-timeline':
      return [
        `Today: ${f.today}`,
        ...f.ads
          .filter((a) => a.state !== 'ended')
          .map((a, _i, shown) => ({ a, idWidth: Math.max(...shown.map((x) => String(x.id).length)) }))
          .map(({ a, idWidth }) =>
            clip(
              `  #${padStart(String(a.id), idWidth)}  ${a.startDay} → ${a.endDay}  priority ${padStart(String(a.priority), 2)}  ${a.state}`,
              width,
            ),
          ),
      ];
    default:
      return [];
  }
}

/** A figure as a titled table: label, value and a bar proportional to the largest value, fitted to `width`. */
export function renderFigure(f: InsightFigure, o: RenderOptions): string {
  const chars = o.unicode ? BAR_CHARS.unicode : BAR_CHARS.plain;
  const series = 'series' in f ? f.series : [];
  const text = (n: number) => (f.unit === 'amount' ? amount(n) : count(n));
  const labelWidth = Math.max(...f.rows.map((r) => [...r.label].length), 1);
  const valueWidth = Math.max(...f.rows.map((r) => text(r.value).length), 1);
  const barWidth = Math.max(MIN_BAR, o.width - labelWidth - valueWidth - 4);
  const max = Math.max(0, ...f.rows.map((r) => r.value));
  const s = f.source;
  const lines = [
    f.title,
    '-'.repeat(Math.min(o.width, [...f.title].length)),
    ...f.rows.map((r) =>
      `${pad(r.label, labelWidth)}  ${padStart(text(r.value), valueWidth)}  ${bar(
        r,
        series.map((x) => x.key),
        max,
        barWidth,
        chars,
      )}`.trimEnd(),
    ),
  ];
  if (series.length > 1)
    lines.push(clip(series.map((x, i) => `${chars[i % chars.length]} ${x.label}`).join('   '), o.width));
  lines.push(...extraLines(f, o.width));
  lines.push(
    clip(
      `${count(s.records)} records read at ${s.computedAt} (${s.timeZone})` +
        (s.truncated ? `; ${catalogue.insights.truncated(s.bound)}` : ''),
      o.width,
    ),
  );
  return lines.join('\n') + '\n';
}
