import type { Tokens } from '../auth';
import type { Db } from '../db/client';
import type { Files } from '../files';
import type { Fields } from './fields';
import type { Query } from './paging';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Ctx {
  db: Db;
  files: Files;
  tokens: Tokens;
}

export interface Req {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: Query;
  raw: Request;
  /** The bearer token of the request ('' when none). */
  token: string;
  body(): Promise<Fields>;
}

/** What a handler returns; status defaults to 200 (201 for `created`). */
export interface Result {
  status?: number;
  message?: string;
  data?: unknown;
  /** Fields placed at the top level of the envelope as well (sign-in's `token`). */
  extra?: Record<string, unknown>;
}

export type Handler = (req: Req, ctx: Ctx) => Promise<Result> | Result;

interface Route {
  method: Method;
  segments: string[];
  literalScore: number;
  handler: Handler;
}

/**
 * Routes matched case-insensitively: the path is compared in lower case, while `{param}` values
 * keep their original spelling (a category name, a mobile number).
 */
export class Router {
  private readonly routes: Route[] = [];

  add(method: Method, pattern: string, handler: Handler): this {
    const segments = split(pattern).map((seg) => (seg.startsWith('{') ? seg : seg.toLowerCase()));
    const literalScore = segments.reduce((acc, seg, i) => acc + (seg.startsWith('{') ? 0 : 2 ** (20 - i)), 0);
    this.routes.push({ method, segments, literalScore, handler });
    return this;
  }

  get = (p: string, h: Handler): this => this.add('GET', p, h);
  post = (p: string, h: Handler): this => this.add('POST', p, h);
  put = (p: string, h: Handler): this => this.add('PUT', p, h);
  del = (p: string, h: Handler): this => this.add('DELETE', p, h);

  /** `undefined` when no route has this path; `'method'` when the path exists with other methods. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | 'method' | undefined {
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
    if (best) return { handler: best.route.handler, params: best.params };
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
