import type { Command } from 'commander';
import type { MpaClient } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { examples, handler } from '../../command';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printRecord, printResult, type OutputOpts } from '../../output/index';

const COLUMNS = ['id', 'venderName', 'vMobile', 'serviceName', 'serviceUnits', 'serviceRates', 'isActive', 'isVendorActive'];

async function setActive(client: MpaClient, id: number, active: boolean): Promise<{ message: string; data: unknown }> {
  const before = await client.vendorServices.get(id);
  if (before.isActive === active) return { message: `Vendor service ${id} is already ${active ? 'active' : 'inactive'}`, data: before };
  return client.vendorServices.toggleActive(id);
}

export function register(program: Command): void {
  const noun = program.command('vendor-services').description('vendor-to-service links with units and rates');
  examples(noun, ['mpa vendor-services list', 'mpa vendor-services by-mobile 9876543210']);

  examples(
    addListOptions(noun.command('list').description('list vendor services; sort keys as vendors plus serviceRates')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.vendorServices.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa vendor-services list --sort serviceRates --desc'],
  );
  examples(
    addOutputOptions(noun.command('get <id>').description('one vendor service')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printRecord(ctx, await (await ctx.client()).vendorServices.get(idArg(id)), o)),
    ),
    ['mpa vendor-services get 4'],
  );
  examples(
    addListOptions(noun.command('by-mobile <mobile>').description("a vendor's services"), 99999).action(
      handler<[string], ListOpts>(async (ctx, o, mobile) => {
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.vendorServices.byMobile(mobile, { page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa vendor-services by-mobile 9876543210 --format json'],
  );
  for (const [verb, active] of [['activate', true], ['deactivate', false]] as const) {
    examples(
      addOutputOptions(noun.command(`${verb} <id>`).description(`${verb} a vendor service`)).action(
        handler<[string], OutputOpts>(async (ctx, o, id) => printResult(ctx, await setActive(await ctx.client(), idArg(id), active), o)),
      ),
      [`mpa vendor-services ${verb} 4`],
    );
  }
  examples(
    addOutputOptions(noun.command('delete <id>').description('delete a vendor service').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!(await ctx.confirm(catalogue.vendorServices.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await (await ctx.client()).vendorServices.delete(n), o);
      }),
    ),
    ['mpa vendor-services delete 4 --yes'],
  );
}
