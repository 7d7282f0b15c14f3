// The one place dates, times and amounts are written for people (en-US, the panel's language).

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

// One formatter each, made on first use: `toLocaleString(locale, options)` builds a new one per call, which
// cost a grid page tens of milliseconds on a slow phone.
const formatter = <F>(make: () => F): (() => F) => {
  let f: F | undefined;
  return () => (f ??= make());
};
const dateFormat = formatter(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
const dateTimeFormat = formatter(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const amountFormat = formatter(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
// Amounts without Intl where the arithmetic is plain: the first Intl.NumberFormat of a page costs a cold locale
// load (~15 ms here, 4x that on a slow phone) in the middle of the grid's first render. Rounded as Intl rounds:
// half away from zero on the number's shortest decimal form (1.005 → 1.01).
const plainDecimal = /^(\d+)(?:\.(\d+))?$/;

/** 'Nov 24, 2026'; text the server sent that is no date is shown as it came. */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? dateFormat().format(d) : (iso ?? '');
}

/** 'Nov 24, 2026, 9:05 AM'. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? dateTimeFormat().format(d) : (iso ?? '');
}

/** '1,234.5' (at most two decimals); nothing for a missing amount. */
export function formatAmount(n: number | null | undefined): string {
  if (n === undefined || n === null) return '';
  const m = plainDecimal.exec(String(Math.abs(n)));
  if (!m || m[1].length > 15) return amountFormat().format(n);
  const fraction = m[2] ?? '';
  const cents = BigInt(m[1] + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1n : 0n);
  const decimals = String(cents % 100n).padStart(2, '0').replace(/0+$/, '');
  const whole = String(cents / 100n).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = decimals ? `${whole}.${decimals}` : whole;
  return n < 0 && text !== '0' ? `-${text}` : text;
}
