import type { Command } from 'commander';
import { Context, type Env, type IO } from './context';

/** I/O and environment of this run (set once by main; tests of commands set fakes). */
const app: { io?: IO; env?: Env; exitCode: number } = { exitCode: 0 };

export function setApp(io: IO, env: Env): void {
  app.io = io;
  app.env = env;
  app.exitCode = 0;
}

export function appExitCode(): number {
  return app.exitCode;
}

/**
 * Wraps a command's action: builds the Context from the global and local options and records the
 * exit code the action returns. Errors propagate to main, which prints them and picks the code.
 */
export function handler<A extends unknown[] = string[], O = Record<string, any>>(
  fn: (ctx: Context, opts: O, ...args: A) => Promise<number | void>,
): (...all: unknown[]) => Promise<void> {
  return async (...all: unknown[]) => {
    const cmd = all[all.length - 1] as Command;
    const args = all.slice(0, -2) as A;
    const opts = cmd.optsWithGlobals() as O & { profile?: string; authUrl?: string; apiUrl?: string; input?: boolean };
    const ctx = new Context(app.io!, app.env!, { profile: opts.profile, authUrl: opts.authUrl, apiUrl: opts.apiUrl, input: opts.input });
    const code = await fn(ctx, opts, ...args);
    if (typeof code === 'number') app.exitCode = code;
  };
}

/** Adds an 'Examples:' section to a command's help. */
export function examples(cmd: Command, lines: string[]): Command {
  return cmd.addHelpText('after', `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`);
}
