import type { MpaError } from '@marketplace-admin/sdk/errors';

/** Exit codes of `mpa` (CONTRACT §6). */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, partial: 4 } as const;

/** An error whose message is meant for people, with the exit code to end with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage error: a missing or bad argument, or a missing value with no terminal to ask on (exit 2). */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

/** No token at all (exit 3). */
export class NotLoggedInError extends CliError {
  constructor(profile: string) {
    super(
      `Not logged in${profile === 'default' ? '' : ` (profile ${profile})`}. Run 'mpa login' first, or set MPA_TOKEN.`,
      EXIT.auth,
    );
    this.name = 'NotLoggedInError';
  }
}

/**
 * An error of the SDK, by the brand every MpaError carries (the SDK's own test for errors of another
 * copy of it). Not the SDK's isMpaError: its errors module loads the message catalogue, and this runs
 * on every start-up.
 */
export function isMpaError(e: unknown): e is MpaError {
  return typeof e === 'object' && e !== null && (e as { isMpaError?: unknown }).isMpaError === true;
}

/** The exit code for an error; also used for per-item results. */
export function exitCodeOf(e: unknown): number {
  if (e instanceof CliError) return e.exitCode;
  if (isMpaError(e)) {
    if (e.kind === 'unauthorized') return EXIT.auth;
    if (e.kind === 'validation' || e.kind === 'invalid-endpoint') return EXIT.usage;
  }
  return EXIT.failure;
}

/** The text to show for an error (the SDK's message is already the spec's text). */
export function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

/** A system error as 'ENOSPC: no space left on device' (Node adds ', write' or ", open '/path'"). */
export function systemErrorText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (!err?.code) return messageOf(e);
  return `${err.code}: ${err.message.replace(/^[A-Z0-9]+: /, '').replace(/, \w+(?: '.*')?$/, '')}`;
}
