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
export interface Result {
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

interface Route {
  method: Method;
  segments: string[];
  /** `GET /vendors/v1/{}`: the method and the lower-case pattern, placeholders unnamed. */
  id: string;
  literalScore: number;
  handler: Handler;
  body: BodyKind;
  /** Lower-case name -> the spelling to show in messages. */
  query: Map<string, string>;
}

export interface Match {
  /** Which route answered (`GET /vendors/v1/{}`): what fault injection names a call by. */
  route: string;
  handler: Handler;
  params: Record<string, string>;
  body: BodyKind;
  query: ReadonlyMap<string, string>;
}

/**
 * Routes matched case-insensitively: the path is compared in lower case, while `{param}` values
 * keep their original spelling (a category name, a mobile number).
 */
export class Router {
  private readonly routes: Route[] = [];

  add(method: Method, pattern: string, handler: Handler, o: RouteOptions = {}): this {
    const segments = split(pattern).map((seg) => (seg.startsWith('{') ? seg : seg.toLowerCase()));
    const literalScore = segments.reduce((acc, seg, i) => acc + (seg.startsWith('{') ? 0 : 2 ** (20 - i)), 0);
    const query = new Map((o.query ?? []).map((name) => [name.toLowerCase(), name]));
    const id = `${method} /${segments.map((seg) => (seg.startsWith('{') ? '{}' : seg)).join('/')}`;
    this.routes.push({ method, segments, id, literalScore, handler, body: o.body ?? 'json', query });
    return this;
  }

  get = (p: string, h: Handler, o?: RouteOptions): this => this.add('GET', p, h, o);
  post = (p: string, h: Handler, o?: RouteOptions): this => this.add('POST', p, h, o);
  put = (p: string, h: Handler, o?: RouteOptions): this => this.add('PUT', p, h, o);
  del = (p: string, h: Handler, o?: RouteOptions): this => this.add('DELETE', p, h, o);

  /** `undefined` when no route has this path; `'method'` when the path exists with other methods. */
  match(method: string, path: string): Match | 'method' | undefined {
    const original = split(path);
    const lower = original.map((x) => x.toLowerCase());
    let best: { route: Route; params: Record<string, string> } | undefined;
    let pathKnown = false;
    for (const route of this.routes) {
      if (route.segments.length !== lower.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < lower.length && ok; i++) {
        const seg = route.segments[i];
        if (seg.startsWith('{')) params[seg.slice(1, -1)] = safeDecode(original[i]);
        else ok = seg === lower[i];
      }
      if (!ok) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      if (!best || route.literalScore > best.route.literalScore) best = { route, params };
    }
    if (best) return { route: best.route.id, handler: best.route.handler, params: best.params, body: best.route.body, query: best.route.query };
    return pathKnown ? 'method' : undefined;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((x) => x !== '');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
