import { endpoints, isEndpointName } from '@marketplace-admin/sdk';
import { routeId } from './http/router';
import { apiRouter, authRouter } from './routes';

/**
 * Injected contract drift, for checking that a client notices a backend that differs from the spec
 * (`mpa doctor`): one call's answers have a field renamed (`<field>_renamed`), dropped, or of another type.
 */
export type DriftAction = 'rename' | 'drop' | 'retype';

export interface DriftRule {
  /** An SDK endpoint-table name (`vendors.list`) or a method and path (`GET /Vendors/v1`, `GET /vendors/v1/{id}`). */
  endpoint: string;
  action: DriftAction;
  /** A top-level field of each item of a list (or of the data object). */
  field: string;
}

const ACTIONS: readonly DriftAction[] = ['rename', 'drop', 'retype'];
const DRIFT_SYNTAX = '<endpoint>:<rename|drop|retype>:<field>';

/** `vendors.list:rename:name` or `GET /Vendors/v1:drop:isActive`: the endpoint is everything before the last two colons. */
export function parseDrift(text: string): DriftRule {
  const parts = text.split(':');
  const field = parts.pop()?.trim() ?? '';
  const action = parts.pop()?.trim() as DriftAction;
  const endpoint = parts.join(':').trim();
  if (!endpoint || !field || !ACTIONS.includes(action))
    throw new Error(`drift must be ${DRIFT_SYNTAX}, got '${text}'`);
  return { endpoint, action, field };
}

let routeIds: { api: Set<string>; auth: Set<string> } | undefined;

/**
 * The route a drift's endpoint names, as the pipeline identifies it (`api GET /vendors/v1/{}`), or an
 * error saying what was expected. Placeholders match whatever they are called (the SDK's `{mobileno}`
 * is the server's `{mobileNo}`), letter case does not matter.
 */
export function driftRoute(endpoint: string): string {
  routeIds ??= {
    api: new Set(apiRouter().routes.map((r) => r.id)),
    auth: new Set(authRouter().routes.map((r) => r.id)),
  };
  const named = isEndpointName(endpoint) ? endpoints[endpoint] : undefined;
  const spelled = /^(GET|POST|PUT|DELETE)\s+(\/\S*)$/i.exec(endpoint.trim());
  const tries: ['api' | 'auth', string][] = named
    ? [[named.host, routeId(named.method, named.path)]]
    : spelled
      ? [
          ['api', routeId(spelled[1], spelled[2])],
          ['auth', routeId(spelled[1], spelled[2])],
        ]
      : [];
  if (!tries.length)
    throw new Error(
      `drift: unknown endpoint '${endpoint}' (an SDK endpoint name such as vendors.list, or a method and path such as 'GET /Vendors/v1')`,
    );
  for (const [host, id] of tries) if (routeIds[host].has(id)) return `${host} ${id}`;
  throw new Error(`drift: the dev API has no call ${endpoint}`);
}

/** The drift rules in force, by route. */
export class Drift {
  private byRoute = new Map<string, DriftRule[]>();

  /** Replaces the rules (an empty list ends the drift); checks every one first, so a bad one changes nothing. */
  set(rules: readonly (DriftRule | string)[]): void {
    const next = new Map<string, DriftRule[]>();
    for (const r of rules) {
      const rule = typeof r === 'string' ? parseDrift(r) : r;
      if (!ACTIONS.includes(rule.action) || !rule.field)
        throw new Error(
          `drift: action must be rename, drop or retype and field a name, got ${JSON.stringify(rule)}`,
        );
      const route = driftRoute(rule.endpoint);
      next.set(route, [...(next.get(route) ?? []), rule]);
    }
    this.byRoute = next;
  }

  /** The answer's data with this route's drift applied to every item of a list (or to the data object). */
  apply(route: string, data: unknown): unknown {
    const rules = this.byRoute.get(route);
    if (!rules || data === null || typeof data !== 'object') return data;
    const drift = (item: unknown): unknown => (isRecord(item) ? rules.reduce(applyRule, { ...item }) : item);
    if (Array.isArray(data)) return data.map(drift);
    if (Array.isArray((data as { items?: unknown }).items))
      return { ...data, items: (data as { items: unknown[] }).items.map(drift) };
    return drift(data);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** One rule on one item (a copy); an item without the field is left as it is. */
function applyRule(item: Record<string, unknown>, rule: DriftRule): Record<string, unknown> {
  if (!Object.prototype.hasOwnProperty.call(item, rule.field)) return item;
  const value = item[rule.field];
  if (rule.action === 'retype') {
    item[rule.field] = retyped(value);
    return item;
  }
  delete item[rule.field];
  if (rule.action === 'rename') item[`${rule.field}_renamed`] = value;
  return item;
}

/** A number becomes text, text a number (its value, or 0 when it is not one), a boolean text, a list or object JSON text; null stays null. */
function retyped(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0;
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}
