import type { Command } from 'commander';
import type { PremiumService, PremiumServiceForm, ServiceFor } from '@marketplace-admin/sdk';
import { boolOpt, idArg } from '../../args';
import { UsageError } from '../../errors';
import { addOutputOptions } from '../../output/index';

export function forOf(v: string | undefined): ServiceFor {
  const f = (v ?? 'vendor').toLowerCase();
  if (f !== 'vendor' && f !== 'shop') throw new UsageError(`--for must be vendor or shop (got '${v}')`);
  return f;
}

/** The form flags of create and update, checked; unset ones keep the current value on update. */
export interface SubscriptionFields {
  for?: ServiceFor;
  vendorId?: number;
  shopId?: number;
  plan?: string;
  start?: string;
  end?: string;
  /** As given: empty or negative is sent as 0 (spec §5). */
  amount?: string;
  method?: string;
  transaction?: string;
  active?: boolean;
}

export function addFormOptions(cmd: Command): Command {
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

export function fieldsOf(flags: Record<string, any>): SubscriptionFields {
  return {
    for: flags.for ? forOf(flags.for) : undefined,
    vendorId: flags.vendor ? idArg(flags.vendor, '--vendor') : undefined,
    shopId: flags.shop ? idArg(flags.shop, '--shop') : undefined,
    plan: flags.plan,
    start: flags.start,
    end: flags.end,
    amount: flags.amount,
    method: flags.method,
    transaction: flags.transaction,
    active: boolOpt(flags.active, '--active'),
  };
}

/** The form to send, checked with the spec's rules (§5). */
export async function premiumForm(o: SubscriptionFields, base?: PremiumService): Promise<PremiumServiceForm> {
  const { checkRule, validatePremiumServiceForm } = await import('@marketplace-admin/sdk');
  const form: PremiumServiceForm = {
    serviceFor: o.for ?? base?.serviceFor ?? '',
    vendorId: o.vendorId ?? base?.vendorId ?? null,
    shopId: o.shopId ?? base?.shopId ?? null,
    subscriptionPlan: o.plan ?? base?.subscriptionPlan ?? '',
    startDate: o.start ?? base?.startDate ?? '',
    endDate: o.end ?? base?.endDate ?? '',
    amountPaid: o.amount ?? base?.amountPaid ?? 0,
    paymentMethod: o.method ?? base?.paymentMethod ?? undefined,
    transactionId: o.transaction ?? base?.transactionId ?? undefined,
    isActive: o.active ?? base?.isActive ?? true,
  };
  checkRule(validatePremiumServiceForm(form));
  return form;
}
