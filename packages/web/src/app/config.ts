/**
 * Runtime configuration, read from `/config.json` beside index.html (one build serves every environment).
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
  return typeof o.authBaseUrl === 'string' && o.authBaseUrl !== '' && typeof o.apiBaseUrl === 'string' && o.apiBaseUrl !== '';
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

/**
 * Fetches and checks `config.json`. Throws a ConfigError whose message says what is wrong. Without a
 * `fetchImpl`, the request started by index.html is used when there is one (it ran while the code loaded).
 */
export async function loadConfig(url = '/config.json', fetchImpl?: typeof fetch): Promise<AppConfig> {
  let res: Response;
  try {
    const early = fetchImpl ? undefined : takeEarlyRequest(url);
    res = await (early ?? (fetchImpl ?? fetch)(url, { cache: 'no-store', headers: { accept: 'application/json' } }));
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
  if (!isConfig(json)) throw new ConfigError(`${url} must contain "authBaseUrl" and "apiBaseUrl".`);
  for (const key of ['authBaseUrl', 'apiBaseUrl'] as const) {
    if (!BASE_URL.test(json[key])) {
      throw new ConfigError(`${url}: "${key}" must be an http(s) URL or a path starting with "/" (it is "${json[key]}").`);
    }
  }
  const timeout = (json as { requestTimeoutMs?: unknown }).requestTimeoutMs;
  if (timeout === undefined) return { authBaseUrl: json.authBaseUrl, apiBaseUrl: json.apiBaseUrl };
  if (!(typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0)) {
    throw new ConfigError(`${url}: "requestTimeoutMs" must be a whole number of milliseconds above 0 (it is ${JSON.stringify(timeout)}).`);
  }
  return { authBaseUrl: json.authBaseUrl, apiBaseUrl: json.apiBaseUrl, requestTimeoutMs: timeout };
}
