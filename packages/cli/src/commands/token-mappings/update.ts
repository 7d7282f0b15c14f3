import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { CliError, UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface UpdateMappingOptions extends OutputOptions {
  mappingId: number;
  type?: string;
  /** As given: the SDK's token-mapping rule reads them, as it reads the panel's form. */
  requiredTokens?: string;
  value?: string;
}

async function run(ctx: Context, o: UpdateMappingOptions): Promise<void> {
  const { checkRule, tokenMappingErrors, tokenMappingOf } = await import('@marketplace-admin/sdk');
  const client = await ctx.client();
  const current = (await client.referrals.tokenMappings.list()).find((m) => m.mappingId === o.mappingId);
  if (!current) throw new CliError(`Token mapping ${o.mappingId} not found`);
  const draft = {
    redemptionType: o.type ?? current.redemptionType,
    requiredTokens: o.requiredTokens ?? current.requiredTokens,
    equivalentValue: o.value ?? current.equivalentValue,
  };
  checkRule(Object.values(tokenMappingErrors(draft)), 'referrals.updateTokenMapping');
  const res = await client.referrals.tokenMappings.update(tokenMappingOf(o.mappingId, draft));
  await printResult(ctx, res, o);
}

export function newCmdUpdate(parent: Command, f: Factory, runF: Run<UpdateMappingOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('update <mappingId>')
      .description('edit a mapping')
      .option('--type <text>', 'redemption type')
      .option('--required-tokens <n>', 'tokens required')
      .option('--value <n>', 'equivalent value'),
  );
  examples(cmd, ['mpa token-mappings update 2 --required-tokens 100 --value 10']);
  return act(
    cmd,
    f,
    ([id], flags) => {
      const o = {
        mappingId: idArg(id, 'mappingId'),
        type: flags.type as string | undefined,
        requiredTokens: flags.requiredTokens as string | undefined,
        value: flags.value as string | undefined,
        ...outputOptionsOf(flags),
      };
      if (o.type === undefined && o.requiredTokens === undefined && o.value === undefined)
        throw new UsageError('Give --type, --required-tokens and/or --value');
      return o;
    },
    runF,
  );
}
