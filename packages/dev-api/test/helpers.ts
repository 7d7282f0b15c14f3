import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seededDataDir, startDevApi, type DevApi, type DevApiOptions } from '../src/index';

export interface Harness {
  api: DevApi;
  dir: string;
  token: string;
  /** fetch on the API host with the token, JSON in and out. */
  call(
    method: string,
    path: string,
    body?: unknown,
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<Res>;
  form(method: string, path: string, fd: FormData): Promise<Res>;
  /** GET that must answer 200 (the body is shown when it does not); the envelope's data. */
  data(path: string): Promise<any>;
  login(mobile?: string, password?: string): Promise<string>;
  restart(extra?: Partial<DevApiOptions>): Promise<void>;
  close(): Promise<void>;
}

export interface Res {
  status: number;
  body: any;
  headers: Headers;
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'mpa-dev-api-test-'));
}

async function toRes(r: Response): Promise<Res> {
  const text = await r.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: r.status, body, headers: r.headers };
}

/**
 * A dev API on free ports, signed in as the administrator. Without `dir`, on a copy of a once-seeded database
 * (seededDataDir) unless the options ask for what a copy cannot give (no seed, other credentials, a reset);
 * with `dir`, on that directory as it is (an empty one is seeded there).
 */
export async function start(opts: Partial<DevApiOptions> = {}, dir?: string): Promise<Harness> {
  if (dir === undefined) {
    const seed = opts.seed ?? 'demo';
    const copyable = seed !== 'none' && !opts.adminMobile && !opts.adminPassword && !opts.reset;
    dir = copyable ? await seededDataDir(seed) : tempDir();
  }
  const base: DevApiOptions = { dataDir: dir, apiPort: 0, authPort: 0, seed: 'demo', ...opts };
  const h: Harness = {
    api: await startDevApi(base),
    dir,
    token: '',
    async call(method, path, body, o = {}) {
      const headers: Record<string, string> = { 'x-source': 'A-Web', ...o.headers };
      const tok = o.token === undefined ? h.token : o.token;
      if (tok) headers.authorization = `Bearer ${tok}`;
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
      return toRes(await fetch(h.api.apiUrl + path, { method, headers, body: payload }));
    },
    async form(method, path, fd) {
      return toRes(
        await fetch(h.api.apiUrl + path, {
          method,
          headers: { authorization: `Bearer ${h.token}` },
          body: fd,
        }),
      );
    },
    async data(path) {
      const r = await h.call('GET', path);
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
      return r.body.data;
    },
    async login(mobile = '9000000000', password = 'admin12345') {
      const r = await fetch(`${h.api.authUrl}/v1/asignin/mobile-pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password }),
      });
      const j = (await r.json()) as { token: string };
      if (!j.token) throw new Error(`login failed: ${r.status}`);
      h.token = j.token;
      return j.token;
    },
    async restart(extra = {}) {
      await h.api.close();
      h.api = await startDevApi({ ...base, ...extra });
      await h.login();
    },
    async close() {
      await h.api.close();
      rmSync(h.dir, { recursive: true, force: true });
    },
  };
  await h.login();
  return h;
}

/** A tiny valid PNG (1x1). */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const png = (name = 'a.png'): File => new File([PNG], name, { type: 'image/png' });

/** A multipart body from text fields and files (e.g. `{ image: png() }`). */
export function formOf(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of Object.entries(files)) fd.append(k, f);
  return fd;
}
