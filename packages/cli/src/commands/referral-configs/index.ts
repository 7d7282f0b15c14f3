import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdList } from './list';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('referral-configs')
    .description('referral reward settings (V Vendor, C Client)');
  examples(noun, ['mpa referral-configs list', 'mpa referral-configs update 1 --referrer-tokens 50']);
  newCmdList(noun, f);
  newCmdUpdate(noun, f);
}
