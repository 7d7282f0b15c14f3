import type { Command } from 'commander';
import type { PremiumService, PremiumServiceForm, ServiceFor } from '@marketplace-admin/sdk';
import { boolOpt, idArg } from '../../args';
import { examples, handler } from '../../command';
import { checkRule, UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printRecord, printResult, printRows, type OutputOpts } from '../../output/index';

const COLUMNS = ['id', 'vendorName', 'shopName', 'mobile', 'subscriptionPlan', 'startDate', 'endDate', 'amountPaid', 'isActive'];

function forOf(v: string | undefined): ServiceFor {
  const f = (v ?? 'vendor').toLowerCase();
  if (f !== 'vendor' && f !== 'shop') throw new UsageError(`--for must be vendor or shop (got '${v}')`);
  return f;
}

interface FormOpts extends OutputOpts {
  for?: string;
  vendor?: string;
  shop?: string;
  plan?: string;
  start?: string;
  end?: string;
  amount?: string;
  method?: string;
  transaction?: string;
  active?: string;
}

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--for <vendor|shop>', 'who the subscription is for (required)')
      .option('--vendor <id>', 'vendor id (for vendor)')
      .option('--shop <id>', 'shop id (for shop)')
      .option('--plan <name>', 'subscription plan (see: mpa paid-services plans) (required)')
      .option('--start <date>', 'start date (required)')
      .option('--end <date>', 'end date (required)')
      .option('--amount <n>', 'amount paid (default 0; empty or negative is sent as 0)')
      .option('--method <text>', 'payment method, e.g. UPI, Card, Cash')
      .option('--transaction <id>', 'transaction id (optional)')
      .option('--active <bool>', 'true or false'),
  );
}

async function premiumForm(o: FormOpts, base?: PremiumService): Promise<PremiumServiceForm> {
  const { validatePremiumServiceForm } = await import('@marketplace-admin/sdk');
  const form: PremiumServiceForm = {
    serviceFor: o.for ? forOf(o.for) : (base?.serviceFor ?? ''),
    vendorId: o.vendor ? idArg(o.vendor, '--vendor') : (base?.vendorId ?? null),
    shopId: o.shop ? idArg(o.shop, '--shop') : (base?.shopId ?? null),
    subscriptionPlan: o.plan ?? base?.subscriptionPlan ?? '',
    startDate: o.start ?? base?.startDate ?? '',
    endDate: o.end ?? base?.endDate ?? '',
    amountPaid: o.amount ?? base?.amountPaid ?? 0,
    paymentMethod: o.method ?? base?.paymentMethod ?? undefined,
    transactionId: o.transaction ?? base?.transactionId ?? undefined,
    isActive: boolOpt(o.active, '--active') ?? base?.isActive ?? true,
  };
  checkRule(validatePremiumServiceForm(form));
  return form;
}

export function register(program: Command): void {
  const noun = program.command('paid-services').description('paid (premium) subscriptions of vendors and shops');
  examples(noun, ['mpa paid-services list --for shop', 'mpa paid-services plans']);

  examples(
    addListOptions(noun.command('list').description('vendors or shops with their subscription (sorted by Id unless --sort)').option('--for <vendor|shop>', 'vendor or shop', 'vendor')).action(
      handler<[], ListOpts & { for?: string }>(async (ctx, o) => {
        const f = forOf(o.for);
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.premiumServices.list(f, { page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa paid-services list --for shop --search bakery', 'mpa paid-services list --all --format csv'],
  );
  examples(
    addOutputOptions(noun.command('get <id>').description('one subscription')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printRecord(ctx, await (await ctx.client()).premiumServices.get(idArg(id)), o)),
    ),
    ['mpa paid-services get 7'],
  );
  examples(
    formOptions(noun.command('create').description('add a subscription')).action(
      handler<[], FormOpts>(async (ctx, o) => printResult(ctx, await (await ctx.client()).premiumServices.create(await premiumForm(o)), o)),
    ),
    ['mpa paid-services create --for vendor --vendor 12 --plan Gold --start 2026-01-01 --end 2026-12-31 --amount 999 --method UPI'],
  );
  examples(
    formOptions(noun.command('update <id>').description('edit a subscription (unset options keep their values)')).action(
      handler<[string], FormOpts>(async (ctx, o, id) => {
        const n = idArg(id);
        const client = await ctx.client();
        await printResult(ctx, await client.premiumServices.update(n, await premiumForm(o, await client.premiumServices.get(n))), o);
      }),
    ),
    ['mpa paid-services update 7 --end 2027-01-31 --amount 1200'],
  );
  examples(
    addOutputOptions(noun.command('delete <id>').description('delete a subscription').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!(await ctx.confirm(catalogue.paidServices.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await (await ctx.client()).premiumServices.delete(n), o);
      }),
    ),
    ['mpa paid-services delete 7 --yes'],
  );
  examples(
    addOutputOptions(noun.command('toggle <id>').description('activate or deactivate a subscription')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printResult(ctx, await (await ctx.client()).premiumServices.toggleStatus(idArg(id)), o)),
    ),
    ['mpa paid-services toggle 7'],
  );
  examples(
    addOutputOptions(noun.command('plans').description('the subscription plan names')).action(
      handler<[], OutputOpts>(async (ctx, o) => printRows(ctx, (await (await ctx.client()).premiumServices.plans()).map((plan) => ({ plan })), o, ['plan'])),
    ),
    ['mpa paid-services plans --format json'],
  );
}
