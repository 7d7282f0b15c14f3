import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdCreate } from './create';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdGet } from './get';
import { newCmdList } from './list';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program.command('shops').description('shops');
  examples(noun, ['mpa shops list --search bakery', 'mpa shops get 3']);
  newCmdList(noun, f);
  newCmdGet(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdExport(noun, f);
}
