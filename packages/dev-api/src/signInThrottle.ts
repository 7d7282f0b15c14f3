export interface SignInThrottleOptions {
  /** Failed sign-ins of one mobile within the window before it is refused. Default 5. */
  maxFailures?: number;
  /** Length of the window, counted from the first failure. Default 15 minutes. */
  windowMs?: number;
  /** The clock (tests move it instead of waiting). Default Date.now. */
  now?: () => number;
}

export const DEFAULT_SIGN_IN_MAX_FAILURES = 5;
export const DEFAULT_SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Mobiles tracked at once; past this the oldest entries go, so a flood of made-up mobiles cannot grow memory. */
const MAX_TRACKED = 10_000;

/**
 * Failed sign-ins per mobile number (known or not, so the answers do not tell them apart). An attempt
 * is counted when it starts and forgiven when it succeeds, so parallel guesses cannot race past the limit.
 */
export class SignInThrottle {
  private readonly attempts = new Map<string, { count: number; since: number }>();
  readonly maxFailures: number;
  readonly windowMs: number;
  private readonly now: () => number;

  constructor(o: SignInThrottleOptions = {}) {
    this.maxFailures = o.maxFailures ?? DEFAULT_SIGN_IN_MAX_FAILURES;
    this.windowMs = o.windowMs ?? DEFAULT_SIGN_IN_WINDOW_MS;
    this.now = o.now ?? Date.now;
    if (!(Number.isInteger(this.maxFailures) && this.maxFailures >= 1)) throw new Error('signInThrottle.maxFailures must be a positive integer');
    if (!(this.windowMs > 0)) throw new Error('signInThrottle.windowMs must be a positive number');
  }

  /** Starts an attempt: 0 when it may go ahead (and is counted), else the milliseconds until the mobile may try again. */
  begin(mobile: string): number {
    const now = this.now();
    let entry = this.attempts.get(mobile);
    if (entry && now >= entry.since + this.windowMs) {
      this.attempts.delete(mobile);
      entry = undefined;
    }
    if (!entry) {
      if (this.attempts.size >= MAX_TRACKED) this.prune(now);
      entry = { count: 0, since: now };
      this.attempts.set(mobile, entry);
    }
    if (entry.count >= this.maxFailures) return entry.since + this.windowMs - now;
    entry.count++;
    return 0;
  }

  /** The attempt succeeded: the mobile starts afresh. */
  succeeded(mobile: string): void {
    this.attempts.delete(mobile);
  }

  private prune(now: number): void {
    for (const [mobile, e] of this.attempts) if (now >= e.since + this.windowMs) this.attempts.delete(mobile);
    for (const mobile of this.attempts.keys()) {
      if (this.attempts.size < MAX_TRACKED) break;
      this.attempts.delete(mobile);
    }
  }
}
