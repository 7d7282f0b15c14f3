import { Command, Option } from 'commander';
import type { Factory, IO } from './context';
import { NOUNS, type NounModule } from './nouns';

const VALUE_OPTIONS = new Set(['--profile', '--auth-url', '--api-url']);

/** The command named on the command line (skipping global options), if any. */
export function invokedNoun(argv: readonly string[]): string | undefined {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i];
    if (a === '--') break;
    if (a.startsWith('-')) {
      if (VALUE_OPTIONS.has(a)) i++;
      continue;
    }
    words.push(a);
  }
  return words[0] === 'help' ? words[1] : words[0];
}

/** The program with its global options and no commands yet. */
export function buildProgram(io: IO): Command {
  const program = new Command('mpa')
    .description('mpa: the Marketplace Admin back office from a terminal and from CI')
    .version(__MPA_VERSION__, '-v, --version', 'print the version')
    .option('--profile <name>', 'configuration and session profile (default: "default", or $MPA_PROFILE)')
    .option('--auth-url <url>', 'auth host (else $MPA_AUTH_URL, the profile config, http://127.0.0.1:4011)')
    .option('--api-url <url>', 'API host (else $MPA_API_URL, the profile config, http://127.0.0.1:4010)')
    .addOption(new Option('--no-input', 'never prompt; a missing value is a usage error (exit 2)'))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  program.addHelpText(
    'after',
    `
Exit codes: 0 ok, 1 failure, 2 usage, 3 not logged in / session expired, 4 partial failure in a bulk run.
Environment: MPA_TOKEN (wins over the session), MPA_AUTH_URL, MPA_API_URL, MPA_PROFILE, MPA_CONFIG_DIR.

Examples:
  $ mpa login
  $ echo "$PASSWORD" | mpa login --mobile 9000000000 --password-stdin
  $ mpa vendors list --search ravi --sort vendorname --desc
  $ mpa redemptions approve --all-pending --note "Paid out" --concurrency 8
  $ mpa referral-codes export --format csv --output codes.csv
  $ mpa api services.get id=1
`,
  );
  return program;
}

/**
 * Registers the nouns named (every noun when none is given); the others get a placeholder with
 * their summary, so `mpa --help` lists every noun without loading its module.
 */
export async function registerNouns(program: Command, f: Factory, only?: string): Promise<void> {
  const loaded = new Set<NounModule>();
  for (const noun of NOUNS) {
    if (only !== undefined && noun.name !== only) continue;
    const mod = await noun.load();
    if (!loaded.has(mod)) {
      loaded.add(mod);
      mod.register(program, f);
    }
  }
  const have = new Set(program.commands.map((c) => c.name()));
  for (const noun of NOUNS) {
    if (!have.has(noun.name))
      program
        .command(noun.name)
        .description(noun.summary)
        .helpOption(false)
        .allowUnknownOption()
        .allowExcessArguments();
  }
}

/** The whole command tree, every noun loaded (for shell completion). */
export async function fullProgram(f: Factory): Promise<Command> {
  const program = buildProgram(f.io);
  await registerNouns(program, f);
  return program;
}
