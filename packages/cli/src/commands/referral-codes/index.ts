import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdActivate } from './activate';
import { newCmdDeactivate } from './deactivate';
import { newCmdExport } from './export';
import { newCmdList } from './list';

export function register(program: Command, f: Factory): void {
  const noun = program.command('referral-codes').description('referral codes of vendors (V) and clients (C)');
  examples(noun, [
    'mpa referral-codes list --search ab',
    'mpa referral-codes export --format csv --output codes.csv',
  ]);
  newCmdList(noun, f);
  newCmdExport(noun, f);
  newCmdActivate(noun, f);
  newCmdDeactivate(noun, f);
}
