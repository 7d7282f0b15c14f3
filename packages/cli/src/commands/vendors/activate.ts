import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

/** activate and deactivate: the SDK's setActive (the server only toggles; it reads first and undoes a race). */
export interface SetActiveOptions extends OutputOptions {
  id: number;
  active: boolean;
}

export async function run(ctx: Context, o: SetActiveOptions): Promise<void> {
  const client = await ctx.client();
  await printResult(ctx, await client.vendors.setActive(o.id, o.active), o);
}

export function newCmdSetActive(
  parent: Command,
  f: Factory,
  active: boolean,
  runF: Run<SetActiveOptions>,
): Command {
  const verb = active ? 'activate' : 'deactivate';
  const cmd = addOutputOptions(parent.command(`${verb} <id>`).description(`${verb} a vendor`));
  examples(cmd, [`mpa vendors ${verb} 12`]);
  return act(cmd, f, ([id], flags) => ({ id: idArg(id), active, ...outputOptionsOf(flags) }), runF);
}

export function newCmdActivate(parent: Command, f: Factory, runF: Run<SetActiveOptions> = run): Command {
  return newCmdSetActive(parent, f, true, runF);
}
