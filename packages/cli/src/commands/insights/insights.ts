import { Option, type Command } from 'commander';
import type { InsightFigureId } from '@marketplace-admin/sdk';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';
import { resolveFormat } from '../../output/index';
import { writeText } from '../../output/writer';

export interface InsightsOptions {
  /** One figure's id; every figure when absent. */
  figure?: string;
  format?: string;
  /** Days and months in this zone (UTC-8 ... UTC+1 or an IANA name); default $MPA_TZ, else the local one. */
  tz?: string;
  /** The moment to compute the figures at (ISO), for reproducing a run; default now. */
  now?: string;
}

/** The width a table is fitted to when stdout is no terminal. */
const PLAIN_WIDTH = 80;

async function run(ctx: Context, o: InsightsOptions): Promise<void> {
  const { INSIGHT_FIGURE_IDS, catalogue, resolveTimeZone } = await import('@marketplace-admin/sdk');
  const format = resolveFormat(ctx, o.format, ['table', 'json']);
  if (o.figure !== undefined && !(INSIGHT_FIGURE_IDS as readonly string[]).includes(o.figure))
    throw new UsageError(catalogue.insights.unknownFigure(o.figure, INSIGHT_FIGURE_IDS));
  const zoneAsked = o.tz ?? (ctx.env.MPA_TZ || undefined);
  if (zoneAsked !== undefined && !resolveTimeZone(zoneAsked))
    throw new UsageError(catalogue.tables.unknownTimeZone(zoneAsked));
  const now = o.now === undefined ? undefined : Date.parse(o.now);
  if (now !== undefined && Number.isNaN(now))
    throw new UsageError(`--now must be a date and time such as 2026-11-28T09:00:00Z (got '${o.now}')`);
  const client = await ctx.client();
  const figures = await client.insights.figures({
    ids: o.figure === undefined ? undefined : [o.figure as InsightFigureId],
    timeZone: zoneAsked,
    now,
  });
  if (format === 'json') {
    await writeText(ctx.io.stdout, JSON.stringify({ figures }, null, 2) + '\n');
    return;
  }
  const { renderFigure } = await import('./render');
  const tty = ctx.io.stdoutTTY;
  const width = tty
    ? (ctx.io.stdout as { columns?: number }).columns || Number(ctx.env.COLUMNS) || PLAIN_WIDTH
    : PLAIN_WIDTH;
  await writeText(ctx.io.stdout, figures.map((f) => renderFigure(f, { width, unicode: tty })).join('\n'));
}

export function newCmdInsights(parent: Command, f: Factory, runF: Run<InsightsOptions> = run): Command {
  const cmd = parent
    .command('insights')
    .description(
      "print the dashboard's figures, counted from the lists: how old the pending queues are, requests per day, reviews by rating, " +
        'subscriptions ending, revenue by month, the featured ads timeline. Each a titled table with bars (plain text when piped), or JSON',
    )
    .option('--figure <id>', 'only this figure (pending-redemptions-by-age, reviews-by-rating, ...)')
    .addOption(
      new Option(
        '--format <format>',
        'output format (default: table on a terminal, json when piped)',
      ).choices(['table', 'json']),
    )
    .option(
      '--tz <zone>',
      'days and months in this zone (UTC-8 ... UTC+1, or an IANA name; default $MPA_TZ, else the local one)',
    )
    .addOption(new Option('--now <time>', 'compute the figures as at this moment (ISO)').hideHelp());
  examples(cmd, [
    'mpa insights',
    'mpa insights --figure pending-redemptions-by-age --tz Europe/Paris',
    'mpa insights --figure pending-redemptions-by-age --format json | jq -e \'[.figures[0].rows[] | select(.key == "7-30d" or .key == ">30d") | .value] | add == 0\'',
  ]);
  return act(
    cmd,
    f,
    (_args, flags) => ({ figure: flags.figure, format: flags.format, tz: flags.tz, now: flags.now }),
    runF,
  );
}
