import type { Tokens } from '../auth';
import type { Db } from '../db/client';
import type { Files } from '../files';
import type { SignInThrottle } from '../signInThrottle';
import type { Fields } from './fields';
import type { Query } from './paging';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Ctx {
  db: Db;
  files: Files;
  tokens: Tokens;
  signInThrottle: SignInThrottle;
}

export interface Req {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: Query;
  raw: Request;
  /** The bearer token of the request ('' when none). */
  token: string;
  /** The address the connection comes from ('' when unknown). */
  clientAddress: string;
  body(): Promise<Fields>;
}

/** What a handler returns; status defaults to 200 (201 for `created`). */
interface Result {
  status?: number;
  message?: string;
  data?: unknown;
  /** Fields placed at the top level of the envelope as well (sign-in's `token`). */
  extra?: Record<string, unknown>;
  /** Response headers beside the usual ones (`retry-after`). */
  headers?: Record<string, string>;
}

export type Handler = (req: Req, ctx: Ctx) => Promise<Result> | Result;

/**
 * What a route's body may be. `json` (the default) takes only JSON: a form or text body is a 415, so a
 * web page cannot post to the dev API with a "simple" (preflight-free) request. `form` is for the calls
 * spec §7 sends as form data (uploads); they take multipart, url-encoded or JSON.
 */
export type BodyKind = 'json' | 'form';

export interface RouteOptions {
  body?: BodyKind;
  /**
   * The query parameters spec §7 (and §3's paging payload) names for this call, matched without regard
   * to letter case; any other is a 400. Default: none.
   */
  query?: readonly string[];
}

/** The options of a spec §7 form-data call. */
export const FORM: RouteOptions = { body: 'form' };

export interface Route {
  method: Method;
  /** Lower-case literal segments; `{param}` segments as registered. */
  segments: string[];
  /** `GET /vendors/v1/{}`: the method and the lower-case pattern, placeholders unnamed (what drift names a call by). */
  id: string;
  /** Literal segments weigh more the earlier they come: the most literal of two matching routes answers. */
  literalScore: number;
  handler: Handler;
  body: BodyKind;
  /** Lower-case name -> the spelling to show in messages. */
  query: Map<string, string>;
}

/**
 * One host's route table, as the route modules declare it; the pipeline mounts it on Hono's router
 * (http/pipeline.ts), which matches the paths in lower case.
 */
export class Router {
  readonly routes: Route[] = [];

  add(method: Method, pattern: string, handler: Handler, o: RouteOptions = {}): this {
    const segments = split(pattern).map((seg) => (seg.startsWith('{') ? seg : seg.toLowerCase()));
    const literalScore = segments.reduce((acc, seg, i) => acc + (seg.startsWith('{') ? 0 : 2 ** (20 - i)), 0);
    const query = new Map((o.query ?? []).map((name) => [name.toLowerCase(), name]));
    this.routes.push({
      method,
      segments,
      id: routeId(method, pattern),
      literalScore,
      handler,
      body: o.body ?? 'json',
      query,
    });
    return this;
  }

  get = (p: string, h: Handler, o?: RouteOptions): this => this.add('GET', p, h, o);
  post = (p: string, h: Handler, o?: RouteOptions): this => this.add('POST', p, h, o);
  put = (p: string, h: Handler, o?: RouteOptions): this => this.add('PUT', p, h, o);
  del = (p: string, h: Handler, o?: RouteOptions): this => this.add('DELETE', p, h, o);
}

/** `GET /vendors/v1/{}` for `get` `/Vendors/v1/{id}`: letter case and placeholder names do not tell routes apart. */
export function routeId(method: string, pattern: string): string {
  return `${method.toUpperCase()} /${split(pattern)
    .map((seg) => (seg.startsWith('{') ? '{}' : seg.toLowerCase()))
    .join('/')}`;
}

export function split(path: string): string[] {
  return path.split('/').filter((x) => x !== '');
}
