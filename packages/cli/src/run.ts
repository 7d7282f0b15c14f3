import { processIO } from './context';
import { main } from './main';

/** Runs mpa in this process and exits with its code (the entry imports this for everything but --version). */
export function run(argv: string[]): void {
  // A reader that went away (mpa ... | head) is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });

  main(argv, processIO(), process.env).then(
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
