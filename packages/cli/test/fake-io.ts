import { PassThrough, Writable } from 'node:stream';
import type { IO, StopHold } from '../src/context';

export interface FakeIO {
  io: IO;
  /** What was written to stdout and stderr so far. */
  out(): string;
  err(): string;
}

export interface FakeIOOptions {
  /** Written to stdin, which is then closed unless `keepStdinOpen` (a pipe that never ends). */
  input?: string;
  keepStdinOpen?: boolean;
  /** stdin, stdout and stderr are terminals. */
  tty?: boolean;
  /** Aborted by the test to stop a bulk run (Ctrl+C, or stdout's reader going away); its reason is the run's. */
  stop?: AbortController;
}

/** A sink that keeps every chunk, synchronously (nothing is lost when main returns). */
function collector(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      cb();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** In-memory streams for an in-process run of mpa. */
export function fakeIO(o: FakeIOOptions = {}): FakeIO {
  const stdout = collector();
  const stderr = collector();
  const stdin = new PassThrough();
  if (o.input !== undefined) stdin.write(o.input);
  if (!o.keepStdinOpen) stdin.end();
  const tty = Boolean(o.tty);
  return {
    io: {
      stdout: stdout.stream,
      stderr: stderr.stream,
      stdin,
      stdoutTTY: tty,
      stderrTTY: tty,
      stdinTTY: tty,
      holdStop: (): StopHold => ({
        signal: (o.stop ?? new AbortController()).signal,
        release: () => undefined,
      }),
    },
    out: stdout.text,
    err: stderr.text,
  };
}
