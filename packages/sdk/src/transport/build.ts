import { catalogue } from '../catalogue';
import type { EndpointDef } from '../endpoints';
import { MpaError } from '../errors';

export interface BuiltRequest {
  url: string;
  method: string;
  /** 'json' or 'multipart' when a body is sent; 'none' otherwise. */
  bodyKind: 'none' | 'json' | 'multipart';
  body?: string | FormData;
  headers: Record<string, string>;
}

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  !isBlob(v) &&
  !(v instanceof Date) &&
  !(typeof FormData !== 'undefined' && v instanceof FormData);

function scalar(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
}

/** A path template split once: literal text at even indexes, placeholder names at odd ones. */
const templates = new Map<string, readonly string[]>();
function compile(template: string): readonly string[] {
  let parts = templates.get(template);
  if (!parts) {
    parts = template.split(/\{([^}]+)\}/);
    templates.set(template, parts);
  }
  return parts;
}

/**
 * Fills `{name}` placeholders (exact key first, then case-insensitive); returns the unused params.
 * A template without placeholders returns `params` itself as `rest` (callers only read it).
 */
function fillPath(
  template: string,
  params: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const parts = compile(template);
  if (parts.length === 1) return { path: template, rest: params };
  const rest: Record<string, unknown> = { ...params };
  let path = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    let key: string | undefined = name in rest ? name : undefined;
    if (key === undefined) key = Object.keys(rest).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = key === undefined ? undefined : rest[key];
    if (value === undefined || value === null || value === '') {
      throw new MpaError('validation', `Missing path parameter: ${name}`);
    }
    delete rest[key as string];
    const text = scalar(value);
    // A URL reads `.` and `..` (also as %2E) as "this" and "the parent" folder: `category/..` would
    // reach `/Shops/v1`. No escape survives that, so such a value is refused and nothing is sent.
    if (text === '.' || text === '..')
      throw new MpaError('validation', catalogue.requests.dotSegment(name, text));
    path += encodeURIComponent(text) + parts[i + 1];
  }
  return { path, rest };
}

/** Characters application/x-www-form-urlencoded (URLSearchParams) leaves as they are. */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;
const formKeys = new Map<string, string>();
/** One name or value encoded exactly as URLSearchParams#toString encodes it. */
function formEncode(s: string): string {
  if (FORM_SAFE.test(s)) return s;
  return new URLSearchParams([['', s]]).toString().slice(1);
}
function formKey(k: string): string {
  let e = formKeys.get(k);
  if (e === undefined) {
    e = formEncode(k);
    if (formKeys.size < 500) formKeys.set(k, e);
  }
  return e;
}
function formValue(v: unknown): string {
  return typeof v === 'boolean' ? String(v) : formEncode(scalar(v));
}

/**
 * Query string: undefined/null skipped, arrays repeated, dates as ISO text, objects as JSON; the
 * same bytes as URLSearchParams, without building one per request (this is the SDK's hot path).
 */
function toQuery(params: Record<string, unknown>): string {
  let q = '';
  for (const k of Object.keys(params)) {
    const v = params[k];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v)
        if (item !== undefined && item !== null) q += `${q ? '&' : ''}${formKey(k)}=${formValue(item)}`;
    } else q += `${q ? '&' : ''}${formKey(k)}=${formValue(v)}`;
  }
  return q;
}

/** True when a value (or an element of an array value) is a Blob/File. */
function hasBlob(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  return Object.values(body).some((v) => isBlob(v) || (Array.isArray(v) && v.some(isBlob)));
}

/**
 * Multipart body. Keys are used as they are (`usersDto.name`, `shopPhones[0]` are plain keys);
 * Blob/File values keep their file name; arrays are appended once per element; null/undefined skipped.
 */
function toFormData(body: Record<string, unknown> | FormData): FormData {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  const fd = new FormData();
  const add = (k: string, v: unknown): void => {
    if (v === undefined || v === null) return;
    if (isBlob(v)) fd.append(k, v, isFile(v) ? v.name : 'blob');
    else fd.append(k, scalar(v));
  };
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) v.forEach((item) => add(k, item));
    else add(k, v);
  }
  return fd;
}

/**
 * Turns an endpoint entry and the call's params into URL, body and content headers.
 * Placeholders are filled and removed; for body-less calls every other param goes to the query
 * string. For calls with a body, the params are the body — unless a `body` param is given, which is
 * then sent as the whole body (e.g. a list) while the other params go to the query string.
 */
export function buildRequest(
  def: EndpointDef,
  baseUrl: string,
  params: Record<string, unknown> = {},
): BuiltRequest {
  const { path, rest } = fillPath(def.path, params);
  let queryParams: Record<string, unknown> = {};
  let body: unknown;
  let hasBody = false;
  if (def.body === 'none') {
    queryParams = rest;
  } else if ('body' in rest) {
    const { body: explicit, ...others } = rest;
    body = explicit;
    queryParams = others;
    hasBody = explicit !== undefined && explicit !== null;
  } else {
    body = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    hasBody = Object.keys(body as object).length > 0 || def.body === 'multipart';
  }
  const qs = toQuery(queryParams);
  const base = baseUrl.charCodeAt(baseUrl.length - 1) === 47 ? baseUrl.replace(/\/+$/, '') : baseUrl;
  const url = base + path + (qs ? `?${qs}` : '');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!hasBody) return { url, method: def.method, bodyKind: 'none', headers };

  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const multipart = def.body === 'multipart' || isForm || (def.body === 'auto' && hasBlob(body));
  if (multipart) {
    if (!isPlainObject(body) && !isForm)
      throw new MpaError('validation', 'A form-data body must be an object');
    return {
      url,
      method: def.method,
      bodyKind: 'multipart',
      body: toFormData(body as Record<string, unknown>),
      headers,
    };
  }
  headers['Content-Type'] = 'application/json';
  return { url, method: def.method, bodyKind: 'json', body: JSON.stringify(body), headers };
}
