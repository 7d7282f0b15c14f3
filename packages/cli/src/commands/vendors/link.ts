import type { Command } from 'commander';
import { idArg } from '../../args';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { addOutputOptions, outputOptionsOf, printResult, type OutputOptions } from '../../output/index';

export interface LinkOptions extends OutputOptions {
  mobile: string;
  links: { servicesId: number; serviceUnits: string; serviceRates: number }[];
}

/** Replaces the vendor's links (the SDK's replaceLinks: the panel's rules, checked before a request). */
async function run(ctx: Context, o: LinkOptions): Promise<void> {
  const { checkRule, validateServiceLinks } = await import('@marketplace-admin/sdk');
  checkRule(validateServiceLinks({ mobile: o.mobile, selected: o.links }));
  const client = await ctx.client();
  await printResult(ctx, await client.vendorServices.replaceLinks(o.mobile, o.links), o);
}

export function newCmdLink(parent: Command, f: Factory, runF: Run<LinkOptions> = run): Command {
  const cmd = addOutputOptions(
    parent
      .command('link <mobile> <serviceId:unit:rate...>')
      .description(
        'link services to a vendor, replacing its links; units: lumsum, feet, Sqfeet, runfeet, kg, day, hour, piece',
      ),
  );
  examples(cmd, ['mpa vendors link 9876543210 2:piece:499 7:hour:250']);
  return act(
    cmd,
    f,
    ([mobile, specs], flags) => ({
      mobile,
      links: (specs as string[]).map((s) => {
        const [sid, unit, rate] = s.split(':');
        if (!sid || !unit || rate === undefined)
          throw new UsageError(`Expected serviceId:unit:rate, got '${s}'`);
        return { servicesId: idArg(sid, 'serviceId'), serviceUnits: unit, serviceRates: Number(rate) };
      }),
      ...outputOptionsOf(flags),
    }),
    runF,
  );
}
