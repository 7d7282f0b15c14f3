// Per-request timeouts, at a fraction of the cost of a controller and a timer per request.
//
// deadlineSignal — for a transport that closes the connection when its signal aborts (browsers, the node
// entry's nodeFetch): the timeout ends the request. A request's deadline is rounded up to the end of a short window; requests whose deadlines fall in
// the same window share an AbortController, a few at a time (fetch walks the listeners already on a signal
// each time it is given one, so a signal shared by hundreds of requests would cost more than it saves). One
// timer, armed for the earliest window, aborts a window's controllers when it closes: each request still
// running then is at or past its own deadline (cut at most one window late, never early), and its
// connection is closed with it, so a stalled server keeps no socket and no late answer is delivered.

/** Window width: a tenth of the timeout, at most 50 ms (a 30 s timeout ends within 50 ms of its deadline). */
const windowMs = (timeoutMs: number): number => Math.min(50, Math.max(1, Math.ceil(timeoutMs / 10)));
/** Requests per shared controller. */
const SHARE = 8;

interface Window {
  controllers: AbortController[];
  /** Requests given the newest controller. */
  shared: number;
}

/** Window end (ms since the epoch) -> its controllers. */
const windows = new Map<number, Window>();
let timer: ReturnType<typeof setTimeout> | undefined;
let armedAt = Infinity;

/** The reason a request ended by its deadline is aborted with. */
const DEADLINE_PASSED = new Error('The request timed out');

function arm(at: number): void {
  if (timer !== undefined && armedAt <= at) return;
  if (timer !== undefined) clearTimeout(timer);
  armedAt = at;
  timer = setTimeout(expire, Math.max(0, at - Date.now()));
  // a waiting deadline must not keep a Node process alive by itself (the request does, while it runs)
  (timer as { unref?: () => void }).unref?.();
}

function expire(): void {
  timer = undefined;
  armedAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const [end, w] of windows) {
    if (end <= now) {
      windows.delete(end);
      for (const controller of w.controllers) controller.abort(DEADLINE_PASSED);
    } else if (end < next) next = end;
  }
  if (next < Infinity) arm(next);
}

/** A signal that aborts once `timeoutMs` from now has passed (at most one window later). */
export function deadlineSignal(timeoutMs: number): AbortSignal {
  const width = windowMs(timeoutMs);
  const end = Math.ceil((Date.now() + timeoutMs) / width) * width;
  let w = windows.get(end);
  if (!w) {
    w = { controllers: [], shared: SHARE };
    windows.set(end, w);
    arm(end);
  }
  if (w.shared >= SHARE) {
    w.controllers.push(new AbortController());
    w.shared = 0;
  }
  w.shared++;
  return w.controllers[w.controllers.length - 1].signal;
}

// withDeadline — for Node's built-in fetch (undici), which keeps an aborted request's connection open until the
// server answers or its 300 s headers timeout passes, so a signal would cost ~10 % a request and close nothing:
// the caller gets kind 'timeout' at the deadline and the late answer is dropped. Use the node entry's
// nodeFetch to have the connection closed too.
interface Race {
  at: number;
  fire(): void;
}
const races = new Set<Race>();
let raceTimer: ReturnType<typeof setTimeout> | undefined;
let raceArmedAt = Infinity;

function armRace(at: number): void {
  if (raceTimer !== undefined && raceArmedAt <= at) return;
  if (raceTimer !== undefined) clearTimeout(raceTimer);
  raceArmedAt = at;
  raceTimer = setTimeout(expireRaces, Math.max(0, at - Date.now()));
  (raceTimer as { unref?: () => void }).unref?.();
}

function expireRaces(): void {
  raceTimer = undefined;
  raceArmedAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const r of races) {
    if (r.at <= now) {
      races.delete(r);
      r.fire();
    } else if (r.at < next) next = r.at;
  }
  if (next < Infinity) armRace(next);
}

/** `work`'s outcome, or a rejection with `reason` if it has not settled within `ms` (one promise, no race). */
export function withDeadline<T>(work: Promise<T>, ms: number, reason: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const race: Race = { at: Date.now() + ms, fire: () => reject(reason) };
    races.add(race);
    armRace(race.at);
    work.then(
      (v) => {
        races.delete(race);
        resolve(v);
      },
      (e: unknown) => {
        races.delete(race);
        reject(e);
      },
    );
  });
}
