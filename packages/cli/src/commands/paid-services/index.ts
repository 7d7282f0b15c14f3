import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdCreate } from './create';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdGet } from './get';
import { newCmdList } from './list';
import { newCmdPlans } from './plans';
import { newCmdToggle } from './toggle';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('paid-services')
    .description('paid (premium) subscriptions of vendors and shops');
  examples(noun, ['mpa paid-services list --for shop', 'mpa paid-services plans']);
  newCmdList(noun, f);
  newCmdGet(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdToggle(noun, f);
  newCmdPlans(noun, f);
  newCmdExport(noun, f);
}
