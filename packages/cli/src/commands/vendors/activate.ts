import type { Command } from 'commander';
import type { Vendor } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

/**
 * activate and deactivate: the server only toggles, so the current state is read first — from the
 * vendor's row in the list (spec §3: the list row has isActive, the vendor detail does not), found
 * by searching the list for the detail's mobile number.
 */
export interface SetActiveOptions extends OutputOptions {
  id: number;
  active: boolean;
}

export async function run(ctx: Context, o: SetActiveOptions): Promise<void> {
  const client = await ctx.client();
  const detail = await client.vendors.get(o.id);
  let row: Vendor | undefined;
  if (detail.vMobile) {
    for await (const v of client.vendors.iterate({ searchTerms: detail.vMobile, pageSize: 100 })) {
      if (v.id === o.id) {
        row = v;
        break;
      }
    }
  }
  if (row?.isActive === o.active) return printResult(ctx, { message: `Vendor ${o.id} is already ${o.active ? 'active' : 'inactive'}`, data: row }, o);
  const res = await client.vendors.toggleActive(o.id);
  const now = (res.data as { isActive?: boolean } | undefined)?.isActive;
  // A state changed meanwhile by someone else (or not found in the list) flipped the wrong way: toggle back to what was asked.
  await printResult(ctx, now === !o.active ? await client.vendors.toggleActive(o.id) : res, o);
}

export function newCmdSetActive(parent: Command, f: Factory, active: boolean, runF: Run<SetActiveOptions>): Command {
  const verb = active ? 'activate' : 'deactivate';
  const cmd = addOutputOptions(parent.command(`${verb} <id>`).description(`${verb} a vendor`));
  examples(cmd, [`mpa vendors ${verb} 12`]);
  return act(cmd, f, ([id], flags) => ({ id: idArg(id), active, ...outputOptionsOf(flags) }), runF);
}

export function newCmdActivate(parent: Command, f: Factory, runF: Run<SetActiveOptions> = run): Command {
  return newCmdSetActive(parent, f, true, runF);
}
