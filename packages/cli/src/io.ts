/**
 * A run's streams. In the binary they are the process's (src/run.ts); tests pass in-memory streams
 * and say which of them is a terminal.
 */
export interface IO {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  stdoutTTY: boolean;
  stderrTTY: boolean;
  stdinTTY: boolean;
  /**
   * For work that must not be cut off part-way (a bulk run). While held, Ctrl+C and a closed stdout
   * (`mpa ... | head`) do not end the process: they abort `signal` (its reason a CliError with the
   * exit code to end with) and the holder stops taking new items, lets those in flight finish and
   * returns. Without a hold, a closed stdout ends a read at once with exit 0.
   */
  holdStop(): StopHold;
}

export interface StopHold {
  signal: AbortSignal;
  release(): void;
}

export type Env = Record<string, string | undefined>;

/** The prompt functions a command may use (inquirer's, or fakes in tests). */
export type Prompts = Pick<typeof import('@inquirer/prompts'), 'input' | 'password' | 'confirm'>;

/**
 * What one run of mpa is given from outside: streams, environment, and the parts a test may swap
 * (the SDK's fetch, the prompts). Nothing in the CLI reads process.stdout, process.env or a module
 * global instead; src/run.ts builds this from the process.
 */
export interface Factory {
  io: IO;
  env: Env;
  /** The fetch the SDK client uses; default: the node:http transport of src/http.ts. */
  fetch?: typeof fetch;
  /** Default: @inquirer/prompts, imported when first needed. */
  prompts?: () => Promise<Prompts>;
}
