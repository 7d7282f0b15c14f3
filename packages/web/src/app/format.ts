// The one place dates, times and amounts are written for people (en-US, the panel's language).

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'Nov 24, 2026'; text the server sent that is no date is shown as it came. */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? d.toLocaleDateString('en-US', { dateStyle: 'medium' }) : (iso ?? '');
}

/** 'Nov 24, 2026, 9:05 AM'. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : (iso ?? '');
}

/** '1,234.5' (at most two decimals); nothing for a missing amount. */
export function formatAmount(n: number | null | undefined): string {
  return n === undefined || n === null ? '' : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
