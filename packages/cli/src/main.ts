import { CommanderError } from 'commander';
import { ExitCode } from './cmdutil';
import type { Factory } from './context';
import { EXIT, exitCodeOf, isMpaError, messageOf } from './errors';
import { buildProgram, invokedNoun, registerNouns } from './program';

/** Runs `mpa` with these arguments (without node and the script) and returns the exit code. */
export async function main(argv: string[], f: Factory): Promise<number> {
  const program = buildProgram(f.io);
  const wanted = invokedNoun(argv);
  // Only the invoked noun's module is loaded; with none (mpa --help), none is.
  await registerNouns(program, f, wanted ?? '');
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof ExitCode) return e.code;
    if (e instanceof CommanderError) {
      if (
        e.exitCode === 0 ||
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.code === 'commander.help'
      )
        return EXIT.ok;
      return EXIT.usage;
    }
    // The message may quote the server (or the data): shown, never run by the terminal; and a
    // credential it quotes is not printed. (Loaded here: the error path is not start-up.)
    const [{ visible }, { redactBearer }] = await Promise.all([
      import('./output/visible'),
      import('./output/redact'),
    ]);
    f.io.stderr.write(`${redactBearer(visible(messageOf(e)))}\n`);
    if (f.env.MPA_DEBUG && e instanceof Error && e.stack && !isMpaError(e)) f.io.stderr.write(e.stack + '\n');
    return exitCodeOf(e);
  }
}
