import type { Command } from 'commander';
import type { Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { newCmdDecide, runDecide, type DecideOptions } from './decide';

export type RejectOptions = DecideOptions;

/** Pending -> Rejected for each selected request, journalled and resumable. */
function run(ctx: Context, o: RejectOptions): Promise<number> {
  return runDecide(ctx, 'reject', o);
}

export function newCmdReject(parent: Command, f: Factory, runF: Run<RejectOptions> = run): Command {
  return newCmdDecide(parent, f, 'reject', runF);
}
