import { Drift, type DriftRule } from './drift';
import { envelope } from './http/envelope';

export interface FaultOptions {
  failRate?: number;
  latencyMs?: [number, number] | null;
  chaos?: boolean;
  /** Contract drift in named calls' answers (drift.ts), as rules or `<endpoint>:<rename|drop|retype>:<field>`; [] ends it. */
  drift?: readonly (DriftRule | string)[];
  /**
   * API-host request paths (case-insensitive prefixes, e.g. '/Vendors/v1') left unanswered while they are set:
   * a server that hangs. [] ends it, and the requests held meanwhile are then answered.
   */
  stall?: readonly string[];
}

/** Chaos without an explicit rate misbehaves on this share of requests. */
const DEFAULT_CHAOS_RATE = 0.1;

/**
 * Fault injection on the API host: latency, 500s at `failRate`, with `chaos` also empty bodies,
 * invalid JSON and 401s, and requests to `stall` paths held unanswered. Health checks, preflights and
 * uploads are never disturbed.
 * Drift changes the answers of the calls it names, on either host.
 */
export class Faults {
  failRate = 0;
  latencyMs: [number, number] | null = null;
  chaos = false;
  readonly drift = new Drift();
  /** The stalled path prefixes, lower case. */
  private stalled: readonly string[] = [];
  /** Held requests, each waiting for the stall that holds it to end. */
  private readonly held = new Set<() => void>();

  constructor(o: FaultOptions = {}) {
    this.set(o);
  }

  set(o: FaultOptions): void {
    if (o.drift !== undefined) this.drift.set(o.drift);
    if (o.failRate !== undefined) {
      if (!(o.failRate >= 0 && o.failRate <= 1)) throw new Error('failRate must be between 0 and 1');
      this.failRate = o.failRate;
    }
    if (o.latencyMs !== undefined) {
      if (o.latencyMs && !(o.latencyMs[0] >= 0 && o.latencyMs[1] >= o.latencyMs[0]))
        throw new Error('latencyMs must be [min, max] with 0 <= min <= max');
      this.latencyMs = o.latencyMs;
    }
    if (o.chaos !== undefined) this.chaos = o.chaos;
    if (o.stall !== undefined) {
      const bad = o.stall.find((p) => typeof p !== 'string' || !p.startsWith('/'));
      if (bad !== undefined) throw new Error(`stall paths must start with '/', got '${String(bad)}'`);
      this.stalled = o.stall.map((p) => p.toLowerCase());
      for (const recheck of [...this.held]) recheck();
    }
  }

  /** Whether any path is stalled. */
  get stalling(): boolean {
    return this.stalled.length > 0;
  }

  /** Whether a request to `path` (no query) is to be left unanswered now. */
  stalls(path: string): boolean {
    const lower = path.toLowerCase();
    return this.stalled.some((prefix) => lower.startsWith(prefix));
  }

  /**
   * Holds a request to a stalled path until its stall ends (true: answer it as usual) or the client gives
   * up (false: `signal`, aborted when the connection closes; the request is dropped, never run).
   */
  hold(path: string, signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const settle = (answer: boolean): void => {
        this.held.delete(recheck);
        signal.removeEventListener('abort', abandon);
        resolve(answer);
      };
      const recheck = (): void => {
        if (!this.stalls(path)) settle(true);
      };
      const abandon = (): void => settle(false);
      if (signal.aborted) return settle(false);
      this.held.add(recheck);
      signal.addEventListener('abort', abandon, { once: true });
    });
  }

  async delay(): Promise<void> {
    if (!this.latencyMs) return;
    const [lo, hi] = this.latencyMs;
    const ms = lo + Math.random() * (hi - lo);
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
  }

  /** A misbehaving response for this request, or undefined to answer normally. */
  pick(): Response | undefined {
    const rate = this.failRate > 0 ? this.failRate : this.chaos ? DEFAULT_CHAOS_RATE : 0;
    if (rate <= 0 || Math.random() >= rate) return undefined;
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const kind = this.chaos ? Math.floor(Math.random() * 4) : 0;
    switch (kind) {
      case 1:
        return new Response(null, { status: 200 });
      case 2:
        return new Response('{"success":tru', { status: 200, headers: json });
      case 3:
        return new Response(JSON.stringify(envelope(401, 'Unauthorized (injected fault)')), {
          status: 401,
          headers: json,
        });
      default:
        return new Response(JSON.stringify(envelope(500, 'Internal server error (injected fault)')), {
          status: 500,
          headers: json,
        });
    }
  }
}

/** `--latency 200` or `--latency 100-400`. */
export function parseLatency(text: string): [number, number] {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`--latency must be MS or MS-MS, got '${text}'`);
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (hi < lo) throw new Error(`--latency range must be low-high, got '${text}'`);
  return [lo, hi];
}
