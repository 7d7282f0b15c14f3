import type { Command } from 'commander';
import { Context, type Factory, type Globals } from './context';
import { applyView } from './commands/views/apply';

/** A command's work: what its builder calls with the parsed options (tests may pass their own). */
export type Run<O> = (ctx: Context, o: O) => Promise<number | void>;

/**
 * A command's run ended with a non-zero exit code and has said what it had to say: main ends with
 * the code and prints nothing more (gh's SilentError).
 */
export class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
    this.name = 'ExitCode';
  }
}

/** The options every command accepts, from wherever they were given on the line. */
function globalsOf(cmd: Command): Globals {
  const g = cmd.optsWithGlobals() as Globals;
  return { profile: g.profile, authUrl: g.authUrl, apiUrl: g.apiUrl, input: g.input };
}

/**
 * Sets a command's action: builds the Context from the factory and the global options, turns
 * commander's arguments and flags into the command's options with `parse`, and calls `run`.
 * Errors go up to main, which prints them and picks the exit code.
 */
export function act<O>(
  cmd: Command,
  f: Factory,
  parse: (args: any[], flags: Record<string, any>) => O,
  run: Run<O>,
): Command {
  return cmd.action(async (...all: unknown[]) => {
    const self = all[all.length - 1] as Command;
    const ctx = new Context(f, globalsOf(self));
    // a list or export verb's --view sets the flags its view stands for before they are read
    const view = self.opts().view as string | undefined;
    if (view !== undefined) await applyView(ctx, self, view);
    const code = await run(ctx, parse(all.slice(0, -2), self.opts()));
    if (code) throw new ExitCode(code);
  });
}

/** Adds an 'Examples:' section to a command's help. */
export function examples(cmd: Command, lines: string[]): Command {
  return cmd.addHelpText('after', `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`);
}
