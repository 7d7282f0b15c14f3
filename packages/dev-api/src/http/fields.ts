/**
 * A request body seen as named fields, looked up case-insensitively (JSON bodies and multipart
 * forms spell the same field differently: `ShopCategoryName`, `shopCategoryName`).
 */
export type FieldValue = unknown;

export class Fields {
  private readonly map = new Map<string, FieldValue>();

  constructor(
    readonly raw: unknown,
    readonly kind: 'json' | 'form' | 'none',
  ) {
    const entries =
      raw instanceof Map
        ? raw.entries()
        : raw && typeof raw === 'object' && !Array.isArray(raw)
          ? Object.entries(raw)
          : [];
    for (const [k, v] of entries) this.map.set(String(k).toLowerCase(), v);
  }

  /** First present value among the given names (case-insensitive). */
  get(names: string | readonly string[]): FieldValue {
    for (const n of typeof names === 'string' ? [names] : names) {
      const v = this.map.get(n.toLowerCase());
      if (v !== undefined) return v;
    }
    return undefined;
  }

  has(names: string | readonly string[]): boolean {
    return this.get(names) !== undefined;
  }

  keys(): string[] {
    return [...this.map.keys()];
  }

  /** Every file in the body whose field name (lower case) satisfies the test. */
  files(test: (name: string) => boolean): File[] {
    const out: File[] = [];
    for (const [k, v] of this.map) {
      if (!test(k)) continue;
      for (const item of Array.isArray(v) ? v : [v]) if (isFile(item)) out.push(item);
    }
    return out;
  }

  /** A copy with a field-name prefix removed (`usersDto.name` -> `name`); other fields are dropped. */
  scoped(prefix: string): Fields {
    const p = prefix.toLowerCase();
    // a Map, not an object: a field named `usersDto.__proto__` is just a field
    const scoped = new Map<string, unknown>();
    for (const [k, v] of this.map) if (k.startsWith(p)) scoped.set(k.slice(p.length), v);
    // JSON bodies may nest the DTO instead: { usersDto: { ... } }
    const nested = this.map.get(p.replace(/\.$/, ''));
    if (nested && typeof nested === 'object' && !Array.isArray(nested))
      for (const [k, v] of Object.entries(nested)) scoped.set(k, v);
    return new Fields(scoped, this.kind);
  }

  /** For list bodies: the array itself, or the first array-valued field of an object body. */
  list(): unknown[] | undefined {
    if (Array.isArray(this.raw)) return this.raw;
    for (const v of this.map.values())
      if (Array.isArray(v) && v.every((x) => x && typeof x === 'object' && !isFile(x))) return v;
    return undefined;
  }
}

function isFile(v: unknown): v is File {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as File).arrayBuffer === 'function' &&
    typeof (v as File).size === 'number'
  );
}
