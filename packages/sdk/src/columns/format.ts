// The one place dates, times, amounts and codes are written for people (en-US, the panel's language): the
// panel's grids and the CLI's tables both write their cells with these.
import { catalogue } from '../catalogue';
import { GENDERS } from '../rules/constants';

const words = catalogue.values;

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

// One formatter per time zone, made on first use: `toLocaleString(locale, options)` builds a new one per call,
// which cost a grid page tens of milliseconds on a slow phone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string | undefined, o: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat('en-US', { ...o, timeZone })));
  return f;
};
let amountFormat: Intl.NumberFormat | undefined;
// Amounts without Intl where the arithmetic is plain: the first Intl.NumberFormat of a page costs a cold locale
// load (~15 ms here, 4x that on a slow phone) in the middle of the grid's first render. Rounded as Intl rounds:
// half away from zero on the number's shortest decimal form (1.005 → 1.01).
const plainDecimal = /^(\d+)(?:\.(\d+))?$/;

/** The panel's time zone choices (spec §9), as fixed offsets from UTC in hours. */
export const TIME_ZONE_CHOICES = ['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0', 'UTC+1'] as const;

/**
 * A time zone as Intl takes it, from the panel's choices (`UTC-8`... `UTC+1`, any `UTC±H`) or an IANA name
 * (`Europe/Paris`, `UTC`); undefined when it names none.
 */
export function resolveTimeZone(name: string): string | undefined {
  const offset = /^(?:UTC|GMT)([+-])(\d{1,2})$/i.exec(name.trim());
  // IANA's Etc/GMT zones count the other way round: Etc/GMT+8 is eight hours behind UTC, UTC-8
  const zone = offset ? (Number(offset[2]) === 0 ? 'UTC' : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${Number(offset[2])}`) : name.trim();
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** 'Nov 24, 2026' (in `timeZone`, default the local one); text the server sent that is no date is shown as it came. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  const d = parse(iso);
  return d ? formatIn(dateFormats, timeZone, { dateStyle: 'medium' }).format(d) : (iso ?? '');
}

/** 'Nov 24, 2026, 9:05 AM' (in `timeZone`, default the local one). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const d = parse(iso);
  return d ? formatIn(dateTimeFormats, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : (iso ?? '');
}

/** '1,234.5' (thousands separators, at most two decimals); nothing for a missing amount. */
export function formatAmount(n: number | null | undefined): string {
  if (n === undefined || n === null) return '';
  const m = plainDecimal.exec(String(Math.abs(n)));
  if (!m || m[1].length > 15) return (amountFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);
  const fraction = m[2] ?? '';
  const cents = BigInt(m[1] + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1n : 0n);
  const decimals = String(cents % 100n).padStart(2, '0').replace(/0+$/, '');
  const whole = String(cents / 100n).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = decimals ? `${whole}.${decimals}` : whole;
  return n < 0 && text !== '0' ? `-${text}` : text;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `iso` was, in its largest whole unit: '3 d', '5 h', '12 min' ('0 min' for the future); '' for no date. */
export function formatAge(iso: string | null | undefined, now: number = Date.now()): string {
  const d = parse(iso);
  if (!d) return '';
  const ms = Math.max(0, now - d.getTime());
  if (ms >= DAY) return `${Math.floor(ms / DAY)} d`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / MINUTE)} min`;
}

/** How a column's value is written (spec §3 and §9 words for codes). */
export type ValueKind =
  /** As it came. */
  | 'text'
  /** Thousands separators, at most two decimals; right-aligned. */
  | 'number'
  /** A sum of money or tokens: as `number`. */
  | 'amount'
  | 'date'
  | 'dateTime'
  /** V Vendor, C Client. */
  | 'userType'
  /** 'V Vendor', as the referral codes show the code beside its word. */
  | 'userTypeCode'
  /** A service status: A Active, I Inactive, anything else Blocked. */
  | 'serviceStatus'
  /** An active flag: Active / Inactive. */
  | 'active'
  /** Yes / No. */
  | 'yesNo'
  /** m Male, f Female, o Other. */
  | 'gender'
  /** A list: its items joined with ', '. */
  | 'list'
  /** A [start, end] pair of dates: 'Jan 1, 2026 – Dec 31, 2026'. */
  | 'period';

export interface ValueFormatOptions {
  /** Dates and times in this zone (an Intl time zone: see resolveTimeZone); default the local one. */
  timeZone?: string;
  /** Dates and times as the server sent them (ISO), for output a program reads. */
  iso?: boolean;
}

const RIGHT: ReadonlySet<ValueKind> = new Set(['number', 'amount']);

/** Numbers line up on the right. */
export const alignsRight = (kind: ValueKind): boolean => RIGHT.has(kind);

const GENDER: Record<string, string> = Object.fromEntries(GENDERS.map((g) => [g.value, g.label]));

/** A value written as the panel shows it. */
export function formatValue(kind: ValueKind, v: unknown, o: ValueFormatOptions = {}): string {
  if (v === undefined || v === null) return kind === 'active' ? words.inactive : '';
  switch (kind) {
    case 'number':
    case 'amount':
      return typeof v === 'number' ? formatAmount(v) : v === '' || Number.isNaN(Number(v)) ? String(v) : formatAmount(Number(v));
    case 'date':
      return o.iso ? String(v) : formatDate(String(v), o.timeZone);
    case 'dateTime':
      return o.iso ? String(v) : formatDateTime(String(v), o.timeZone);
    case 'userType':
      return v === 'V' ? words.vendor : v === 'C' ? words.client : String(v);
    case 'userTypeCode':
      return v === 'V' || v === 'C' ? `${v} ${formatValue('userType', v)}` : String(v);
    case 'serviceStatus':
      return v === 'A' ? words.active : v === 'I' ? words.inactive : words.blocked;
    case 'active':
      return v === true || v === 'true' ? words.active : words.inactive;
    case 'yesNo':
      return v === true || v === 'true' ? words.yes : words.no;
    case 'gender':
      return GENDER[String(v)] ?? String(v);
    case 'list':
      return Array.isArray(v) ? v.join(', ') : String(v);
    case 'period': {
      const [start, end] = Array.isArray(v) ? (v as (string | null | undefined)[]) : [String(v)];
      return o.iso ? `${start ?? ''}/${end ?? ''}` : `${formatDate(start, o.timeZone)} – ${formatDate(end, o.timeZone)}`;
    }
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}
