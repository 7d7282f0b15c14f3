/**
 * Runtime configuration: in the page when the server in front put it there, else read from `/config.json`
 * beside index.html (one build serves every environment).
 * Each base URL is absolute (`https://api.example.com`: the panel calls that origin, cross-origin) or a path
 * on the panel's own origin (`/api`: a server in front forwards it, and the browser sends no CORS preflight).
 */
export interface AppConfig {
  authBaseUrl: string;
  apiBaseUrl: string;
  /**
   * Optional: how long the panel waits for an answer before a request ends as timed out (milliseconds). Left
   * out, the SDK's default (30 s) applies; tests set a short one to see a stalled server's requests end.
   */
  requestTimeoutMs?: number;
}

/** An absolute http(s) URL, or a path on the panel's origin (one leading slash: `//host` names another origin). */
const BASE_URL = /^(https?:\/\/[^/?#]+|\/(?!\/))[^?#]*$/i;

function isConfig(v: unknown): v is AppConfig {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.authBaseUrl === 'string' &&
    o.authBaseUrl !== '' &&
    typeof o.apiBaseUrl === 'string' &&
    o.apiBaseUrl !== ''
  );
}

export class ConfigError extends Error {}

declare global {
  interface Window {
    /** The `/config.json` request index.html starts before the app's code has loaded (taken once). */
    __mpaConfig?: Promise<Response>;
  }
}

/** The request index.html already started for `/config.json`, if any (used once). */
function takeEarlyRequest(url: string): Promise<Response> | undefined {
  if (url !== '/config.json' || typeof window === 'undefined') return undefined;
  const early = window.__mpaConfig;
  window.__mpaConfig = undefined;
  return early;
}

/** The id of the `<script type="application/json">` a server may put the config in (tools/panel-server.mjs does). */
export const INLINE_CONFIG_ID = 'mpa-config';

/** Checks a config object; `source` names where it came from in the error. */
function checkConfig(json: unknown, source: string): AppConfig {
  if (!isConfig(json)) throw new ConfigError(`${source} must contain "authBaseUrl" and "apiBaseUrl".`);
  for (const key of ['authBaseUrl', 'apiBaseUrl'] as const) {
    if (!BASE_URL.test(json[key])) {
      throw new ConfigError(
        `${source}: "${key}" must be an http(s) URL or a path starting with "/" (it is "${json[key]}").`,
      );
    }
  }
  const timeout = (json as { requestTimeoutMs?: unknown }).requestTimeoutMs;
  if (timeout === undefined) return { authBaseUrl: json.authBaseUrl, apiBaseUrl: json.apiBaseUrl };
  if (!(typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0)) {
    throw new ConfigError(
      `${source}: "requestTimeoutMs" must be a whole number of milliseconds above 0 (it is ${JSON.stringify(timeout)}).`,
    );
  }
  return { authBaseUrl: json.authBaseUrl, apiBaseUrl: json.apiBaseUrl, requestTimeoutMs: timeout };
}

/** The config the page carries (`#mpa-config`), checked; undefined when it carries none. */
export function inlineConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): AppConfig | undefined {
  const el = doc?.getElementById(INLINE_CONFIG_ID);
  if (!el) return undefined;
  const source = `The page's configuration (#${INLINE_CONFIG_ID})`;
  let json: unknown;
  try {
    json = JSON.parse(el.textContent ?? '');
  } catch {
    throw new ConfigError(`${source} is not valid JSON.`);
  }
  return checkConfig(json, source);
}

/**
 * The config the page carries when its server put it there (no round trip), else `config.json`, fetched and
 * checked. Throws a ConfigError whose message says what is wrong. Without a `fetchImpl`, the request started
 * by index.html is used when there is one (it ran while the code loaded).
 */
export async function loadConfig(url = '/config.json', fetchImpl?: typeof fetch): Promise<AppConfig> {
  const inline = fetchImpl ? undefined : inlineConfig();
  if (inline) return inline;
  let res: Response;
  try {
    const early = fetchImpl ? undefined : takeEarlyRequest(url);
    res = await (early ??
      (fetchImpl ?? fetch)(url, { cache: 'no-store', headers: { accept: 'application/json' } }));
  } catch {
    throw new ConfigError(`Could not load ${url}: the server did not answer.`);
  }
  if (!res.ok) throw new ConfigError(`Could not load ${url}: HTTP ${res.status}.`);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ConfigError(`${url} is not valid JSON.`);
  }
  return checkConfig(json, url);
}
