// What would bring a Lighthouse performance score to its target, from one audit's own scoring: each metric's
// score on Lighthouse's log-normal curve (its p10 and median, from the report) times its weight. Printed by the
// bench beside every route short of 90, with what costs the points and what would remove that cost.

const NAMES = {
  'first-contentful-paint': ['FCP', 'ms'],
  'largest-contentful-paint': ['LCP', 'ms'],
  'total-blocking-time': ['TBT', 'ms'],
  'cumulative-layout-shift': ['CLS', ''],
  'speed-index': ['Speed Index', 'ms'],
};

// Abramowitz and Stegun 7.1.26, as Lighthouse computes it (core/lib/statistics.js)
function erf(x) {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-a * a));
}

/** Lighthouse's score of a metric value on its curve (0..1). */
function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const s = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, s));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, s));
  return Math.max(0, Math.min(0.49999999999999994, s));
}

/** The largest metric value that still scores `score` (the curve falls as the value grows). */
function valueForScore(curve, score) {
  let lo = 0;
  let hi = curve.median * 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (logNormalScore(curve, mid) >= score) lo = mid;
    else hi = mid;
  }
  return lo;
}

const show = (id, v) => {
  const [, unit] = NAMES[id];
  if (unit !== 'ms') return v.toFixed(2);
  return id === 'total-blocking-time' ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`;
};

/**
 * The points a run is short of `target`, which metrics lose them, and the value each would need to close the gap
 * alone (others as measured); null when the run reaches the target or its report has no scoring.
 * @param {{ performance: number, metrics: Record<string, number>, scoring?: Record<string, { score: number, weight: number, p10: number, median: number }> }} run
 */
export function scoreGap(run, target = 90) {
  const short = target - run.performance;
  if (short <= 0 || !run.scoring) return null;
  const metrics = Object.entries(run.scoring)
    .filter(([id, s]) => NAMES[id] && s.weight > 0 && s.p10 && s.median && Number.isFinite(run.metrics[id]))
    .map(([id, s]) => {
      const lost = s.weight * (1 - s.score);
      const needed = s.score + (short - 0.5) / s.weight; // the score is rounded: half a point less will do
      return {
        id,
        name: NAMES[id][0],
        value: run.metrics[id],
        lost,
        to: needed <= 1 ? valueForScore(s, needed) : null,
      };
    })
    .sort((a, b) => b.lost - a.lost);
  return { short, metrics };
}

/** One sentence: where the points go, and what value of which metric would close the gap on its own. */
export function gapText(gap) {
  if (!gap) return 'no scoring in the report';
  const lost = gap.metrics
    .filter((m) => m.lost >= 0.5)
    .map((m) => `${m.name} ${show(m.id, m.value)} ${m.lost.toFixed(0)}`);
  const alone = gap.metrics
    .filter((m) => m.to !== null)
    .map((m) => `${m.name} ${show(m.id, m.value)} -> ${show(m.id, m.to)}`);
  return `points lost to ${lost.join(', ')}; the ${gap.short} point${gap.short === 1 ? '' : 's'} missing would come from ${alone.length ? alone.join(', or ') : 'no single metric'} alone`;
}
