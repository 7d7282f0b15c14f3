import { badRequest } from './envelope';
import { Fields } from './fields';

type Names = string | readonly string[];
const label = (names: Names): string => (typeof names === 'string' ? names : names[0]);
const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export interface StrOpts {
  required?: string | boolean;
  max?: number;
  min?: number;
  trim?: boolean;
}

/** A text field: strings (numbers are accepted as their text); anything else is a 400. */
export function str(f: Fields, names: Names, o: StrOpts = {}): string | undefined {
  const v = f.get(names);
  if (blank(v)) {
    if (o.required)
      throw badRequest(typeof o.required === 'string' ? o.required : `${label(names)} is required`);
    return v === undefined ? undefined : '';
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`${label(names)} must be a string`);
  const s = o.trim === false ? String(v) : String(v).trim();
  if (o.max !== undefined && s.length > o.max)
    throw badRequest(`${label(names)} must be at most ${o.max} characters`);
  if (o.min !== undefined && s.length < o.min)
    throw badRequest(`${label(names)} must be at least ${o.min} characters`);
  return s;
}

export interface NumOpts {
  required?: string | boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  minMessage?: string;
}

/** A number field: JSON numbers or numeric text (multipart). */
export function num(f: Fields, names: Names, o: NumOpts = {}): number | undefined {
  const v = f.get(names);
  if (blank(v)) {
    if (o.required)
      throw badRequest(typeof o.required === 'string' ? o.required : `${label(names)} is required`);
    return undefined;
  }
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) n = Number(v);
  else throw badRequest(`${label(names)} must be a number`);
  if (!Number.isFinite(n)) throw badRequest(`${label(names)} must be a number`);
  if (o.integer && !Number.isInteger(n)) throw badRequest(`${label(names)} must be an integer`);
  if (o.min !== undefined && n < o.min)
    throw badRequest(o.minMessage ?? `${label(names)} must be at least ${o.min}`);
  if (o.max !== undefined && n > o.max) throw badRequest(`${label(names)} must be at most ${o.max}`);
  return n;
}

export const int = (f: Fields, names: Names, o: NumOpts = {}): number | undefined =>
  num(f, names, { ...o, integer: true });

/** A positive integer id (path parameters and id fields). */
export function id(value: unknown, what = 'id'): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(s) || Number(s) < 1) throw badRequest(`${what} must be a positive integer`);
  return Number(s);
}

export function idField(f: Fields, names: Names, required: string | boolean = true): number | undefined {
  const v = f.get(names);
  if (blank(v)) {
    if (required) throw badRequest(typeof required === 'string' ? required : `${label(names)} is required`);
    return undefined;
  }
  return id(v, label(names));
}

/** A boolean: true/false, 'true'/'false', 1/0, '1'/'0'. */
export function bool(f: Fields, names: Names, o: { required?: string | boolean } = {}): boolean | undefined {
  const v = f.get(names);
  if (blank(v)) {
    if (o.required)
      throw badRequest(typeof o.required === 'string' ? o.required : `${label(names)} is required`);
    return undefined;
  }
  const b = parseBool(v);
  if (b === undefined) throw badRequest(`${label(names)} must be true or false`);
  return b;
}

export function parseBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === '1' || s === 'yes' || s === 'on') return true;
    if (s === 'false' || s === '0' || s === 'no' || s === 'off') return false;
  }
  return undefined;
}

export const MOBILE_RE = /^\d{10}$/;

export function checkMobile(value: string, what = 'mobile'): string {
  if (!MOBILE_RE.test(value)) throw badRequest(`${what} must be a 10-digit mobile number`);
  return value;
}

/** A date or date-time; returned as an ISO string. */
export function date(f: Fields, names: Names, o: { required?: string | boolean } = {}): string | undefined {
  const s = str(f, names, { required: o.required });
  if (!s) return undefined;
  const t = Date.parse(s);
  if (Number.isNaN(t)) throw badRequest(`${label(names)} must be a valid date`);
  return new Date(t).toISOString();
}

/** One of the allowed values (case-insensitive); returns the canonical spelling. */
export function oneOf<T extends string>(
  f: Fields,
  names: Names,
  allowed: readonly T[],
  o: { required?: string | boolean } = {},
): T | undefined {
  const s = str(f, names, { required: o.required });
  if (!s) return undefined;
  const hit = allowed.find((a) => a.toLowerCase() === s.toLowerCase());
  if (!hit) throw badRequest(`${label(names)} must be one of: ${allowed.join(', ')}`);
  return hit;
}

/** Optional e-mail address; '' clears it (returns null). */
export function email(f: Fields, names: Names): string | null | undefined {
  const s = str(f, names, { max: 200 });
  if (s === undefined) return undefined;
  if (s === '') return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s))
    throw badRequest(`${label(names)} must be a valid email address`);
  return s;
}
