import type { Command } from 'commander';
import type { FeaturedAdForm } from '@marketplace-admin/sdk';
import { idArg, imageFile } from '../../args';
import { examples, handler } from '../../command';
import { checkRule, CliError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printResult, type OutputOpts } from '../../output/index';

const COLUMNS = ['FeaturedAdId', 'StartDate', 'EndDate', 'Priority', 'ImageUrl'];

interface FormOpts extends OutputOpts {
  start?: string;
  end?: string;
  priority?: string;
  image?: string;
}

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--start <date-time>', 'start (default: now)')
      .option('--end <date-time>', 'end (default: one year after the start)')
      .option('--priority <n>', 'priority, 1 or more (default 1)')
      .option('--image <file>', 'image file'),
  );
}

async function adForm(o: FormOpts, base?: { StartDate: string; EndDate: string; Priority: number }): Promise<FeaturedAdForm> {
  const { featuredAdDefaults, validateFeaturedAdForm } = await import('@marketplace-admin/sdk');
  const d = featuredAdDefaults();
  const form: FeaturedAdForm = {
    StartDate: o.start ?? base?.StartDate ?? d.StartDate,
    EndDate: o.end ?? base?.EndDate ?? d.EndDate,
    Priority: o.priority ?? base?.Priority ?? d.Priority,
  };
  if (o.image) form.Image = await imageFile(o.image);
  checkRule(validateFeaturedAdForm({ ...form, Image: form.Image as File | undefined }));
  return form;
}

export function register(program: Command): void {
  const noun = program.command('featured-ads').description('featured ads');
  examples(noun, ['mpa featured-ads list', 'mpa featured-ads create --priority 2 --image banner.png']);

  examples(
    addListOptions(noun.command('list').description('list featured ads')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.featuredAds.list({ page: q.page, pageSize: q.pageSize, search: q.search }));
      }),
    ),
    ['mpa featured-ads list --all --format json'],
  );
  examples(
    formOptions(noun.command('create').description('add a featured ad')).action(
      handler<[], FormOpts>(async (ctx, o) => printResult(ctx, await (await ctx.client()).featuredAds.create(await adForm(o)), o)),
    ),
    ['mpa featured-ads create --start 2026-01-01T00:00 --end 2026-06-30T23:59 --priority 2 --image banner.png'],
  );
  examples(
    formOptions(noun.command('update <id>').description('edit a featured ad (unset options keep their values)')).action(
      handler<[string], FormOpts>(async (ctx, o, id) => {
        const n = idArg(id);
        const client = await ctx.client();
        let base;
        for await (const ad of client.featuredAds.iterate({ pageSize: 100 })) if (ad.FeaturedAdId === n) base = ad;
        if (!base) throw new CliError(`Featured ad ${n} not found`);
        await printResult(ctx, await client.featuredAds.update(n, await adForm(o, base)), o);
      }),
    ),
    ['mpa featured-ads update 4 --priority 1'],
  );
  examples(
    addOutputOptions(noun.command('delete <id>').description('delete a featured ad').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!(await ctx.confirm(catalogue.featuredAds.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await (await ctx.client()).featuredAds.delete(n), o);
      }),
    ),
    ['mpa featured-ads delete 4 --yes'],
  );
}
