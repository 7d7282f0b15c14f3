import type { Factory, IO } from './context';
import { CliError, EXIT, systemErrorText } from './errors';
import { main } from './main';

const RESUME = 'Run the same command with --resume to finish.';

/**
 * The process's streams. While a bulk run holds (IO.holdStop), Ctrl+C and a failed stdout abort its
 * stop signal instead of ending the process, so the items in flight finish and are journalled.
 * Without a hold, a closed stdout (`mpa vendors list | head`) ends the read at once with exit 0.
 */
function processIO(): IO {
  const holds = new Set<AbortController>();
  let stdoutFailed = false;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (stdoutFailed) return;
    stdoutFailed = true;
    if (holds.size) {
      // Exit 4, not 0: the run is incomplete and a script must not take it for done; not 141 (SIGPIPE),
      // which pipelines often ignore on purpose. --resume finishes it, as after any partial failure.
      const why =
        e.code === 'EPIPE'
          ? 'stdout was closed (its reader went away)'
          : `cannot write to stdout (${systemErrorText(e)})`;
      const reason = new CliError(
        `Stopped: ${why}; the items in flight finished and are in the journal. ${RESUME}`,
        EXIT.partial,
      );
      for (const h of holds) h.abort(reason);
      return;
    }
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
    process.stderr.write(`Cannot write to stdout: ${systemErrorText(e)}\n`);
    process.exit(EXIT.failure);
  });
  // With stderr gone too there is nobody left to tell; stdout's handler decides how the run ends.
  process.stderr.on('error', () => undefined);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    stdoutTTY: Boolean(process.stdout.isTTY),
    stderrTTY: Boolean(process.stderr.isTTY),
    stdinTTY: Boolean(process.stdin.isTTY),
    holdStop() {
      const stop = new AbortController();
      // A second Ctrl+C ends the process at once (the journal is consistent at any point).
      const onSigint = (): void => stop.abort(new CliError(`Interrupted. ${RESUME}`, 130));
      process.once('SIGINT', onSigint);
      holds.add(stop);
      return {
        signal: stop.signal,
        release: () => {
          process.off('SIGINT', onSigint);
          holds.delete(stop);
        },
      };
    },
  };
}

/** Runs mpa in this process and exits with its code (the entry imports this for everything but --version). */
export function run(argv: string[]): void {
  const factory: Factory = { io: processIO(), env: process.env };
  main(argv, factory).then(
    (code) => {
      // Let stdout drain (pipes), then exit at once (no keep-alive socket holds the process).
      process.stdout.write('', () => process.exit(code));
    },
    (e: unknown) => {
      const text = e instanceof Error ? e.message : String(e);
      // Loaded here, not at start-up (the writer takes the SDK's control pictures); should even that fail
      // to load, the text's control characters are dropped.
      void import('./output/visible')
        .then(
          ({ say }) => say(process.stderr, text),
          // eslint-disable-next-line no-control-regex -- removing control characters is the point
          () => process.stderr.write(`${text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '')}\n`),
        )
        .finally(() => process.exit(1));
    },
  );
}
