import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { addListOptions, listOptionsOf, pagingOf, runList, type ListOptions } from '../../list';
import type { Row } from '../../output/values';

export type ListVendorsOptions = ListOptions;

async function run(ctx: Context, o: ListVendorsOptions): Promise<void> {
  const client = await ctx.client();
  // A vendor names its main service by id (spec §3): the table shows its name, as the panel does, read once for
  // the rows drawn; a vendor without a service, or whose service is gone, shows a dash, and one that could not be read its id.
  const lookups = async (rows: readonly Row[]) => {
    const names = await client.services.names(
      rows.flatMap((r) => (hasService(r.mainService) ? [r.mainService as number] : [])),
    );
    return {
      mainService: (id: unknown) =>
        hasService(id) ? (names.get(String(id)) ?? (names.has(String(id)) ? '—' : id)) : '—',
    };
  };
  await runList(ctx, o, { list: 'vendors', lookups }, (q) => client.vendors.list(pagingOf(q)));
}

const hasService = (id: unknown): boolean => id !== undefined && id !== null && String(id) !== '';

export function newCmdList(parent: Command, f: Factory, runF: Run<ListVendorsOptions> = run): Command {
  const cmd = addListOptions(
    parent
      .command('list')
      .description(
        'list vendors; sort keys: vendorname, mobileno, service, gender, yearOfBirth, yearOfExperience',
      ),
  );
  examples(cmd, [
    'mpa vendors list --sort yearOfExperience --desc --page-size 20',
    'mpa vendors list --all --format csv > vendors.csv',
  ]);
  return act(cmd, f, (_args, flags) => listOptionsOf(flags), runF);
}
