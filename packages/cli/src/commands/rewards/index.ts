import type { Command } from 'commander';
import { idArg, numOpt } from '../../args';
import { examples, handler } from '../../command';
import { checkRule, CliError, UsageError } from '../../errors';
import { addListOptions, localPage, runList, type ListOpts } from '../../list';
import { addOutputOptions, printResult, type OutputOpts } from '../../output/index';

function configs(program: Command): void {
  const noun = program.command('referral-configs').description('referral reward settings (V Vendor, C Client)');
  examples(noun, ['mpa referral-configs list', 'mpa referral-configs update 1 --referrer-tokens 50']);
  examples(
    addListOptions(noun.command('list').description('every referral config'), 100).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        const all = await client.referrals.configs.list();
        await runList(ctx, o, ['configId', 'referrerUserType', 'referredUserType', 'referrerRewardTokens', 'referredRewardTokens'], async (q) => localPage(all, q));
      }),
    ),
    ['mpa referral-configs list --format json'],
  );
  examples(
    addOutputOptions(
      noun
        .command('update <configId>')
        .description('change the reward tokens of a config (numbers, minimum 0)')
        .option('--referrer-tokens <n>', 'tokens for the referrer')
        .option('--referred-tokens <n>', 'tokens for the referred user'),
    ).action(
      handler<[string], OutputOpts & { referrerTokens?: string; referredTokens?: string }>(async (ctx, o, id) => {
        const configId = idArg(id, 'configId');
        if (o.referrerTokens === undefined && o.referredTokens === undefined) throw new UsageError('Give --referrer-tokens and/or --referred-tokens');
        const { validateRewardTokens } = await import('@marketplace-admin/sdk');
        if (o.referrerTokens !== undefined) checkRule(validateRewardTokens(o.referrerTokens));
        if (o.referredTokens !== undefined) checkRule(validateRewardTokens(o.referredTokens));
        const client = await ctx.client();
        const current = (await client.referrals.configs.list()).find((c) => c.configId === configId);
        if (!current) throw new CliError(`Referral config ${configId} not found`);
        const res = await client.referrals.configs.update({
          ...current,
          referrerRewardTokens: numOpt(o.referrerTokens, '--referrer-tokens', 0) ?? current.referrerRewardTokens,
          referredRewardTokens: numOpt(o.referredTokens, '--referred-tokens', 0) ?? current.referredRewardTokens,
        });
        await printResult(ctx, res, o);
      }),
    ),
    ['mpa referral-configs update 1 --referrer-tokens 50 --referred-tokens 25'],
  );
}

function mappings(program: Command): void {
  const noun = program.command('token-mappings').description('the token (points) conversion table');
  examples(noun, ['mpa token-mappings list', 'mpa token-mappings update 2 --required-tokens 100 --value 10']);
  examples(
    addListOptions(noun.command('list').description('every token mapping'), 100).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        const all = await client.referrals.tokenMappings.list();
        await runList(ctx, o, ['mappingId', 'redemptionType', 'requiredTokens', 'equivalentValue'], async (q) => localPage(all, q));
      }),
    ),
    ['mpa token-mappings list --format csv'],
  );
  examples(
    addOutputOptions(
      noun
        .command('update <mappingId>')
        .description('edit a mapping')
        .option('--type <text>', 'redemption type')
        .option('--required-tokens <n>', 'tokens required')
        .option('--value <n>', 'equivalent value'),
    ).action(
      handler<[string], OutputOpts & { type?: string; requiredTokens?: string; value?: string }>(async (ctx, o, id) => {
        const mappingId = idArg(id, 'mappingId');
        const required = numOpt(o.requiredTokens, '--required-tokens', 0);
        const value = numOpt(o.value, '--value', 0);
        if (o.type === undefined && required === undefined && value === undefined) throw new UsageError('Give --type, --required-tokens and/or --value');
        const client = await ctx.client();
        const current = (await client.referrals.tokenMappings.list()).find((m) => m.mappingId === mappingId);
        if (!current) throw new CliError(`Token mapping ${mappingId} not found`);
        const res = await client.referrals.tokenMappings.update({
          ...current,
          redemptionType: o.type ?? current.redemptionType,
          requiredTokens: required ?? current.requiredTokens,
          equivalentValue: value ?? current.equivalentValue,
        });
        await printResult(ctx, res, o);
      }),
    ),
    ['mpa token-mappings update 2 --required-tokens 100 --value 10'],
  );
}

export function register(program: Command): void {
  configs(program);
  mappings(program);
}
