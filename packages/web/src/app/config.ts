/**
 * Runtime configuration: in the page when the server in front put it there, else `/config.json` beside
 * index.html (one build serves every environment). A base URL is absolute (cross-origin) or a path on the
 * panel's origin (`/api`: a server in front forwards it, with no CORS preflight).
 */
export interface AppConfig {
  authBaseUrl: string;
  apiBaseUrl: string;
  /** How long a request may wait for an answer (ms); left out, the SDK's default (30 s). */
  requestTimeoutMs?: number;
}

/** An absolute http(s) URL, or a path on the panel's origin (`//host` would be another origin). */
const BASE_URL = /^(https?:\/\/[^/?#]+|\/(?!\/))[^?#]*$/i;

export class ConfigError extends Error {}

declare global {
  interface Window {
    /** The `/config.json` request index.html starts before the app's code has loaded (taken once). */
    __mpaConfig?: Promise<Response>;
  }
}

/** The id of the JSON `<script>` a server may put the config in (tools/panel-server.mjs). */
export const INLINE_CONFIG_ID = 'mpa-config';

/** Checks a config object; `source` names where it came from in the error. */
function checkConfig(json: unknown, source: string): AppConfig {
  const o = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const { authBaseUrl, apiBaseUrl, requestTimeoutMs: timeout } = o;
  if (!authBaseUrl || typeof authBaseUrl !== 'string' || !apiBaseUrl || typeof apiBaseUrl !== 'string')
    throw new ConfigError(`${source} must contain "authBaseUrl" and "apiBaseUrl".`);
  for (const [key, url] of Object.entries({ authBaseUrl, apiBaseUrl }))
    if (!BASE_URL.test(url))
      throw new ConfigError(
        `${source}: "${key}" must be an http(s) URL or a path starting with "/" (it is "${url}").`,
      );
  if (timeout === undefined) return { authBaseUrl, apiBaseUrl };
  if (!(typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0))
    throw new ConfigError(
      `${source}: "requestTimeoutMs" must be a whole number of milliseconds above 0 (it is ${JSON.stringify(timeout)}).`,
    );
  return { authBaseUrl, apiBaseUrl, requestTimeoutMs: timeout };
}

/** `text` as JSON, or a ConfigError naming `source`. */
function parse(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} is not valid JSON.`);
  }
}

/** The config the page carries (`#mpa-config`), checked; undefined when it carries none. */
export function inlineConfig(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): AppConfig | undefined {
  const el = doc?.getElementById(INLINE_CONFIG_ID);
  if (!el) return undefined;
  const source = `The page's configuration (#${INLINE_CONFIG_ID})`;
  return checkConfig(parse(el.textContent ?? '', source), source);
}

/**
 * The config the page carries, else `url` fetched and checked (without a `fetchImpl`, through the request
 * index.html already started, if any). Throws a ConfigError whose message says what is wrong.
 */
export async function loadConfig(url = '/config.json', fetchImpl?: typeof fetch): Promise<AppConfig> {
  const inline = fetchImpl ? undefined : inlineConfig();
  if (inline) return inline;
  const early = !fetchImpl && url === '/config.json' ? globalThis.window?.__mpaConfig : undefined;
  if (early) window.__mpaConfig = undefined;
  let res: Response;
  try {
    res = await (early ??
      (fetchImpl ?? fetch)(url, { cache: 'no-store', headers: { accept: 'application/json' } }));
  } catch {
    throw new ConfigError(`Could not load ${url}: the server did not answer.`);
  }
  if (!res.ok) throw new ConfigError(`Could not load ${url}: HTTP ${res.status}.`);
  return checkConfig(parse(await res.text(), url), url);
}
