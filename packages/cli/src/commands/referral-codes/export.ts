import type { ReferralCode } from '@marketplace-admin/sdk';
import { UsageError } from '../../errors';
import { pagedExport, pagingQueryOf } from '../../export';

function checkUserType(v: string | undefined): 'V' | 'C' | undefined {
  if (v === undefined) return undefined;
  const u = v.toUpperCase();
  if (u !== 'V' && u !== 'C') throw new UsageError(`--user-type must be V or C (got '${v}')`);
  return u;
}

/** Every referral code (of the search), filtered here by --active-only and --user-type (the list takes no such filter). */
export const newCmdExport = pagedExport<ReferralCode, { activeOnly: boolean; userType?: 'V' | 'C' }>({
  list: 'referral-codes',
  what: 'referral codes',
  description:
    'stream every referral code to stdout or a file, page by page (constant memory), with progress on stderr',
  flags: (cmd) =>
    cmd
      .option('--active-only', 'only active codes')
      .option('--user-type <V|C>', 'only vendors (V) or clients (C)'),
  ownOptions: (flags) => ({ activeOnly: Boolean(flags.activeOnly), userType: checkUserType(flags.userType) }),
  examples: [
    'mpa referral-codes export --format csv > codes.csv',
    'mpa referral-codes export --format csv --output codes.csv --bom',
    'mpa referral-codes export --format ndjson --active-only --user-type V | wc -l',
  ],
  pages: (client, o, p) => client.referrals.codes.pages({ ...pagingQueryOf(o), ...p }),
  keep: (o) =>
    o.activeOnly || o.userType
      ? (c) =>
          (!o.activeOnly || c.isActive) && (!o.userType || String(c.userType).toUpperCase() === o.userType)
      : undefined,
});
