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

// One formatter per locale and time zone, made on first use: `toLocaleString(locale, options)` builds a new one per
// call, which cost a grid page tens of milliseconds on a slow phone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  timeZone: string | undefined,
  o: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const key = `${locale} ${timeZone ?? ''}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, { ...o, timeZone })));
  return f;
};
const amountFormats = new Map<string, Intl.NumberFormat>();
const amountFormat = (locale: string): Intl.NumberFormat => {
  let f = amountFormats.get(locale);
  if (!f) amountFormats.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return f;
};
// Amounts without Intl where the arithmetic is plain (en-US only: other languages group and separate otherwise,
// Spanish not at all below 10,000): the first Intl.NumberFormat of a page costs a cold locale load (~15 ms
// here, 4x that on a slow phone) in the middle of the grid's first render. Rounded as Intl rounds: half away
// from zero on the number's shortest decimal form (1.005 → 1.01).
const plainDecimal = /^(\d+)(?:\.(\d+))?$/;
/** The locale of the product's own words: what every formatter writes unless told otherwise. */
export const DEFAULT_LOCALE = 'en-US';
const isPlainLocale = (locale: string) => locale === DEFAULT_LOCALE || locale === 'en';

/** The panel's time zone choices (spec §9), as fixed offsets from UTC in hours. */
export const TIME_ZONE_CHOICES = ['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0', 'UTC+1'] as const;

/**
 * A time zone as Intl takes it, from the panel's choices (`UTC-8`... `UTC+1`, any `UTC±H`) or an IANA name
 * (`Europe/Paris`, `UTC`); undefined when it names none.
 */
export function resolveTimeZone(name: string): string | undefined {
  const offset = /^(?:UTC|GMT)([+-])(\d{1,2})$/i.exec(name.trim());
  // IANA's Etc/GMT zones count the other way round: Etc/GMT+8 is eight hours behind UTC, UTC-8
  const zone = offset
    ? Number(offset[2]) === 0
      ? 'UTC'
      : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${Number(offset[2])}`
    : name.trim();
  // the panel's choices need no asking Intl (whose first zone costs a load of its zone data)
  if (fixedOffsetMs(zone) !== null) return zone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The offset of UTC or a whole-hour Etc/GMT zone (IANA's fixed ones, -14...+12), in ms; null for any other zone. */
function fixedOffsetMs(timeZone: string | undefined): number | null {
  if (timeZone === 'UTC') return 0;
  const m = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone ?? '');
  const hours = m ? Number(m[2]) : NaN;
  if (!m || (m[1] === '+' ? hours > 12 : hours > 14)) return null;
  return (m[1] === '+' ? -hours : hours) * 3_600_000;
}

// English dates in a fixed-offset zone (the panel's default: en, UTC+0) written without Intl, as Intl writes them
// ('Mar 9, 2025', 'Mar 9, 2025, 3:35 PM'; test/format.test.ts compares them): the first Intl.DateTimeFormat with a
// time zone loads the zone data (~25 ms here, 4x on a slow phone) inside a grid's first render.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const plainWall = (d: Date, locale: string, timeZone: string | undefined): Date | null => {
  const offset = isPlainLocale(locale) ? fixedOffsetMs(timeZone) : null;
  if (offset === null) return null;
  const wall = new Date(d.getTime() + offset);
  const year = wall.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? wall : null;
};
const plainDate = (w: Date) => `${MONTHS[w.getUTCMonth()]} ${w.getUTCDate()}, ${w.getUTCFullYear()}`;
const plainTime = (w: Date) =>
  `${w.getUTCHours() % 12 || 12}:${pad(w.getUTCMinutes())} ${w.getUTCHours() < 12 ? 'AM' : 'PM'}`;

const wallFormats = new Map<string, Intl.DateTimeFormat>();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of `instant` in `timeZone` (default the local one) as 'yyyy-MM-ddTHH:mm:ss', no zone: what a date input shows. */
export function wallClockIn(instant: Date, timeZone?: string): string {
  if (!timeZone) {
    const d = instant;
    return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }
  let f = wallFormats.get(timeZone);
  if (!f) {
    const o: Intl.DateTimeFormatOptions = {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    };
    wallFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', o)));
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${pad(Number(p.year), 4)}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const wallAsUtc = (wall: string): number | null => {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', sec = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec));
};

/**
 * The instant whose wall clock in `timeZone` (default the local one) reads `wall` ('yyyy-MM-dd', with 'THH:mm'
 * or 'THH:mm:ss'): what a date input picked, to be sent as ISO. Null for text that is no such date.
 */
export function instantAt(wall: string, timeZone?: string): Date | null {
  const asUtc = wallAsUtc(wall);
  if (asUtc === null) return null;
  if (!timeZone) {
    const d = new Date(wall.trim().length === 10 ? `${wall.trim()}T00:00:00` : wall.trim().replace(' ', 'T'));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  // the zone's offset at a first guess, then at the instant it gives (a change of offset in between moves it)
  const offsetAt = (t: number) => wallAsUtc(wallClockIn(new Date(t), timeZone))! - t;
  let t = asUtc - offsetAt(asUtc);
  t = asUtc - offsetAt(t);
  return new Date(t);
}

// A calendar day with no time ('2026-11-24') names that day wherever the reader is: written as UTC's.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Nov 24, 2026' ('24 nov 2026' in es-ES; in `timeZone`, default the local one); text the server sent that is no
 * date is shown as it came.
 */
export function formatDate(
  iso: string | null | undefined,
  timeZone?: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const d = parse(iso);
  if (!d) return iso ?? '';
  const zone = DAY_ONLY.test(iso!) ? 'UTC' : timeZone;
  const wall = plainWall(d, locale, zone);
  return wall ? plainDate(wall) : formatIn(dateFormats, locale, zone, { dateStyle: 'medium' }).format(d);
}

/** 'Nov 24, 2026, 9:05 AM' ('24.11.2026, 09:05' in de-DE; in `timeZone`, default the local one). */
export function formatDateTime(
  iso: string | null | undefined,
  timeZone?: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const d = parse(iso);
  if (!d) return iso ?? '';
  const wall = plainWall(d, locale, timeZone);
  return wall
    ? `${plainDate(wall)}, ${plainTime(wall)}`
    : formatIn(dateTimeFormats, locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** '1,234.5' ('1.234,5' in de-DE: the locale's separators, at most two decimals); nothing for a missing amount. */
export function formatAmount(n: number | null | undefined, locale: string = DEFAULT_LOCALE): string {
  if (n === undefined || n === null) return '';
  if (!isPlainLocale(locale))
    return amountFormat(locale)
      .format(n)
      .replace(/^-(0(?:\D|$))/, '$1');
  const m = plainDecimal.exec(String(Math.abs(n)));
  if (!m || m[1].length > 15) return amountFormat(DEFAULT_LOCALE).format(n);
  const fraction = m[2] ?? '';
  const cents = BigInt(m[1] + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1n : 0n);
  const decimals = String(cents % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
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
  /** A review's moderation: A Approved, R Rejected, anything else Pending. */
  | 'moderation'
  /** An active flag: Active / Inactive. */
  | 'active'
  /** Yes / No. */
  | 'yesNo'
  /** m Male, f Female, o Other. */
  | 'gender'
  /** A word of `catalogue.values`, the value being its id ('noSubscription'). */
  | 'word'
  /** A list: its items joined with ', '. */
  | 'list'
  /** A [start, end] pair of dates: 'Jan 1, 2026 – Dec 31, 2026'. */
  | 'period';

export interface ValueFormatOptions {
  /** Dates and times in this zone (an Intl time zone: see resolveTimeZone); default the local one. */
  timeZone?: string;
  /** Dates, times and numbers in this locale's conventions (default en-US). */
  locale?: string;
  /** The words for codes and flags (Active, Vendor, Yes...) by their `catalogue.values` id; default English. */
  words?: (id: keyof typeof catalogue.values) => string;
  /** Dates and times as the server sent them (ISO), for output a program reads. */
  iso?: boolean;
}

const RIGHT: ReadonlySet<ValueKind> = new Set(['number', 'amount']);

/** Numbers line up on the right. */
export const alignsRight = (kind: ValueKind): boolean => RIGHT.has(kind);

const GENDER: Record<string, keyof typeof words> = Object.fromEntries(GENDERS.map((g) => [g.value, g.word]));

/** A value written as the panel shows it. */
export function formatValue(kind: ValueKind, v: unknown, o: ValueFormatOptions = {}): string {
  const word = o.words ?? ((id: keyof typeof words) => words[id]);
  if (v === undefined || v === null)
    return kind === 'active' ? word('inactive') : kind === 'moderation' ? word('pending') : '';
  switch (kind) {
    case 'number':
    case 'amount':
      return typeof v === 'number'
        ? formatAmount(v, o.locale)
        : v === '' || Number.isNaN(Number(v))
          ? String(v)
          : formatAmount(Number(v), o.locale);
    case 'date':
      return o.iso ? String(v) : formatDate(String(v), o.timeZone, o.locale);
    case 'dateTime':
      return o.iso ? String(v) : formatDateTime(String(v), o.timeZone, o.locale);
    case 'userType':
      return v === 'V' ? word('vendor') : v === 'C' ? word('client') : String(v);
    case 'userTypeCode':
      return v === 'V' || v === 'C' ? `${v} ${formatValue('userType', v, o)}` : String(v);
    case 'serviceStatus':
      return v === 'A' ? word('active') : v === 'I' ? word('inactive') : word('blocked');
    case 'moderation':
      return v === 'A' ? word('approved') : v === 'R' ? word('rejected') : word('pending');
    case 'active':
      return v === true || v === 'true' ? word('active') : word('inactive');
    case 'yesNo':
      return v === true || v === 'true' ? word('yes') : word('no');
    case 'gender':
      return GENDER[String(v)] ? word(GENDER[String(v)]) : String(v);
    case 'word':
      return String(v) in words ? word(v as keyof typeof words) : String(v);
    case 'list':
      return Array.isArray(v) ? v.join(', ') : String(v);
    case 'period': {
      // a subscription's start and end are days (the form sends 'yyyy-MM-dd'): the day sent, in any zone
      const [start, end] = Array.isArray(v) ? (v as (string | null | undefined)[]) : [String(v)];
      const day = (iso: string | null | undefined) => formatDate(dayOf(iso), undefined, o.locale);
      return o.iso ? `${start ?? ''}/${end ?? ''}` : `${day(start)} – ${day(end)}`;
    }
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** The calendar day an ISO value names ('2026-01-01T00:00:00.000Z' -> '2026-01-01'), for values that are days; other text as it came. */
export function dayOf(iso: string | null | undefined): string | null | undefined {
  const m = iso ? /^(\d{4}-\d{2}-\d{2})(?:T|$)/.exec(iso) : null;
  return m ? m[1] : iso;
}
