import { catalogue } from '../catalogue';
import { MpaError } from '../errors';
import type { ApiResponse, Page } from '../types/common';

/** The spec's default data shape when a response carries no data. */
function defaultData(page = 1): Page<never> {
  return { items: [], totalCount: 0, page, pageSize: 10 };
}

const ENVELOPE_KEYS = ['success', 'Success', 'data', 'Data', 'message', 'Message', 'code', 'Code'];

export interface RawResponse {
  status: number;
  text: string;
}

export interface ParseContext {
  method: string;
  endpoint: string;
  page?: number;
  fallbackMessage?: string;
}

function pick(obj: Record<string, unknown>, a: string, b: string): unknown {
  return obj[a] !== undefined && obj[a] !== null ? obj[a] : obj[b];
}

/** The server's message, when it sent a non-empty one. */
export function serverMessage(json: unknown): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const m = pick(json as Record<string, unknown>, 'message', 'Message');
  return typeof m === 'string' && m.trim() !== '' ? m : undefined;
}

/** True for an empty or whitespace-only body (without copying a large body to trim it). */
function isBlank(text: string): boolean {
  if (text.length === 0) return true;
  const c = text.charCodeAt(0);
  // only a body that starts with a space-like character can be blank (JSON starts with { [ " or a letter/digit)
  return (c <= 32 || c === 0xa0 || c >= 0x1680) && text.trim() === '';
}

/** Parses a body as JSON, or throws 'invalid-format'. Empty bodies are the caller's business. */
export function parseJson(raw: RawResponse, ctx: ParseContext): unknown {
  try {
    return JSON.parse(raw.text);
  } catch (cause) {
    throw new MpaError('invalid-format', catalogue.transport.invalidFormat, {
      status: raw.status,
      endpoint: ctx.endpoint,
      cause,
    });
  }
}

/**
 * Applies the spec §8 transport rules (except 401, handled by the client because it touches the
 * session) and returns the envelope with `data` always present.
 */
export function parseEnvelope<T = unknown>(raw: RawResponse, ctx: ParseContext): ApiResponse<T> {
  const ok = raw.status >= 200 && raw.status < 300;
  const page = ctx.page ?? 1;
  if (isBlank(raw.text)) {
    if (ok && (ctx.method === 'PUT' || ctx.method === 'DELETE')) {
      return {
        success: true,
        message: catalogue.transport.operationCompleted,
        data: defaultData(page) as T,
        status: raw.status,
      };
    }
    throw new MpaError('empty-response', catalogue.transport.emptyResponse, {
      status: raw.status,
      endpoint: ctx.endpoint,
    });
  }
  const json = parseJson(raw, ctx);
  let success = ok;
  let message: string | undefined;
  let code: unknown;
  let data: unknown;
  let totalCount: number | undefined;
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    const obj = json as Record<string, unknown>;
    const s = pick(obj, 'success', 'Success');
    if (s !== undefined && s !== null) success = ok && s !== false && s !== 'false';
    message = serverMessage(obj);
    code = pick(obj, 'code', 'Code');
    data = pick(obj, 'data', 'Data');
    const tc = pick(obj, 'totalCount', 'TotalCount');
    if (typeof tc === 'number') totalCount = tc;
    if (data === undefined || data === null) {
      if (Array.isArray(obj.items)) {
        const { success: _s, message: _m, code: _c, ...rest } = obj;
        data = { ...rest, totalCount: obj.totalCount ?? obj.items.length };
      } else if (!ENVELOPE_KEYS.some((k) => k in obj)) {
        data = obj; // an un-enveloped object is the data itself
      } else {
        data = defaultData(page);
      }
    }
  } else {
    data = json ?? defaultData(page);
  }
  if (!success) {
    const text =
      message ??
      ctx.fallbackMessage ??
      (ok ? catalogue.transport.requestFailed : `${catalogue.transport.requestFailed} (HTTP ${raw.status})`);
    throw new MpaError('http', text, {
      status: raw.status,
      code,
      data,
      endpoint: ctx.endpoint,
      fromServer: message !== undefined && message !== null,
    });
  }
  const out: ApiResponse<T> = { success: true, data: data as T, status: raw.status };
  if (message !== undefined) out.message = message;
  if (code !== undefined && code !== null) out.code = code;
  if (totalCount !== undefined) out.totalCount = totalCount;
  return out;
}
