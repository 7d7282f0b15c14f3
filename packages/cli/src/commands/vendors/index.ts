import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdActivate } from './activate';
import { newCmdCreate } from './create';
import { newCmdDeactivate } from './deactivate';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdGet } from './get';
import { newCmdLink } from './link';
import { newCmdList } from './list';
import { newCmdServices } from './services';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('vendors')
    .description('vendors (create and update go through the combined vendor form)');
  examples(noun, ['mpa vendors list --search ravi', 'mpa vendors get 12']);
  newCmdList(noun, f);
  newCmdGet(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdActivate(noun, f);
  newCmdDeactivate(noun, f);
  newCmdServices(noun, f);
  newCmdLink(noun, f);
  newCmdExport(noun, f);
}
