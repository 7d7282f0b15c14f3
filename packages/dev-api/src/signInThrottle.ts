import { isIP } from 'node:net';

export interface SignInThrottleOptions {
  /** Failed sign-ins of one mobile from one client address within the window before that pair is refused. Default 5. */
  maxFailures?: number;
  /** Failed sign-ins from one client address, whatever the mobiles, within the window before it is refused. Default 50. */
  maxFailuresPerAddress?: number;
  /** Length of the window, counted from the first failure. Default 15 minutes. */
  windowMs?: number;
  /** The clock (tests move it instead of waiting). Default Date.now. */
  now?: () => number;
  /** Entries each table keeps at most (pairs; addresses). Default 10 000. */
  maxTracked?: number;
}

const DEFAULT_SIGN_IN_MAX_FAILURES = 5;
const DEFAULT_SIGN_IN_MAX_FAILURES_PER_ADDRESS = 50;
const DEFAULT_SIGN_IN_WINDOW_MS = 15 * 60_000;
const DEFAULT_SIGN_IN_MAX_TRACKED = 10_000;

/**
 * Why an attempt is refused and for how long: `mobile` (this mobile from this address), `address` (this
 * address, any mobile) or `full` (every tracked entry is a lock, so none can be dropped to count another).
 */
export interface SignInRefusal {
  scope: 'mobile' | 'address' | 'full';
  waitMs: number;
}

/**
 * Failure counts in fixed windows, at most `maxTracked` of them. Room for a new one is made by dropping
 * expired entries, then the oldest entries that are not locks; a lock is never dropped before its window
 * ends (dropping one would unlock early), so a table full of locks has no room.
 */
class FailureTable {
  private readonly entries = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxTracked: number,
  ) {}

  /** Milliseconds until `key` may try again (0: it may). */
  lockedFor(key: string, now: number): number {
    const e = this.live(key, now);
    return e && e.count >= this.max ? e.since + this.windowMs - now : 0;
  }

  /** Whether `key` has an entry, or room can be made for one. */
  hasRoom(key: string, now: number): boolean {
    return this.live(key, now) !== undefined || this.entries.size < this.maxTracked || this.makeRoom(now);
  }

  /** Milliseconds until the first lock of a full table ends. */
  firstUnlock(now: number): number {
    let first = Infinity;
    for (const e of this.entries.values()) first = Math.min(first, e.since + this.windowMs - now);
    return Math.max(1, first);
  }

  /** Counts an attempt (room checked first with `hasRoom`). */
  count(key: string, now: number): void {
    const e = this.live(key, now);
    if (e) e.count++;
    else this.entries.set(key, { count: 1, since: now });
  }

  /** Takes back one counted attempt (it succeeded). */
  forgiveOne(key: string, now: number): void {
    const e = this.live(key, now);
    if (e && --e.count <= 0) this.entries.delete(key);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): { count: number; since: number } | undefined {
    const e = this.entries.get(key);
    if (e && now >= e.since + this.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private makeRoom(now: number): boolean {
    for (const [key, e] of this.entries) if (now >= e.since + this.windowMs) this.entries.delete(key);
    if (this.entries.size < this.maxTracked) return true;
    // oldest first (a Map keeps insertion order: the order of first failures), locks kept
    for (const [key, e] of this.entries) {
      if (e.count < this.max) {
        this.entries.delete(key);
        return true;
      }
    }
    return false;
  }
}

/**
 * Failed sign-ins per (client address, mobile) and per client address. Someone guessing from elsewhere
 * locks only their own address out, never the administrator's sign-in from theirs; one address trying
 * many mobiles is stopped by the per-address limit. Mobiles count whether known or not, so the answers do
 * not tell them apart. An attempt is counted when it starts and forgiven when it succeeds, so parallel
 * guesses cannot race past the limit.
 */
export class SignInThrottle {
  readonly maxFailures: number;
  readonly maxFailuresPerAddress: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly pairs: FailureTable;
  private readonly addresses: FailureTable;

  constructor(o: SignInThrottleOptions = {}) {
    this.maxFailures = o.maxFailures ?? DEFAULT_SIGN_IN_MAX_FAILURES;
    this.maxFailuresPerAddress = o.maxFailuresPerAddress ?? DEFAULT_SIGN_IN_MAX_FAILURES_PER_ADDRESS;
    this.windowMs = o.windowMs ?? DEFAULT_SIGN_IN_WINDOW_MS;
    this.now = o.now ?? Date.now;
    const maxTracked = o.maxTracked ?? DEFAULT_SIGN_IN_MAX_TRACKED;
    if (!(Number.isInteger(this.maxFailures) && this.maxFailures >= 1))
      throw new Error('signInThrottle.maxFailures must be a positive integer');
    if (!(Number.isInteger(this.maxFailuresPerAddress) && this.maxFailuresPerAddress >= 1))
      throw new Error('signInThrottle.maxFailuresPerAddress must be a positive integer');
    if (!(this.windowMs > 0)) throw new Error('signInThrottle.windowMs must be a positive number');
    if (!(Number.isInteger(maxTracked) && maxTracked >= 1))
      throw new Error('signInThrottle.maxTracked must be a positive integer');
    this.pairs = new FailureTable(this.maxFailures, this.windowMs, maxTracked);
    this.addresses = new FailureTable(this.maxFailuresPerAddress, this.windowMs, maxTracked);
  }

  /** Starts an attempt: undefined when it may go ahead (and is counted), else why not and for how long. */
  begin(address: string, mobile: string): SignInRefusal | undefined {
    const now = this.now();
    const pair = pairKey(address, mobile);
    const mobileWait = this.pairs.lockedFor(pair, now);
    const addressWait = this.addresses.lockedFor(address, now);
    if (mobileWait > 0 || addressWait > 0) {
      return mobileWait >= addressWait
        ? { scope: 'mobile', waitMs: mobileWait }
        : { scope: 'address', waitMs: addressWait };
    }
    if (!this.pairs.hasRoom(pair, now)) return { scope: 'full', waitMs: this.pairs.firstUnlock(now) };
    if (!this.addresses.hasRoom(address, now))
      return { scope: 'full', waitMs: this.addresses.firstUnlock(now) };
    this.pairs.count(pair, now);
    this.addresses.count(address, now);
    return undefined;
  }

  /** The attempt succeeded: the mobile starts afresh from this address, which is not charged for it. */
  succeeded(address: string, mobile: string): void {
    this.pairs.forget(pairKey(address, mobile));
    this.addresses.forgiveOne(address, this.now());
  }
}

const pairKey = (address: string, mobile: string): string => `${address}\n${mobile}`;

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack listener) as `127.0.0.1`; other addresses as given. */
function plainAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

/**
 * The addresses of proxies whose X-Forwarded-For is believed (the panel's server, nginx), or the first entry
 * that is not an IP address.
 */
export function trustedProxySet(
  addresses: readonly string[],
): { set: ReadonlySet<string> } | { bad: string } {
  const set = new Set<string>();
  for (const raw of addresses) {
    const address = plainAddress(raw);
    if (isIP(address) === 0) return { bad: raw };
    set.add(address);
  }
  return { set };
}

/**
 * The address a sign-in is counted against: the connection's peer, unless that peer is a trusted proxy; then
 * X-Forwarded-For read from the right (each proxy appends the address it was called from), the first hop that
 * is not itself a trusted proxy. Nothing a client writes there counts unless a trusted proxy put it there: a
 * client calling directly is counted by its own address, and a hop that is no address stops the walk at the
 * last trusted one.
 */
export function throttledAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string {
  let address = plainAddress(peer);
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map(plainAddress);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]) === 0) return address;
    address = hops[i];
    if (!trusted.has(address)) return address;
  }
  return address;
}
