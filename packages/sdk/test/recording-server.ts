import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
interface Recorded {
  host: 'auth' | 'api';
  method: string;
  /** Path exactly as sent (percent-encoding kept). */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  contentType: string;
  body: Buffer;
  /** Parsed JSON body (when JSON). */
  json?: unknown;
  /** Parsed multipart body (when multipart). */
  form?: FormData;
}

export interface Reply {
  status?: number;
  body?: string | object;
  /** Close the socket without answering. */
  drop?: boolean;
  /** Never answer (until the server closes). */
  stall?: boolean;
  delayMs?: number;
}

type Responder = (r: Recorded, n: number) => Reply | Promise<Reply>;

export interface RecordingServer {
  authUrl: string;
  apiUrl: string;
  requests: Recorded[];
  /** Sets the reply for the next requests (default: an empty successful envelope). */
  respond(fn: Responder): void;
  reset(): void;
  close(): Promise<void>;
}

const defaultResponder: Responder = () => ({ status: 200, body: { success: true, message: 'ok', data: {} } });

async function record(host: 'auth' | 'api', req: IncomingMessage): Promise<Recorded> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks);
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const contentType = String(req.headers['content-type'] ?? '');
  const r: Recorded = {
    host,
    method: req.method ?? '',
    path: q < 0 ? url : url.slice(0, q),
    query: new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
    headers: req.headers,
    contentType,
    body,
  };
  if (contentType.startsWith('application/json') && body.length) r.json = JSON.parse(body.toString('utf8'));
  if (contentType.startsWith('multipart/form-data')) {
    r.form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  }
  return r;
}

/** Two real node:http listeners on free ports (auth host, API host) that record every request. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: Recorded[] = [];
  let responder: Responder = defaultResponder;
  const stalled = new Set<ServerResponse>();
  const handler = (host: 'auth' | 'api') => async (req: IncomingMessage, res: ServerResponse) => {
    const r = await record(host, req);
    requests.push(r);
    const reply = await responder(r, requests.length);
    if (reply.delayMs) await new Promise((ok) => setTimeout(ok, reply.delayMs));
    if (reply.drop) {
      req.socket.destroy();
      return;
    }
    if (reply.stall) {
      stalled.add(res);
      return;
    }
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(text);
  };
  const listen = (s: Server) =>
    new Promise<string>((ok) =>
      s.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
    );
  const auth = createServer(handler('auth'));
  const api = createServer(handler('api'));
  const [authUrl, apiUrl] = await Promise.all([listen(auth), listen(api)]);
  return {
    authUrl,
    apiUrl,
    requests,
    respond: (fn) => void (responder = fn),
    reset: () => {
      requests.length = 0;
      responder = defaultResponder;
    },
    close: async () => {
      for (const res of stalled) res.destroy();
      auth.closeAllConnections();
      api.closeAllConnections();
      await Promise.all([new Promise((ok) => auth.close(ok)), new Promise((ok) => api.close(ok))]);
    },
  };
}
