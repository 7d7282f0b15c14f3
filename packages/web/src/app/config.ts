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

/** Fetches and checks `config.json`. Throws a ConfigError whose message says what is wrong. */
export async function loadConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
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
