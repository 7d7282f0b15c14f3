/**
 * Checks one answer against the contract: the envelope, then `data` (each item of a list) against
 * its response schema. A missing or mistyped required field is drift; a field the schema does not
 * know is a note (a backend may send more than the spec shows).
 */
import * as v from 'valibot';
import { isEndpointName, type EndpointName } from '../endpoints';
import { EnvelopeSchema, responses, type ResponseContract } from './responses';

export type FindingKind = 'envelope' | 'missing' | 'type' | 'unknown';

export interface Finding {
  /** drift: a client reading this answer breaks or shows blanks; note: worth knowing, nothing breaks. */
  severity: 'drift' | 'note';
  kind: FindingKind;
  /** Where, from the envelope's `data` (a list item's fields as `items[].name`). */
  path: string;
  /** The field's own name (the last key of the path). */
  field?: string;
  expected?: string;
  received?: string;
  /** How many of the checked items showed it (lists). */
  count?: number;
  message: string;
}

export interface DriftReport {
  endpoint: EndpointName;
  /** True when any finding is drift. */
  drift: boolean;
  findings: Finding[];
  /** Items checked (1 for an answer that is not a list). */
  items: number;
  /** The envelope's data, for callers that need values from it (an id for the next call). */
  data: unknown;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  return typeof x;
}

/** The dotted path of a valibot issue, list indexes written `[]`. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? '[]' : out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function lastKey(issue: v.BaseIssue<unknown>): string | undefined {
  const keys = (issue.path ?? [])
    .map((p) => (p as { key: unknown }).key)
    .filter((k): k is string => typeof k === 'string');
  return keys[keys.length - 1];
}

function issueFinding(issue: v.BaseIssue<unknown>, prefix: string): Finding {
  const path = prefix + (issue.path?.length ? (prefix ? '.' : '') + issuePath(issue) : '');
  const field = lastKey(issue);
  const parent = issue.path?.[issue.path.length - 1] as { input?: unknown; key?: unknown } | undefined;
  const missing =
    issue.received === 'undefined' &&
    isObject(parent?.input) &&
    typeof parent.key === 'string' &&
    !(parent.key in parent.input);
  if (missing)
    return {
      severity: 'drift',
      kind: 'missing',
      path,
      field,
      expected: issue.expected ?? undefined,
      message: `required field ${path} is missing`,
    };
  const received = describe((issue as { input?: unknown }).input);
  return {
    severity: 'drift',
    kind: 'type',
    path: path || '(data)',
    field,
    expected: issue.expected ?? undefined,
    received,
    message: `${path || 'data'}: expected ${issue.expected ?? issue.type}, got ${received}`,
  };
}

/** The object schema behind wrappers (optional, nullable, lazy) for this value, if any. */
function unwrap(schema: v.GenericSchema, value: unknown): v.GenericSchema | undefined {
  let s = schema as v.GenericSchema & {
    wrapped?: v.GenericSchema;
    getter?: (x: unknown) => v.GenericSchema;
    options?: v.GenericSchema[];
  };
  for (let depth = 0; depth < 8; depth++) {
    if (s.wrapped) s = s.wrapped as typeof s;
    else if (s.getter) s = s.getter(value) as typeof s;
    else if (s.options) {
      const fits = s.options.find((o) => v.safeParse(o, value).success);
      if (!fits) return undefined;
      s = fits as typeof s;
    } else return s;
  }
  return undefined;
}

/** Fields the schema does not name, at any depth it describes. */
function unknownFields(
  schema: v.GenericSchema,
  value: unknown,
  path: string,
  out: Map<string, Finding>,
): void {
  const s = unwrap(schema, value) as
    (v.GenericSchema & { entries?: Record<string, v.GenericSchema>; item?: v.GenericSchema }) | undefined;
  if (!s) return;
  if (s.item && Array.isArray(value)) {
    for (const x of value) unknownFields(s.item, x, `${path}[]`, out);
    return;
  }
  if (!s.entries || !isObject(value)) return;
  for (const [key, x] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const entry = s.entries[key];
    if (entry) unknownFields(entry, x, at, out);
    else {
      const seen = out.get(at);
      if (seen) seen.count = (seen.count ?? 1) + 1;
      else
        out.set(at, {
          severity: 'note',
          kind: 'unknown',
          path: at,
          field: key,
          received: describe(x),
          count: 1,
          message: `unknown field ${at} (not in the contract)`,
        });
    }
  }
}

/** The items of a list answer (`{ items }`, `{ Items }` or an array), or undefined when it is none of them. */
function itemsOf(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (isObject(data)) {
    const items = data.items ?? data.Items;
    if (Array.isArray(items)) return items;
  }
  return undefined;
}

function checkData(contract: ResponseContract, data: unknown, findings: Finding[]): number {
  const schema = contract.data;
  if (!schema) return 0;
  if (!contract.list) {
    const result = v.safeParse(schema, data);
    if (!result.success) for (const issue of result.issues) findings.push(issueFinding(issue, ''));
    const unknown = new Map<string, Finding>();
    unknownFields(schema, data, '', unknown);
    findings.push(...unknown.values());
    return 1;
  }
  const items = itemsOf(data);
  if (!items) {
    findings.push({
      severity: 'drift',
      kind: 'envelope',
      path: 'data',
      expected: '{ items, totalCount } or an array',
      received: describe(data),
      message: `data is not a list (expected { items, totalCount } or an array, got ${describe(data)})`,
    });
    return 0;
  }
  if (isObject(data)) {
    const total = data.totalCount ?? data.TotalCount;
    if (typeof total !== 'number') {
      findings.push({
        severity: 'drift',
        kind: total === undefined ? 'missing' : 'type',
        path: 'totalCount',
        field: 'totalCount',
        expected: 'number',
        received: describe(total),
        message: `data.totalCount: expected a number, got ${describe(total)}`,
      });
    }
  }
  const byPath = new Map<string, Finding>();
  const unknown = new Map<string, Finding>();
  for (const item of items) {
    const result = v.safeParse(schema, item);
    if (!result.success) {
      for (const issue of result.issues) {
        const f = issueFinding(issue, 'items[]');
        const key = `${f.kind} ${f.path}`;
        const seen = byPath.get(key);
        if (seen) seen.count = (seen.count ?? 1) + 1;
        else byPath.set(key, { ...f, count: 1 });
      }
    }
    unknownFields(schema, item, 'items[]', unknown);
  }
  findings.push(...byPath.values(), ...unknown.values());
  return items.length;
}

/**
 * Checks a parsed answer (the whole body: envelope and data) of `endpoint` against the contract.
 * Never throws on what the server sent: everything it finds is in the report.
 */
export function checkResponse(endpoint: EndpointName, body: unknown): DriftReport {
  if (!isEndpointName(endpoint)) throw new Error(`Unknown endpoint ${String(endpoint)}`);
  const contract: ResponseContract = responses[endpoint];
  const findings: Finding[] = [];
  let data: unknown;
  let items = 0;
  const envelope = v.safeParse(EnvelopeSchema, body);
  if (!envelope.success || !isObject(body)) {
    findings.push({
      severity: 'drift',
      kind: 'envelope',
      path: '(envelope)',
      expected: '{ success, code, message, data }',
      received: describe(body),
      message: `not the envelope { success, code, message, data }: ${envelope.issues?.map((i) => `${issuePath(i) || 'body'} ${i.message}`).join('; ') ?? describe(body)}`,
    });
  } else {
    data = body.data ?? body.Data;
    if (contract.data && (data === undefined || data === null)) {
      findings.push({
        severity: 'drift',
        kind: 'envelope',
        path: 'data',
        expected: 'data',
        received: describe(data),
        message: 'the envelope carries no data',
      });
    } else {
      items = checkData(contract, data, findings);
    }
  }
  return { endpoint, drift: findings.some((f) => f.severity === 'drift'), findings, items, data };
}
