import { Option, type Command } from 'commander';
import { idArg } from '../../args';
import { examples, handler } from '../../command';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printResult, type OutputOpts } from '../../output/index';
import { runExport, type ExportOpts } from './export';

export const CODE_COLUMNS = ['codeId', 'referralCode', 'isActive', 'userType', 'vendorName', 'clientName'];

export function register(program: Command): void {
  const noun = program.command('referral-codes').description('referral codes of vendors (V) and clients (C)');
  examples(noun, ['mpa referral-codes list --search ab', 'mpa referral-codes export --format csv --output codes.csv']);

  examples(
    addListOptions(noun.command('list').description('list referral codes')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, CODE_COLUMNS, (q) => client.referrals.codes.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa referral-codes list --search ravi --all --format ndjson'],
  );

  const exp = noun
    .command('export')
    .description('stream every referral code to a file, page by page (constant memory), with progress on stderr')
    .addOption(new Option('--format <format>', 'file format').choices(['csv', 'json', 'ndjson']).default('csv'))
    .option('--output <file>', 'file to write (- for stdout)')
    .option('--active-only', 'only active codes')
    .option('--user-type <V|C>', 'only vendors (V) or clients (C)')
    .option('--page-size <n>', 'rows per request', '1000')
    .option('--fields <list>', 'comma-separated fields (default: every field)')
    .action(handler<[], ExportOpts>(async (ctx, o) => runExport(ctx, o)));
  examples(exp, [
    'mpa referral-codes export --format csv --output codes.csv',
    'mpa referral-codes export --format ndjson --output - --active-only --user-type V | wc -l',
  ]);

  for (const [verb, active] of [['activate', true], ['deactivate', false]] as const) {
    examples(
      addOutputOptions(noun.command(`${verb} <codeId>`).description(`${verb} a referral code`)).action(
        handler<[string], OutputOpts>(async (ctx, o, id) => {
          const client = await ctx.client();
          await printResult(ctx, await client.referrals.codes.update({ codeId: idArg(id, 'codeId'), isActive: active }), o);
        }),
      ),
      [`mpa referral-codes ${verb} 17`],
    );
  }
}
