import type { Command } from 'commander';
import type { ReferralCode } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import {
  addExportOptions,
  exportOptionsOf,
  pagingQueryOf,
  runExport,
  type ExportOptions,
} from '../../export';

export interface ExportCodesOptions extends ExportOptions {
  activeOnly: boolean;
  userType?: 'V' | 'C';
}

/** Every referral code (of the search), filtered here by --active-only and --user-type (the list takes no such filter). */
async function run(ctx: Context, o: ExportCodesOptions): Promise<number> {
  const client = await ctx.client();
  return runExport<ReferralCode>(ctx, o, {
    list: 'referral-codes',
    what: 'referral codes',
    pages: (p) => client.referrals.codes.pages({ ...pagingQueryOf(o), ...p }),
    keep:
      o.activeOnly || o.userType
        ? (c) =>
            (!o.activeOnly || c.isActive) && (!o.userType || String(c.userType).toUpperCase() === o.userType)
        : undefined,
  });
}

function checkUserType(v: string | undefined): 'V' | 'C' | undefined {
  if (v === undefined) return undefined;
  const u = v.toUpperCase();
  if (u !== 'V' && u !== 'C') throw new UsageError(`--user-type must be V or C (got '${v}')`);
  return u;
}

export function newCmdExport(parent: Command, f: Factory, runF: Run<ExportCodesOptions> = run): Command {
  const cmd = addExportOptions(
    parent
      .command('export')
      .description(
        'stream every referral code to stdout or a file, page by page (constant memory), with progress on stderr',
      )
      .option('--active-only', 'only active codes')
      .option('--user-type <V|C>', 'only vendors (V) or clients (C)'),
  );
  examples(cmd, [
    'mpa referral-codes export --format csv > codes.csv',
    'mpa referral-codes export --format csv --output codes.csv --bom',
    'mpa referral-codes export --format ndjson --active-only --user-type V | wc -l',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({
      ...exportOptionsOf(flags),
      activeOnly: Boolean(flags.activeOnly),
      userType: checkUserType(flags.userType),
    }),
    runF,
  );
}
