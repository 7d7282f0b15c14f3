// Rows of the bench report: a figure, its median over several runs, its baseline measured in the same
// run, the ratio, the target and the verdict; printed as a table and written to bench/results.json.

/**
 * @typedef {{ op: '<=' | '>=' | '<', value: number, on?: 'value' | 'ratio' }} Target
 * @typedef {{
 *   id: string, figure: string, value: number | null, unit: string, runs?: number,
 *   baseline?: { label: string, value: number, unit: string } | null, ratio?: number | null,
 *   target: Target | null, targetText: string, verdict: 'PASS' | 'MISS' | 'n/a', miss?: string, why?: string, detail?: unknown,
 * }} Row
 */

const holds = (x, t) => (t.op === '<=' ? x <= t.value : t.op === '<' ? x < t.value : x >= t.value);

function fmt(x, unit) {
  if (x === null || x === undefined || !Number.isFinite(x)) return '—';
  if (unit === 'ms') return x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 1 : 0)} ms`;
  if (unit === 'KB') return `${x.toFixed(1)} KB`;
  if (unit === 'x') return `${x.toFixed(2)}x`;
  if (unit === 'µs') return `${x.toFixed(0)} µs`;
  if (unit === 'MB') return `${x.toFixed(0)} MB`;
  if (unit === 'score') return `${x.toFixed(0)}`;
  return `${x >= 100 ? x.toFixed(0) : x.toFixed(1)} ${unit}`;
}

/** By how much a figure misses its target, in words. */
function missText(x, t, unit) {
  const shown = (v) => (t.on === 'ratio' ? `${v.toFixed(2)}x` : fmt(v, unit));
  const pct = t.value ? Math.abs(((x - t.value) / t.value) * 100).toFixed(0) : '∞';
  return t.op === '>='
    ? `short by ${shown(t.value - x).replace(/^-/, '')} (${pct}% under ${shown(t.value)})`
    : `over by ${shown(x - t.value)} (${pct}% over ${shown(t.value)})`;
}

/**
 * @param {Partial<Row> & { id: string, figure: string, targetText: string }} r
 * @returns {Row}
 */
export function row(r) {
  const ratio =
    r.ratio ?? (r.baseline && r.value !== null && r.baseline.value ? r.value / r.baseline.value : null);
  const out = { value: null, unit: '', baseline: null, target: null, why: undefined, ...r, ratio };
  if (out.verdict === 'n/a' || out.value === null || !Number.isFinite(out.value)) {
    return { ...out, value: null, verdict: 'n/a', why: out.why ?? 'not measured' };
  }
  if (!out.target) return { ...out, verdict: 'PASS' };
  const x = out.target.on === 'ratio' ? ratio : out.value;
  const ok = x !== null && holds(x, out.target);
  return { ...out, verdict: ok ? 'PASS' : 'MISS', miss: ok ? undefined : missText(x, out.target, out.unit) };
}

/** A row that could not be measured: "n/a — reason". */
export const na = (id, figure, targetText, why) => row({ id, figure, targetText, verdict: 'n/a', why });

/** The table as monospace text (stdout). */
export function renderTable(rows) {
  const head = ['figure', 'median', 'n', 'baseline (same run)', 'ratio', 'target', 'verdict'];
  const lines = rows.map((r) => [
    r.figure,
    r.verdict === 'n/a' ? 'n/a' : fmt(r.value, r.unit),
    r.runs ? String(r.runs) : '',
    r.baseline ? `${r.baseline.label} ${fmt(r.baseline.value, r.baseline.unit)}` : '—',
    r.ratio !== null && r.ratio !== undefined && Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}x` : '—',
    r.targetText,
    r.verdict === 'n/a' ? `n/a — ${r.why}` : r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (i === 6 ? 4 : l[i].length))));
  const line = (cells) => cells.map((c, i) => (i === 6 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(line)].join('\n');
}

/** Misses and n/a rows, with by how much and why. */
export function renderNotes(rows) {
  const out = [];
  for (const r of rows) {
    if (r.verdict === 'MISS') out.push(`- MISS ${r.figure}: ${r.miss}.${r.why ? ` Why: ${r.why}` : ''}`);
    else if (r.verdict === 'PASS' && r.why) out.push(`- note ${r.figure}: ${r.why}`);
  }
  return out.join('\n');
}

/** The same table in Markdown (docs/PERFORMANCE.md). */
export function renderMarkdown(rows) {
  const esc = (s) => String(s).replace(/\|/g, '\\|');
  const out = [
    '| figure | median | baseline (same run) | ratio | target | verdict |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    out.push(
      `| ${esc(r.figure)} | ${r.verdict === 'n/a' ? 'n/a' : esc(fmt(r.value, r.unit))} | ${r.baseline ? esc(`${r.baseline.label} ${fmt(r.baseline.value, r.baseline.unit)}`) : '—'} | ${
        Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}x` : '—'
      } | ${esc(r.targetText)} | ${r.verdict === 'n/a' ? esc(`n/a — ${r.why}`) : r.verdict} |`,
    );
  }
  return out.join('\n');
}
