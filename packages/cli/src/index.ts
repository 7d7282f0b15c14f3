// The entry of `mpa`. It imports nothing statically: `mpa --version` answers from here and exits,
// everything else loads the program (commander, then only the invoked noun) on demand.
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  process.stdout.write(`${__MPA_VERSION__}\n`);
} else {
  import('./run').then(
    (m) => m.run(argv),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
