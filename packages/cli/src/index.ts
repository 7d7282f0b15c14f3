import { processIO } from './context';
import { main } from './main';

main(process.argv.slice(2), processIO(), process.env).then(
  (code) => {
    // Let stdout drain (pipes), then exit at once (no keep-alive socket holds the process).
    process.stdout.write('', () => process.exit(code));
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
