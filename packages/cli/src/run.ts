import type { Factory, IO, StopHold } from './context';
import { CliError } from './errors';
import { main } from './main';

/** The process's streams; a bulk run's hold turns Ctrl+C into a stop signal. */
function processIO(): IO {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    stdoutTTY: Boolean(process.stdout.isTTY),
    stderrTTY: Boolean(process.stderr.isTTY),
    stdinTTY: Boolean(process.stdin.isTTY),
    holdStop(): StopHold {
      const stop = new AbortController();
      // Ctrl+C: stop taking new items, let those in flight finish and be recorded, then exit 130.
      // A second Ctrl+C ends the process at once (the journal is consistent at any point).
      const onSigint = (): void => stop.abort(new CliError('Interrupted. Run the same command with --resume to finish.', 130));
      process.once('SIGINT', onSigint);
      return { signal: stop.signal, release: () => process.off('SIGINT', onSigint) };
    },
  };
}

/** Runs mpa in this process and exits with its code (the entry imports this for everything but --version). */
export function run(argv: string[]): void {
  // A reader that went away (mpa ... | head) is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });

  const factory: Factory = { io: processIO(), env: process.env };
  main(argv, factory).then(
    (code) => {
      // Let stdout drain (pipes), then exit at once (no keep-alive socket holds the process).
      process.stdout.write('', () => process.exit(code));
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
