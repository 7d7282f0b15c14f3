import type { Command } from 'commander';
import type { Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { newCmdDecide, runDecide, type DecideOptions } from './decide';

export type ApproveOptions = DecideOptions;

/** Pending -> Approved for each selected request, journalled and resumable. */
function run(ctx: Context, o: ApproveOptions): Promise<number> {
  return runDecide(ctx, 'approve', o);
}

export function newCmdApprove(parent: Command, f: Factory, runF: Run<ApproveOptions> = run): Command {
  return newCmdDecide(parent, f, 'approve', runF);
}
