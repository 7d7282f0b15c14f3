import { messageIdOf, type MessageId } from '../messages';
import { catalogue } from '../catalogue';
import type { Core } from '../core';
import type { EndpointName } from '../endpoints';
import { collectItems, iterateItems, iteratePages, type IterateOptions } from '../operations/paging';
import { toPage, type ToPageOptions } from '../transport/page';
import { checkRule } from '../rules/check';
import { trimSearchTerms } from '../rules/common';
import type { CallOptions, Page, PagingPayload } from '../types/common';

export type Params = Record<string, unknown>;

/** What a create/update/delete/toggle returns. */
export interface Mutation<T = unknown> {
  /** The spec's success text for the action (or the server's message when the spec has none). */
  message: string;
  /** The server's message, when it sent one. */
  serverMessage?: string;
  /** The catalogue id of `message` when it is the SDK's text (none for the server's words). */
  messageId?: MessageId;
  data: T;
}

/** An auto-paging list: `iterate` yields every item of every page, `pages` every page. */
export interface AutoPaging<T, Q> {
  iterate(q?: Q & IterateOptions, opts?: CallOptions): AsyncGenerator<T, void, undefined>;
  pages(q?: Q & IterateOptions, opts?: CallOptions): AsyncGenerator<Page<T>, void, undefined>;
  /** Every item of every page, in one array. */
  all(q?: Q & IterateOptions, opts?: CallOptions): Promise<T[]>;
}

/** Spec paging payload as query parameters (search terms trimmed and dropped when empty). */
export interface PagingQuery {
  page: number;
  pageSize: number;
  searchTerms?: string;
  sortBy?: string;
  sortDescending: boolean;
  [key: string]: unknown;
}

export function pagingParams(p: PagingPayload = {}, defaults: PagingPayload = {}): PagingQuery {
  return {
    page: p.page ?? defaults.page ?? 1,
    pageSize: p.pageSize ?? defaults.pageSize ?? 10,
    searchTerms: trimSearchTerms(p.searchTerms ?? defaults.searchTerms),
    sortBy: p.sortBy ?? defaults.sortBy,
    sortDescending: p.sortDescending ?? defaults.sortDescending ?? false,
  };
}

export function withFallback(opts: CallOptions | undefined, fallbackMessage: string): CallOptions {
  if (!opts) return { fallbackMessage };
  return opts.fallbackMessage ? opts : { ...opts, fallbackMessage };
}

/** Calls a list endpoint and normalises the answer to a Page. */
export async function listCall<T>(
  core: Core,
  name: EndpointName,
  params: Params,
  fallback: string,
  opts?: CallOptions,
  req: { page?: number; pageSize?: number } = {},
  po: ToPageOptions = {},
): Promise<Page<T>> {
  const r = await core.call(name, params, withFallback(opts, fallback));
  return toPage<T>(r.data, req, { ...po, totalCount: po.totalCount ?? r.totalCount });
}

/** Calls an endpoint and returns its data. */
export async function dataCall<T>(
  core: Core,
  name: EndpointName,
  params: Params,
  fallback: string,
  opts?: CallOptions,
): Promise<T> {
  return (await core.call<T>(name, params, withFallback(opts, fallback))).data;
}

/** Calls a mutating endpoint; `success` is the spec's success text for it, if any. */
export async function mutate<T = unknown>(
  core: Core,
  name: EndpointName,
  params: Params,
  fallback: string,
  success?: string,
  opts?: CallOptions,
): Promise<Mutation<T>> {
  const r = await core.call<T>(name, params, withFallback(opts, fallback));
  const out: Mutation<T> = {
    message: success ?? r.message ?? catalogue.transport.operationCompleted,
    data: r.data,
  };
  // the server's words have no id: shown as they came
  const id = success !== undefined || r.message === undefined ? messageIdOf(out.message) : undefined;
  if (id) out.messageId = id;
  if (r.message !== undefined) out.serverMessage = r.message;
  return out;
}

/** Builds iterate/pages over a page fetcher (the SDK's one paging loop, see operations/paging). */
export function pager<T, Q extends { page?: number; pageSize?: number }>(
  fetchPage: (q: Q, opts?: CallOptions) => Promise<Page<T>>,
): AutoPaging<T, Q> {
  const run = (q: (Q & IterateOptions) | undefined, opts: CallOptions | undefined) => {
    const { page, pageSize, signal, prefetch, onProgress, ...rest } = (q ?? {}) as Q & IterateOptions;
    // The loop's own signal (linked to the caller's) reaches every request, so leaving early cancels a prefetch.
    const fetch = (p: number, size: number, inner?: AbortSignal) =>
      fetchPage({ ...rest, page: p, pageSize: size } as unknown as Q, {
        ...opts,
        signal: inner ?? signal ?? opts?.signal,
      });
    return { fetch, o: { page, pageSize, prefetch, onProgress, signal: signal ?? opts?.signal } };
  };
  return {
    iterate(q, opts) {
      const { fetch, o } = run(q, opts);
      return iterateItems(fetch, o);
    },
    pages(q, opts) {
      const { fetch, o } = run(q, opts);
      return iteratePages(fetch, o);
    },
    all(q, opts) {
      const { fetch, o } = run(q, opts);
      return collectItems(fetch, o);
    },
  };
}

/** Form fields: booleans and numbers as text, null/undefined dropped, files kept. */
export function formFields(o: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'boolean' || typeof v === 'number' ? String(v) : v;
  }
  return out;
}

/** Throws kind 'validation' (no request is sent) when a rule returned a message. */
export const check = (result: string | readonly string[] | null, endpoint: EndpointName): void =>
  checkRule(result, endpoint);
