import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

/** activate and deactivate: the same update with the flag set either way. */
export interface SetActiveOptions extends OutputOptions {
  codeId: number;
  active: boolean;
}

export async function run(ctx: Context, o: SetActiveOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.referrals.codes.update({ codeId: o.codeId, isActive: o.active }), o);
}

export function newCmdSetActive(
  parent: Command,
  f: Factory,
  active: boolean,
  runF: Run<SetActiveOptions>,
): Command {
  const verb = active ? 'activate' : 'deactivate';
  const cmd = addOutputOptions(parent.command(`${verb} <codeId>`).description(`${verb} a referral code`));
  examples(cmd, [`mpa referral-codes ${verb} 17`]);
  return act(
    cmd,
    f,
    ([id], flags) => ({ codeId: idArg(id, 'codeId'), active, ...outputOptionsOf(flags) }),
    runF,
  );
}

export function newCmdActivate(parent: Command, f: Factory, runF: Run<SetActiveOptions> = run): Command {
  return newCmdSetActive(parent, f, true, runF);
}
