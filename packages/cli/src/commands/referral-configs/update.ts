import type { Command } from 'commander';
import { idArg, numOpt } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { CliError, UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface UpdateConfigOptions extends OutputOptions {
  configId: number;
  /** As given; checked with the spec's rule (numbers, minimum 0). */
  referrerTokens?: string;
  referredTokens?: string;
}

async function run(ctx: Context, o: UpdateConfigOptions): Promise<void> {
  const { checkRule, validateRewardTokens } = await import('@marketplace-admin/sdk');
  if (o.referrerTokens !== undefined) checkRule(validateRewardTokens(o.referrerTokens));
  if (o.referredTokens !== undefined) checkRule(validateRewardTokens(o.referredTokens));
  const client = await ctx.client();
  const current = (await client.referrals.configs.list()).find((c) => c.configId === o.configId);
  if (!current) throw new CliError(`Referral config ${o.configId} not found`);
  const res = await client.referrals.configs.update({
    ...current,
    referrerRewardTokens: numOpt(o.referrerTokens, '--referrer-tokens', 0) ?? current.referrerRewardTokens,
    referredRewardTokens: numOpt(o.referredTokens, '--referred-tokens', 0) ?? current.referredRewardTokens,
  });
  await printResult(ctx, res, o);
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateConfigOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('update <configId>')
      .description('change the reward tokens of a config (numbers, minimum 0)')
      .option('--referrer-tokens <n>', 'tokens for the referrer')
      .option('--referred-tokens <n>', 'tokens for the referred user'),
  );
  examples(cmd, ['mpa referral-configs update 1 --referrer-tokens 50 --referred-tokens 25']);
  return act(
    cmd,
    f,
    ([id], flags) => {
      if (flags.referrerTokens === undefined && flags.referredTokens === undefined)
        throw new UsageError('Give --referrer-tokens and/or --referred-tokens');
      return {
        configId: idArg(id, 'configId'),
        referrerTokens: flags.referrerTokens,
        referredTokens: flags.referredTokens,
        ...outputOptionsOf(flags),
      };
    },
    runF,
  );
}
