// Per-request timeouts on one timer, at a fraction of the cost of a controller and a timer per request.
//
// deadlineSignal — for a transport that closes the connection when its signal aborts (browsers, the node
// entry's nodeFetch): the timeout ends the request. A request's deadline is rounded up to the end of a short
// window; requests whose deadlines fall in the same window share an AbortController, a few at a time (fetch
// walks the listeners already on a signal each time it is given one, so a signal shared by hundreds of
// requests would cost more than it saves). When a window closes its controllers abort: each request still
// running then is at or past its own deadline (cut at most one window late, never early), and its connection
// is closed with it, so a stalled server keeps no socket and no late answer is delivered.
//
// withDeadline — for Node's built-in fetch (undici), which keeps an aborted request's connection open until the
// server answers or its 300 s headers timeout passes, so a signal would cost ~10 % a request and close nothing:
// the caller gets kind 'timeout' at the deadline and the late answer is dropped. A client made in Node from the
// main entry with no fetch, or given the node entry's nodeFetch, has the connection closed too (src/node/main.ts).

/** Something due at `at` (ms since the epoch): a window's end or a raced deadline. */
interface Due {
  at: number;
  fire(): void;
}

const due = new Set<Due>();
let timer: ReturnType<typeof setTimeout> | undefined;
let armedAt = Infinity;

function schedule(d: Due): void {
  due.add(d);
  arm(d.at);
}

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
  for (const d of due) {
    if (d.at <= now) {
      due.delete(d);
      d.fire();
    } else if (d.at < next) next = d.at;
  }
  if (next < Infinity) arm(next);
}

/** Window width: a tenth of the timeout, at most 50 ms (a 30 s timeout ends within 50 ms of its deadline). */
const windowMs = (timeoutMs: number): number => Math.min(50, Math.max(1, Math.ceil(timeoutMs / 10)));
/** Requests per shared controller. */
const SHARE = 8;
/** The reason a request ended by its deadline is aborted with. */
const DEADLINE_PASSED = new Error('The request timed out');

interface Window extends Due {
  controllers: AbortController[];
  /** Requests given the newest controller. */
  shared: number;
}

/** Window end -> its controllers, until it closes. */
const windows = new Map<number, Window>();

/** A signal that aborts once `timeoutMs` from now has passed (at most one window later). */
export function deadlineSignal(timeoutMs: number): AbortSignal {
  const width = windowMs(timeoutMs);
  const end = Math.ceil((Date.now() + timeoutMs) / width) * width;
  let w = windows.get(end);
  if (!w) {
    const controllers: AbortController[] = [];
    w = {
      at: end,
      controllers,
      shared: SHARE,
      fire: () => {
        windows.delete(end);
        for (const controller of controllers) controller.abort(DEADLINE_PASSED);
      },
    };
    windows.set(end, w);
    schedule(w);
  }
  if (w.shared >= SHARE) {
    w.controllers.push(new AbortController());
    w.shared = 0;
  }
  w.shared++;
  return w.controllers[w.controllers.length - 1].signal;
}

/** `work`'s outcome, or a rejection with `reason` if it has not settled within `ms` (one promise, no race). */
export function withDeadline<T>(work: Promise<T>, ms: number, reason: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const d: Due = { at: Date.now() + ms, fire: () => reject(reason) };
    schedule(d);
    work.then(
      (v) => {
        due.delete(d);
        resolve(v);
      },
      (e: unknown) => {
        due.delete(d);
        reject(e);
      },
    );
  });
}
