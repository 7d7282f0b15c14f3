/** Runtime configuration, read from `/config.json` beside index.html (one build serves every environment). */
export interface AppConfig {
  authBaseUrl: string;
  apiBaseUrl: string;
}

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
  return { authBaseUrl: json.authBaseUrl, apiBaseUrl: json.apiBaseUrl };
}
